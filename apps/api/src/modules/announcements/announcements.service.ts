import {
  type Announcement,
  type AnnouncementBody,
  type AnnouncementListQuery,
  announcementLimits,
  type Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { pagedOf } from '../../lib/admin-list.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { htmlToText, sanitizeRichText } from '../../lib/html.js';
import { newId } from '../../lib/ids.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { isAdmin } from '../account/account.service.js';
import { accountLabelsByIds, announcementReaders } from '../account/account-directory.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { assertCourseAccess, coursesTaughtBy } from '../authoring/course-instructors.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { notify } from '../notifications/notifications.service.js';
import { courseOwnerIds, hasPurchased } from '../purchases/purchases.service.js';
import { queueAnnouncementMail } from './announcement-mail.js';
import * as repo from './announcements.repository.js';

/**
 * A course's announcements: its instructors (studio) and admins (console) post; its owners, instructors
 * and admins read them; owners are mailed each one unless they turned that off.
 */

type PostContext = Pick<AppContext, 'effects' | 'config' | 'limiter' | 'storage'>;

export const COURSE_MISSING = 'This course does not exist';
export const NOT_A_READER = "Only the course's learners and instructors can read its announcements";

/** Who posts: an instructor in the studio (must teach the course, else 404) or an admin in the console. */
export type Poster = { userId: string; as: 'instructor' | 'admin' };

/** The title trimmed and the body sanitised, or a 400 naming the field. */
function cleanInput(input: AnnouncementBody): { title: string; body: string } {
  const title = input.title.trim();
  if (!title) throw badRequest('title: must not be blank', [{ path: 'title', message: 'must not be blank' }]);
  const body = sanitizeRichText(input.body);
  if (!htmlToText(body))
    throw badRequest('body: must have some text once scripts and unknown tags are removed', [
      { path: 'body', message: 'must have some text' },
    ]);
  if (body.length > announcementLimits.bodyMax)
    throw badRequest(`body: must be at most ${announcementLimits.bodyMax} characters`, [
      { path: 'body', message: `must be at most ${announcementLimits.bodyMax} characters` },
    ]);
  return { title, body };
}

/** POST instructor|admin/courses/{id}/announcements: stores it, audits it and queues its mail, in one transaction. */
export async function postAnnouncement(
  db: Executor,
  ctx: PostContext,
  poster: Poster,
  courseId: string,
  input: AnnouncementBody,
): Promise<Announcement> {
  await ctx.limiter.consume(rules.announcementAccount, poster.userId);
  const { title, body } = cleanInput(input);
  return inTransaction(db, ctx.effects, async (trx, uow) => {
    if (poster.as === 'instructor') await assertCourseAccess(trx, poster.userId, courseId);
    const course = (await courseLabelsByIds(trx, ctx, [courseId])).get(courseId);
    if (!course) throw notFound(COURSE_MISSING);
    const authorName = (await accountLabelsByIds(trx, [poster.userId])).get(poster.userId)?.name ?? null;
    const row = { id: newId(), courseId, authorId: poster.userId, title, body, createdAt: nowIso() };
    await repo.insertAnnouncement(trx, row);
    const mailed = await queueAnnouncementMail(trx, uow, ctx, {
      authorId: poster.userId,
      authorName,
      title,
      body,
      course,
    });
    // In the app too, for every owner whatever their mail preference (never the author).
    const recipients = (await announcementRecipients(trx, courseId)).filter((id) => id !== poster.userId);
    await notify(
      uow,
      recipients.map((userId) => ({
        userId,
        kind: 'announcement' as const,
        data: { courseTitle: course.title, title },
        link: `/learn/${course.slug}`,
      })),
    );
    await recordAudit(uow, {
      actorId: poster.userId,
      action: 'create',
      entity: 'announcement',
      entityId: row.id,
      summary: `Posted "${title}" to the learners of "${course.title}" (${mailed} mailed)`,
    });
    return { id: row.id, courseId, title, body, authorName, createdAt: row.createdAt };
  });
}

/** One page of the course's announcements, newest first; 404 when the course does not exist. */
export async function listAnnouncements(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  courseId: string,
  query: AnnouncementListQuery,
): Promise<Paged<Announcement>> {
  if (!(await courseLabelsByIds(db, ctx, [courseId])).has(courseId)) throw notFound(COURSE_MISSING);
  const window = { page: query.page ?? 1, limit: query.limit ?? 12 };
  const { rows, total } = await repo.listAnnouncementPage(
    db,
    courseId,
    window.limit,
    (window.page - 1) * window.limit,
  );
  const authors = await accountLabelsByIds(
    db,
    rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
  );
  const items = rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    body: row.body,
    authorName: (row.authorId && authors.get(row.authorId)?.name) || null,
    createdAt: row.createdAt,
  }));
  return pagedOf(window, items, total);
}

/** The studio's list: 404 unless the caller teaches the course, as for an unknown id. */
export async function listTaughtAnnouncements(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  userId: string,
  courseId: string,
  query: AnnouncementListQuery,
): Promise<Paged<Announcement>> {
  await assertCourseAccess(db, userId, courseId);
  return listAnnouncements(db, ctx, courseId, query);
}

/**
 * The learner's read: the course's owners, its instructors and admins; anyone else gets 403, an
 * unknown course too (so ids cannot be probed).
 */
export async function listAnnouncementsFor(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  userId: string,
  courseId: string,
  query: AnnouncementListQuery,
): Promise<Paged<Announcement>> {
  const mayRead =
    (await hasPurchased(db, userId, courseId)) ||
    (await isAdmin(db, userId)) ||
    (await coursesTaughtBy(db, userId)).includes(courseId);
  if (!mayRead || !(await courseLabelsByIds(db, ctx, [courseId])).has(courseId))
    throw forbidden(NOT_A_READER);
  return listAnnouncements(db, ctx, courseId, query);
}

/**
 * The ids of the learners an announcement of the course reaches in the app: its owners now (refunded
 * purchases left out), live and enabled accounts, whatever their mail preference (`postAnnouncement`
 * notifies them).
 */
export async function announcementRecipients(db: Executor, courseId: string): Promise<string[]> {
  const readers = await announcementReaders(db, courseOwnerIds(db, courseId), { mailOnly: false });
  return readers.map((reader) => reader.id);
}
