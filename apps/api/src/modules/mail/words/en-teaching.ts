import type { NotificationDataByKind, NotificationKind } from '@coursewise/contract';

/**
 * A digest line for each notification kind, from that kind's data. Every kind of the contract is
 * required, so a new kind fails the typecheck until each language words it.
 */
export type NotificationLines = { [K in NotificationKind]: (data: NotificationDataByKind[K]) => string };

const quote = (text: string) => `“${text}”`;

/** The lines as the contract's `notificationText` words them (what the API's `text` says). */
const notificationLines: NotificationLines = {
  certificate_issued: (data) => `Your certificate for ${quote(data.courseTitle)} is ready.`,
  refund_decided: (data) =>
    data.outcome === 'declined'
      ? `Your refund request for ${quote(data.courseTitle)} was declined.`
      : `Your purchase of ${quote(data.courseTitle)} was refunded.`,
  /** `from` and `author` are empty when the profile has no name. */
  gift_received: (data) =>
    `${data.from || 'Someone'} gave you ${quote(data.courseTitle)}: your code is in your email.`,
  announcement: (data) => `New announcement in ${quote(data.courseTitle)}: ${data.title}`,
  discussion_reply: (data) => `${data.author || 'Someone'} replied to ${quote(data.threadTitle)}.`,
  discussion_answer: (data) => `${data.author || 'Someone'} answered ${quote(data.threadTitle)}.`,
};

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
    /** One line per notification, by its kind (each followed by the notification's link). */
    line: notificationLines,
  },
};

export type TeachingWords = typeof enTeaching;
