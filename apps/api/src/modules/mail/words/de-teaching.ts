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
    line: {
      certificate_issued: (data) => `Ihr Zertifikat für „${data.courseTitle}“ steht bereit.`,
      refund_decided: (data) =>
        data.outcome === 'declined'
          ? `Ihr Erstattungsantrag für „${data.courseTitle}“ wurde abgelehnt.`
          : `Ihr Kauf von „${data.courseTitle}“ wurde erstattet.`,
      gift_received: (data) =>
        `${data.from || 'Jemand'} hat Ihnen „${data.courseTitle}“ geschenkt: Ihren Code finden Sie in Ihren E-Mails.`,
      announcement: (data) => `Neue Ankündigung in „${data.courseTitle}“: ${data.title}`,
      discussion_reply: (data) => `${data.author || 'Jemand'} hat auf „${data.threadTitle}“ geantwortet.`,
      discussion_answer: (data) =>
        `${data.author || 'Jemand'} hat Ihre Frage „${data.threadTitle}“ beantwortet.`,
    },
  },
};
