import type { Executor } from '../../db/executor.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { accountRoleOf, isAdmin } from '../account/account.service.js';
import { courseTeachingRoleOf, teachesCourse } from '../authoring/course-instructors.service.js';
import { chapterCourseIdOf, chapterTitleOf } from '../courses/chapters.service.js';
import { courseTitlesByIds } from '../courses/courses.service.js';
import { hasPurchased, livePurchaseOf } from '../purchases/purchases.service.js';
import { findChapterStanding, type StandingParts } from './discussion-access.repository.js';

/** How the caller stands in a course's discussions: its staff (answers are marked) or an owner. */
export type DiscussionRole = 'admin' | 'instructor' | 'learner';

export const NOT_A_MEMBER =
  'Only learners who own this course, its instructors and admins take part in its discussions';
export const THREAD_MISSING = 'This discussion does not exist';
export const REPLY_MISSING = 'This reply does not exist';
export const CHAPTER_MISSING = 'This chapter does not exist';
export const COURSE_MISSING = 'This course does not exist';

/**
 * The caller's role in the course's discussions: admins, the course's instructors, and learners with a
 * live purchase (unpublishing stops sales only, so owners of an unpublished course keep their place);
 * anyone else 403.
 */
export async function roleInCourse(db: Executor, userId: string, courseId: string): Promise<DiscussionRole> {
  const [admin, teaches, owns] = await Promise.all([
    isAdmin(db, userId),
    teachesCourse(db, userId, courseId),
    hasPurchased(db, userId, courseId),
  ]);
  if (admin) return 'admin';
  if (teaches) return 'instructor';
  if (owns) return 'learner';
  throw forbidden(NOT_A_MEMBER);
}

/** The staff role stored with a post: who answers for the course. */
export const staffRoleOf = (role: DiscussionRole): 'admin' | 'instructor' | null =>
  role === 'learner' ? null : role;

/**
 * A chapter's place and the caller's standing in its course come in one statement: every chapter list
 * and question reads them, and on PostgreSQL each round trip costs about as much as the rest of a cached
 * list. Each part is its owner's subquery; the rules are `roleInCourse`'s.
 */
const standingParts: StandingParts = {
  chapterCourseId: chapterCourseIdOf,
  chapterTitle: chapterTitleOf,
  accountRole: accountRoleOf,
  courseRole: courseTeachingRoleOf,
  livePurchase: livePurchaseOf,
};

/** A chapter and the caller's role in its course; 404 for an unknown chapter, 403 for a non-member. */
export async function chapterForMember(db: Executor, userId: string, chapterId: string) {
  const row = await findChapterStanding(db, userId, chapterId, standingParts);
  if (!row?.courseId) throw notFound(CHAPTER_MISSING);
  const chapter = { id: chapterId, courseId: row.courseId, title: row.title ?? '' };
  if (row.accountRole === 'admin') return { chapter, role: 'admin' as const };
  if (row.courseRole !== null) return { chapter, role: 'instructor' as const };
  if (row.purchaseId !== null) return { chapter, role: 'learner' as const };
  throw forbidden(NOT_A_MEMBER);
}

/** A course's title and the caller's role in it; 404 for an unknown course. */
export async function courseForMember(db: Executor, userId: string, courseId: string) {
  const title = (await courseTitlesByIds(db, [courseId])).get(courseId);
  if (title === undefined) throw notFound(COURSE_MISSING);
  return { title, role: await roleInCourse(db, userId, courseId) };
}
