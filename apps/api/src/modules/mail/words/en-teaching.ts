/**
 * What instructors' mail, announcements and the notification digest say, in English: the source the
 * other languages' words translate (typed by this one).
 */
export const enTeaching = {
  coInstructor: {
    subject: (courseTitle: string, siteName: string) => `You can now edit "${courseTitle}" on ${siteName}`,
    added: (ownerName: string, courseTitle: string) =>
      `${ownerName} added you as a co-instructor of "${courseTitle}".`,
    studio: 'Open the studio to find it among your courses.',
  },
  courseReturned: {
    subject: (courseTitle: string) => `"${courseTitle}" needs changes before it is published`,
    returned: (courseTitle: string) =>
      `We have reviewed "${courseTitle}" and returned it to you with this note:`,
    again: 'Edit the course in your studio and submit it for review again.',
  },
  coursePublished: {
    subject: (courseTitle: string, siteName: string) => `"${courseTitle}" is published on ${siteName}`,
    published: (courseTitle: string) => `"${courseTitle}" is published: learners can find and buy it now.`,
    page: 'Its page: ',
    live: 'Edits you make to it in your studio go live at once.',
  },
  announcement: {
    /** `authorName` is null when the author's profile has no name. */
    posted: (authorName: string | null, courseTitle: string) =>
      `${authorName ?? 'Your instructor'} posted an announcement in "${courseTitle}":`,
    open: 'Open the course: ',
    stop: 'To stop these emails, turn off course announcements on your profile: ',
  },
  digest: {
    subject: (count: number, siteName: string) =>
      count === 1
        ? `You have an unread notification on ${siteName}`
        : `You have ${count} unread notifications on ${siteName}`,
    away: 'While you were away:',
    more: (count: number) => `And ${count} more.`,
    all: 'All your notifications: ',
    off: 'You can turn this daily email off on that page.',
  },
};

export type TeachingWords = typeof enTeaching;
