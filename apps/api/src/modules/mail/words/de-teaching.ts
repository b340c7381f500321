import type { TeachingWords } from './en-teaching.js';

export const deTeaching: TeachingWords = {
  coInstructor: {
    subject: (courseTitle, siteName) => `Sie können „${courseTitle}“ jetzt auf ${siteName} bearbeiten`,
    added: (ownerName, courseTitle) => `${ownerName} hat Sie als Co-Dozent von „${courseTitle}“ hinzugefügt.`,
    studio: 'Öffnen Sie das Studio, um ihn unter Ihren Kursen zu finden.',
  },
  courseReturned: {
    subject: (courseTitle) => `„${courseTitle}“ braucht vor der Veröffentlichung Änderungen`,
    returned: (courseTitle) =>
      `Wir haben „${courseTitle}“ geprüft und Ihnen mit dieser Anmerkung zurückgegeben:`,
    again: 'Bearbeiten Sie den Kurs in Ihrem Studio und reichen Sie ihn erneut zur Prüfung ein.',
  },
  coursePublished: {
    subject: (courseTitle, siteName) => `„${courseTitle}“ ist auf ${siteName} veröffentlicht`,
    published: (courseTitle) =>
      `„${courseTitle}“ ist veröffentlicht: Lernende können ihn jetzt finden und kaufen.`,
    page: 'Seine Seite: ',
    live: 'Änderungen, die Sie in Ihrem Studio vornehmen, sind sofort live.',
  },
  announcement: {
    posted: (authorName, courseTitle) =>
      `${authorName ?? 'Ihr Dozent'} hat eine Ankündigung in „${courseTitle}“ veröffentlicht:`,
    open: 'Kurs öffnen: ',
    stop: 'Um diese E-Mails abzubestellen, schalten Sie Kursankündigungen in Ihrem Profil aus: ',
  },
  digest: {
    subject: (count, siteName) =>
      count === 1
        ? `Sie haben eine ungelesene Benachrichtigung auf ${siteName}`
        : `Sie haben ${count} ungelesene Benachrichtigungen auf ${siteName}`,
    away: 'Während Sie weg waren:',
    more: (count) => `Und ${count} weitere.`,
    all: 'Alle Ihre Benachrichtigungen: ',
    off: 'Sie können diese tägliche E-Mail auf dieser Seite abschalten.',
  },
};
