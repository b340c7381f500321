import {
  DEFAULT_LOCALE,
  type Locale,
  type NotificationDataByKind,
  type NotificationKind,
} from '@coursewise/contract';
import { link, linkify, paragraph as p } from './mail-blocks.js';
import { composeMail } from './mail-layout.js';
import type { NotificationLines } from './words/en-teaching.js';
import { mailWords } from './words/index.js';

/** An instructor added to a course as its co-instructor. */
export const coInstructorEmail = (
  to: string,
  invite: { courseTitle: string; ownerName: string },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.coInstructor.subject(invite.courseTitle, siteName),
    blocks: [
      p(words.hello),
      p(words.coInstructor.added(invite.ownerName, invite.courseTitle)),
      p(words.coInstructor.studio),
    ],
  });
};

/** An admin returned a course submitted for review; the note says what to change. */
export const courseReturnedEmail = (
  to: string,
  review: { courseTitle: string; note: string },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.courseReturned.subject(review.courseTitle).slice(0, 200),
    blocks: [
      p(words.hello),
      p(words.courseReturned.returned(review.courseTitle)),
      p(...linkify(review.note)),
      p(words.courseReturned.again),
    ],
  });
};

/** A course the instructor teaches was published: learners can buy it now. */
export const coursePublishedEmail = (
  to: string,
  course: { courseTitle: string; courseUrl: string },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.coursePublished.subject(course.courseTitle, siteName).slice(0, 200),
    blocks: [
      p(words.hello),
      p(words.coursePublished.published(course.courseTitle)),
      p(words.coursePublished.page, link(course.courseUrl)),
      p(words.coursePublished.live),
    ],
  });
};

/** What an announcement mail says: the post as paragraphs of text, with its course's links. */
export interface AnnouncementContent {
  courseTitle: string;
  title: string;
  authorName: string | null;
  paragraphs: string[];
  courseUrl: string;
  /** The profile page, where the learner turns these mails off. */
  preferencesUrl: string;
}

/** A course's announcement to one of its learners; the last line says how to stop them. */
export const announcementEmail = (
  to: string,
  announcement: AnnouncementContent,
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale).announcement;
  return composeMail({
    to,
    siteName,
    locale,
    subject: `${announcement.courseTitle}: ${announcement.title}`.slice(0, 200),
    blocks: [
      p(words.posted(announcement.authorName, announcement.courseTitle)),
      p(announcement.title),
      ...announcement.paragraphs.map((text) => p(...linkify(text))),
      p(words.open, link(announcement.courseUrl)),
      p(words.stop, link(announcement.preferencesUrl)),
    ],
  });
};

/** One notification of a digest: its kind and data as stored (worded here, in the recipient's language) and its page. */
export interface DigestItem {
  kind: NotificationKind;
  data: Record<string, string | null>;
  url: string;
}

/** Stored data read as its kind's fields: a field the row lacks reads as '' (as `notificationText` reads it). */
const storedFields = (data: Record<string, string | null>) =>
  new Proxy(data, { get: (target, key) => (typeof key === 'string' ? (target[key] ?? '') : undefined) });

/** The kind's line (generic, so the kind and its data's type go together). */
const lineOf = <K extends NotificationKind>(
  lines: NotificationLines,
  kind: K,
  data: NotificationDataByKind[K],
): string => lines[kind](data);

/**
 * The daily digest of notifications left unread for a day: a line for each, worded from its kind and
 * data in the recipient's language, and its page.
 */
export const notificationDigestEmail = (
  to: string,
  digest: { items: DigestItem[]; more: number; notificationsUrl: string },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.digest.subject(digest.items.length + digest.more, siteName),
    blocks: [
      p(words.hello),
      p(words.digest.away),
      ...digest.items.map((item) =>
        p(
          lineOf(
            words.digest.line,
            item.kind,
            storedFields(item.data) as NotificationDataByKind[typeof item.kind],
          ),
          ' ',
          link(item.url),
        ),
      ),
      ...(digest.more > 0 ? [p(words.digest.more(digest.more))] : []),
      p(words.digest.all, link(digest.notificationsUrl)),
      p(words.digest.off),
    ],
  });
};
