import type { MailWords } from './en.js';

const dateTime = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export const fr: MailWords = {
  utcTime: (iso) => `${dateTime.format(new Date(iso))} (UTC)`,
  hello: 'Bonjour,',
  signin: {
    subject: (siteName, code) => `Votre code de connexion ${siteName} : ${code}`,
    newPlace: (ip) =>
      `Quelqu’un s’est connecté avec votre mot de passe depuis ${ip}. De nombreux mots de passe erronés ont été essayés récemment sur votre compte : une connexion depuis un nouvel endroit nécessite donc aussi ce code. Il expire dans 15 minutes.`,
    notYou:
      'Si ce n’était pas vous, quelqu’un d’autre connaît votre mot de passe : ne communiquez pas ce code et changez votre mot de passe dès maintenant.',
  },
  reset: {
    subject: (siteName, code) => `Votre code de réinitialisation du mot de passe ${siteName} : ${code}`,
    enterCode: 'Saisissez ce code pour choisir un nouveau mot de passe. Il expire dans 15 minutes.',
    ignore:
      'Si vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.',
  },
  signupAttempt: {
    subject: (siteName) => `Quelqu’un a essayé de s’inscrire sur ${siteName} avec votre adresse e-mail`,
    tried: 'Quelqu’un vient d’essayer de créer un compte avec cette adresse e-mail, qui en possède déjà un.',
    ifYou:
      'Si c’était vous, connectez-vous simplement. Si vous avez oublié votre mot de passe, réinitialisez-le avec « Mot de passe oublié ? » sur la page de connexion.',
    ifNot: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : votre compte n’a pas changé.',
  },
  passwordChanged: {
    subject: (siteName) => `Votre mot de passe ${siteName} a été modifié`,
    changed:
      'Le mot de passe de votre compte vient d’être modifié, et tous vos autres appareils connectés ont été déconnectés.',
    notYou:
      'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant avec « Mot de passe oublié ? » sur la page de connexion.',
  },
  accountDeleted: {
    subject: (siteName) => `Votre compte ${siteName} a été supprimé`,
    goodbye: 'Au revoir,',
    erased: 'Votre compte et vos données personnelles ont été effacés, comme vous l’avez demandé.',
    records:
      'Les traces des ventes passées sont conservées sans votre nom, comme l’exige la loi. Vous serez toujours le bienvenu.',
  },
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
