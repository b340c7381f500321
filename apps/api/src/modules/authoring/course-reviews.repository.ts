import type { Executor } from '../../db/executor.js';
import type { CourseReviewsTable } from '../../db/schema.js';

/** The SQL of course_reviews: one row per submission of a studio course. Only the authoring module reads it. */

export function findOpenReview(db: Executor, courseId: string) {
  return db
    .selectFrom('courseReviews')
    .select(['id', 'submittedAt'])
    .where('courseId', '=', courseId)
    .where('outcome', 'is', null)
    .executeTakeFirst();
}

export async function insertReview(db: Executor, row: CourseReviewsTable): Promise<void> {
  await db.insertInto('courseReviews').values(row).execute();
}

/** Closes the open submission (returned with a note, or published); false when none was open. */
export async function closeOpenReview(
  db: Executor,
  courseId: string,
  decision: Pick<CourseReviewsTable, 'outcome' | 'note' | 'decidedBy' | 'decidedAt'>,
): Promise<boolean> {
  const result = await db
    .updateTable('courseReviews')
    .set(decision)
    .where('courseId', '=', courseId)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every submission of these courses, newest first (a course has a handful: the studio reads the latest). */
export function listReviews(db: Executor, courseIds: readonly string[]) {
  return db
    .selectFrom('courseReviews')
    .select(['courseId', 'submittedAt', 'outcome', 'note', 'decidedAt'])
    .where('courseId', 'in', courseIds)
    .orderBy('submittedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function openReviewCourseIds(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('courseReviews').select('courseId').where('outcome', 'is', null).execute();
  return rows.map((row) => row.courseId);
}
