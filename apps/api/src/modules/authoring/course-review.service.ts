import type { CourseReview, Locale } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/constraint-violations.js';
import { newId } from '../../lib/ids.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { findAccountById } from '../account/account-records.service.js';
import { recordAudit } from '../audit/audit.service.js';
import * as records from '../courses/course-records.service.js';
import { recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import type { MailMessage } from '../mail/mailer.js';
import { coursePublishedEmail, courseReturnedEmail } from '../mail/templates.js';
import { getEditableSettings } from '../settings/settings.service.js';
import * as instructors from './course-instructors.repository.js';
import { assertCourseAccess } from './course-instructors.service.js';
import * as repo from './course-reviews.repository.js';
import { COURSE_MISSING } from './module-admin.service.js';
import { publishProblems, publishRefusal } from './publish-rules.js';

/**
 * Review of studio courses: an instructor submits a draft that meets the publish rules; an admin
 * publishes it (the console's publish closes the review) or returns it with a note. Each submission is
 * a row, so the notes stay as history; the studio shows the latest.
 */

type ReviewContext = Pick<AppContext, 'effects' | 'config'>;

export const ALREADY_AWAITING = 'This course already awaits review';
export const ALREADY_PUBLISHED = 'This course is already published';
export const NOT_AWAITING = 'This course does not await review';

/** POST instructor/courses/{id}/submit: 404 unless the caller teaches it, 409 twice, 422 when not ready. */
export async function submitCourseForReview(
  db: Executor,
  ctx: ReviewContext,
  userId: string,
  courseId: string,
): Promise<void> {
  try {
    await inTransaction(db, ctx.effects, async (trx, uow) => {
      await assertCourseAccess(trx, userId, courseId);
      const course = await records.findCourse(trx, courseId);
      if (!course) throw notFound(COURSE_MISSING);
      if (course.published === 1) throw conflict(ALREADY_PUBLISHED);
      if (await repo.findOpenReview(trx, courseId)) throw conflict(ALREADY_AWAITING);
      const missing = await publishProblems(trx, courseId, course);
      if (missing.length > 0) throw publishRefusal(missing);
      await repo.insertReview(trx, {
        id: newId(),
        courseId,
        submittedBy: userId,
        submittedAt: nowIso(),
        outcome: null,
        note: null,
        decidedBy: null,
        decidedAt: null,
      });
      await recordAudit(uow, {
        actorId: userId,
        action: 'submit',
        entity: 'course',
        entityId: courseId,
        summary: `Submitted course "${course.title}" for review`,
      });
    });
  } catch (error) {
    // Two submits at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw conflict(ALREADY_AWAITING);
    throw error;
  }
}

/** POST admin/courses/{id}/return: closes the open submission with the note and mails the instructors. */
export async function returnCourseToInstructors(
  db: Executor,
  ctx: ReviewContext,
  actorId: string,
  courseId: string,
  rawNote: string,
): Promise<void> {
  const note = rawNote.trim();
  if (!note) throw badRequest('note: must not be blank', [{ path: 'note', message: 'must not be blank' }]);
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const course = await records.findCourse(trx, courseId);
    if (!course) throw notFound(COURSE_MISSING);
    const decision = { outcome: 'returned' as const, note, decidedBy: actorId, decidedAt: nowIso() };
    if (!(await repo.closeOpenReview(trx, courseId, decision))) throw conflict(NOT_AWAITING);
    const { siteName } = await getEditableSettings(trx);
    await mailInstructors(trx, uow, courseId, (to, locale) =>
      courseReturnedEmail(to, { courseTitle: course.title, note }, siteName, locale),
    );
    await recordAudit(uow, {
      actorId,
      action: 'return',
      entity: 'course',
      entityId: courseId,
      summary: `Returned course "${course.title}" to its instructors: ${note.slice(0, 300)}`,
    });
  });
}

/**
 * Inside the publishing transaction: closes an open submission as published and mails the course's
 * instructors (a console-made course has none, so nobody is mailed).
 */
export async function noteCoursePublished(
  trx: Executor,
  uow: UnitOfWork,
  ctx: Pick<AppContext, 'config'>,
  actorId: string,
  course: { id: string; slug: string; title: string },
): Promise<void> {
  const decision = { outcome: 'published' as const, note: null, decidedBy: actorId, decidedAt: nowIso() };
  const closed = await repo.closeOpenReview(trx, course.id, decision);
  // Published while returned: a closing row, so the old note is not shown again if it is unpublished.
  if (!closed && (await repo.listReviews(trx, [course.id])).length > 0)
    await repo.insertReview(trx, {
      id: newId(),
      courseId: course.id,
      submittedBy: null,
      submittedAt: decision.decidedAt,
      ...decision,
    });
  const { siteName } = await getEditableSettings(trx);
  const courseUrl = `${ctx.config.publicUrl}/courses/${course.slug}`;
  await mailInstructors(trx, uow, course.id, (to, locale) =>
    coursePublishedEmail(to, { courseTitle: course.title, courseUrl }, siteName, locale),
  );
}

async function mailInstructors(
  trx: Executor,
  uow: UnitOfWork,
  courseId: string,
  compose: (to: string, locale: Locale) => MailMessage,
): Promise<void> {
  const rows = await instructors.listCourseInstructors(trx, [courseId]);
  const labels = await accountLabelsByIds(
    trx,
    rows.map((row) => row.userId),
  );
  const live = [...labels.values()].filter((label) => !label.isDeleted);
  // Each instructor in the language they chose.
  for (const label of live) {
    const account = await findAccountById(trx, label.id);
    await queueMail(trx, compose(label.email, recipientLocale(account?.locale)));
  }
  if (live.length > 0) uow.kickMail();
}

/**
 * Each course's review as the console and the studio show it: null when never submitted or published
 * since; otherwise the latest submission's status and the latest note an admin returned it with.
 */
export async function reviewsOfCourses(
  db: Executor,
  courses: readonly { id: string; published: boolean }[],
): Promise<Map<string, CourseReview>> {
  const byCourse = new Map<string, CourseReview>();
  const drafts = courses.filter((course) => !course.published).map((course) => course.id);
  if (drafts.length === 0) return byCourse;
  const rows = await repo.listReviews(db, drafts);
  for (const id of drafts) {
    const own = rows.filter((row) => row.courseId === id);
    const latest = own[0];
    if (!latest || latest.outcome === 'published') continue;
    const returned = own.find((row) => row.outcome === 'returned');
    byCourse.set(id, {
      status: latest.outcome === 'returned' ? 'returned' : 'submitted',
      note: returned?.note ?? null,
      submittedAt: latest.submittedAt,
      returnedAt: returned?.decidedAt ?? null,
    });
  }
  return byCourse;
}

/** Ids of the courses awaiting an admin's review (the console's filter). */
export function coursesAwaitingReview(db: Executor): Promise<string[]> {
  return repo.openReviewCourseIds(db);
}

/** How many courses await review (the console's dashboard). */
export async function countCoursesAwaitingReview(db: Executor): Promise<number> {
  return (await repo.openReviewCourseIds(db)).length;
}
