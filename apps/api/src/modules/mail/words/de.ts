import type { MailWords } from './en.js';

const dateTime = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export const de: MailWords = {
  utcTime: (iso) => `${dateTime.format(new Date(iso))} (UTC)`,
  verification: {
    subject: (siteName, code) => `Ihr Bestätigungscode für ${siteName}: ${code}`,
    welcome: 'Willkommen!',
    enterCode:
      'Geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen. Er ist 15 Minuten lang gültig.',
    startedAt: (when) =>
      `Er schließt die am ${when} begonnene Registrierung mit dem damals gewählten Passwort ab. Wenn Sie zu diesem Zeitpunkt keine Registrierung begonnen haben, geben Sie diesen Code nicht ein.`,
    ignore: 'Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.',
  },
  certificate: {
    subject: (siteName, courseTitle) => `Ihr ${siteName}-Zertifikat: ${courseTitle}`,
    congratulations: (name) => `Herzlichen Glückwunsch, ${name}!`,
    passed: (courseTitle, score, issuedOn, number) =>
      `Sie haben die Abschlussprüfung von „${courseTitle}“ am ${issuedOn} mit ${score} bestanden. Das Zertifikat ${number} gehört Ihnen.`,
    page: 'Ihre Zertifikatsseite zum Teilen oder für Ihr Profil: ',
    pdf: 'Als PDF herunterladen: ',
    genuine: 'Jeder, der den Link oder den QR-Code auf dem PDF hat, kann die Echtheit prüfen.',
  },
};
