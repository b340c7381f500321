import type { MailWords } from './en.js';

const dateTime = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export const fr: MailWords = {
  utcTime: (iso) => `${dateTime.format(new Date(iso))} (UTC)`,
  verification: {
    subject: (siteName, code) => `Votre code de vérification ${siteName} : ${code}`,
    welcome: 'Bienvenue !',
    enterCode: 'Saisissez ce code pour vérifier votre adresse e-mail. Il expire dans 15 minutes.',
    startedAt: (when) =>
      `Il finalise l’inscription commencée le ${when}, avec le mot de passe choisi à ce moment-là. Si vous n’avez pas commencé d’inscription à ce moment-là, ne saisissez pas ce code.`,
    ignore: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  },
  certificate: {
    subject: (siteName, courseTitle) => `Votre certificat ${siteName} : ${courseTitle}`,
    congratulations: (name) => `Félicitations, ${name} !`,
    passed: (courseTitle, score, issuedOn, number) =>
      `Vous avez réussi l’évaluation finale de « ${courseTitle} » avec ${score} le ${issuedOn}. Le certificat ${number} est à vous.`,
    page: 'La page de votre certificat, à partager ou à ajouter à votre profil : ',
    pdf: 'Téléchargez-le en PDF : ',
    genuine:
      'Toute personne disposant du lien ou du code QR figurant sur le PDF peut vérifier son authenticité.',
  },
};
