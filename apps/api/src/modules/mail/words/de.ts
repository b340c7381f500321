import type { MailWords } from './en.js';

const dateTime = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

export const de: MailWords = {
  utcTime: (iso) => `${dateTime.format(new Date(iso))} (UTC)`,
  hello: 'Hallo,',
  signin: {
    subject: (siteName, code) => `Ihr Anmeldecode für ${siteName}: ${code}`,
    newPlace: (ip) =>
      `Jemand hat sich mit Ihrem Passwort von ${ip} aus angemeldet. In letzter Zeit wurden viele falsche Passwörter für Ihr Konto ausprobiert, deshalb braucht eine Anmeldung von einem neuen Ort zusätzlich diesen Code. Er ist 15 Minuten lang gültig.`,
    notYou:
      'Wenn Sie das nicht waren, kennt jemand anderes Ihr Passwort: Geben Sie diesen Code nicht weiter und ändern Sie Ihr Passwort sofort.',
  },
  reset: {
    subject: (siteName, code) => `Ihr Code zum Zurücksetzen des Passworts für ${siteName}: ${code}`,
    enterCode: 'Geben Sie diesen Code ein, um ein neues Passwort zu wählen. Er ist 15 Minuten lang gültig.',
    ignore:
      'Wenn Sie das Zurücksetzen Ihres Passworts nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  },
  signupAttempt: {
    subject: (siteName) => `Jemand wollte sich mit Ihrer E-Mail-Adresse bei ${siteName} registrieren`,
    tried: 'Soeben wollte jemand ein Konto mit dieser E-Mail-Adresse anlegen, für die es bereits eines gibt.',
    ifYou:
      'Wenn Sie das waren, melden Sie sich einfach an. Falls Sie Ihr Passwort vergessen haben, setzen Sie es auf der Anmeldeseite über „Passwort vergessen?“ zurück.',
    ifNot:
      'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: An Ihrem Konto hat sich nichts geändert.',
  },
  passwordChanged: {
    subject: (siteName) => `Ihr Passwort für ${siteName} wurde geändert`,
    changed:
      'Das Passwort Ihres Kontos wurde soeben geändert, und alle anderen angemeldeten Geräte wurden abgemeldet.',
    notYou:
      'Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt auf der Anmeldeseite über „Passwort vergessen?“ zurück.',
  },
  accountDeleted: {
    subject: (siteName) => `Ihr ${siteName}-Konto wurde gelöscht`,
    goodbye: 'Auf Wiedersehen,',
    erased: 'Ihr Konto und Ihre personenbezogenen Daten wurden wie gewünscht gelöscht.',
    records:
      'Aufzeichnungen früherer Verkäufe werden, wie gesetzlich vorgeschrieben, ohne Ihren Namen aufbewahrt. Sie sind jederzeit wieder willkommen.',
  },
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
