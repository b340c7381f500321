import type { CourseInstructor } from '@coursewise/contract';
import type { Expression, OperandExpression } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/constraint-violations.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { findAccountByEmail } from '../account/account-records.service.js';
import { recordAudit } from '../audit/audit.service.js';
import * as records from '../courses/course-records.service.js';
import { recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { coInstructorEmail } from '../mail/templates.js';
import { getEditableSettings } from '../settings/settings.service.js';
import * as repo from './course-instructors.repository.js';
import { COURSE_MISSING } from './module-admin.service.js';

/**
 * Who may edit a course in the studio: its owner (who created it there) and co-instructors the owner
 * adds by email. A course the caller does not teach answers 404 exactly like an unknown id.
 */

type Role = CourseInstructor['role'];

/**
 * The caller's role on the course; 404 "This course does not exist" when they have none. Inside a
 * transaction it holds the caller's place on the course until commit (studio-access.ts).
 */
export async function assertCourseAccess(db: Executor, userId: string, courseId: string): Promise<Role> {
  const found = await repo.findCourseRole(db, courseId, userId);
  if (!found) throw notFound(COURSE_MISSING);
  return found.role;
}

/** Whether the user owns or co-authors the course (the discussions' staff check); no lock is taken. */
/**
 * The user's role in the course (null when they do not teach it) as a subquery, for a one-statement
 * access check; the course may itself be a subquery (a chapter's).
 */
export function courseTeachingRoleOf(
  db: Executor,
  courseId: OperandExpression<string>,
  userId: string,
): OperandExpression<string> {
  return repo.courseRoleOf(db, courseId, userId);
}

export async function teachesCourse(db: Executor, userId: string, courseId: string): Promise<boolean> {
  return (await repo.findCourseRole(db, courseId, userId)) !== undefined;
}

/** Ids of the courses the user owns or co-authors (the studio list). */
export function coursesTaughtBy(db: Executor, userId: string): Promise<string[]> {
  return repo.courseIdsOf(db, userId);
}

/**
 * The course owner's id as an id subquery (empty for a console-made course), for another module's
 * query; `courseId` may be a column of that query (`courses.id`).
 */
export function courseOwnerIds(
  db: Executor,
  courseId: string | Expression<string>,
): OperandExpression<string> {
  return repo.ownerIdsOf(db, courseId);
}

/** The course ids each given instructor owns or co-authors (the admin's per-instructor insight). */
export async function coursesTaughtByEach(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  for (const row of await repo.listCoursesOfUsers(db, userIds)) byUser.get(row.userId)?.push(row.courseId);
  return byUser;
}

/** Makes the creator the owner of a course created in the studio (inside the creating transaction). */
export function addCourseOwner(db: Executor, courseId: string, userId: string): Promise<void> {
  return repo.insertCourseInstructor(db, { courseId, userId, role: 'owner', createdAt: nowIso() });
}

/** Each course's instructors, owner first, by course id (the admin views and the studio read it). */
export async function instructorsOfCourses(
  db: Executor,
  courseIds: readonly string[],
): Promise<Map<string, CourseInstructor[]>> {
  const byCourse = new Map<string, CourseInstructor[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await repo.listCourseInstructors(db, courseIds);
  const labels = await accountLabelsByIds(
    db,
    rows.map((row) => row.userId),
  );
  const sorted = [...rows].sort((a, b) => (a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1));
  for (const row of sorted) {
    const label = labels.get(row.userId);
    const list = byCourse.get(row.courseId) ?? [];
    list.push({ id: row.userId, name: label?.name ?? '', email: label?.email ?? '', role: row.role });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

export async function listCourseInstructors(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<CourseInstructor[]> {
  await assertCourseAccess(db, userId, courseId);
  return (await instructorsOfCourses(db, [courseId])).get(courseId) ?? [];
}

const ownerOnly = () => forbidden('Only the course’s owner can change its instructors');

/** Adds an instructor account as co-instructor (owner only), audited; mails them once committed. */
export async function inviteCoInstructor(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  actorId: string,
  courseId: string,
  email: string,
): Promise<CourseInstructor> {
  let added: CourseInstructor | undefined;
  try {
    await inTransaction(db, ctx.effects, async (trx, uow) => {
      if ((await assertCourseAccess(trx, actorId, courseId)) !== 'owner') throw ownerOnly();
      const account = await findAccountByEmail(trx, email);
      if (!account || account.deletedAt || account.disabledAt || account.role !== 'instructor') {
        throw unprocessable('NOT_AN_INSTRUCTOR', 'No instructor account has this email address');
      }
      if (await repo.findCourseRole(trx, courseId, account.id)) {
        throw conflict('This instructor is already on the course');
      }
      await repo.insertCourseInstructor(trx, {
        courseId,
        userId: account.id,
        role: 'co',
        createdAt: nowIso(),
      });
      const course = await records.findCourse(trx, courseId);
      const owner = (await accountLabelsByIds(trx, [actorId])).get(actorId);
      const { siteName } = await getEditableSettings(trx);
      const courseTitle = course?.title ?? '';
      await queueMail(
        trx,
        coInstructorEmail(
          account.email,
          { courseTitle, ownerName: owner?.name ?? owner?.email ?? '' },
          siteName,
          recipientLocale(account.locale),
        ),
      );
      uow.kickMail();
      await recordAudit(uow, {
        actorId,
        action: 'update',
        entity: 'course',
        entityId: courseId,
        summary: `Added ${account.email} as co-instructor of "${courseTitle}"`,
      });
      const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
      added = { id: account.id, name, email: account.email, role: 'co' };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This instructor is already on the course');
    throw error;
  }
  if (!added) throw new Error('unreachable');
  return added;
}

/** Removes a co-instructor (owner only; the owner cannot remove themself), audited. */
export async function removeCoInstructor(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  actorId: string,
  courseId: string,
  userId: string,
): Promise<void> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    if ((await assertCourseAccess(trx, actorId, courseId)) !== 'owner') throw ownerOnly();
    if (userId === actorId) {
      throw unprocessable('OWNER_STAYS', 'The owner cannot leave their own course');
    }
    if (!(await repo.findCourseRole(trx, courseId, userId))) {
      throw notFound('This instructor is not on the course');
    }
    await repo.deleteCourseInstructor(trx, courseId, userId);
    const label = (await accountLabelsByIds(trx, [userId])).get(userId);
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'course',
      entityId: courseId,
      summary: `Removed ${label?.email ?? userId} as co-instructor`,
    });
  });
}

/** Each course's owner (the instructor its sales pay), by course id; courses without one are absent. */
export async function ownersOfCourses(
  db: Executor,
  courseIds: readonly string[],
): Promise<Map<string, string>> {
  if (courseIds.length === 0) return new Map();
  const rows = await repo.listCourseInstructors(db, courseIds);
  return new Map(rows.filter((row) => row.role === 'owner').map((row) => [row.courseId, row.userId]));
}
