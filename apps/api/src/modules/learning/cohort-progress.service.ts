import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import * as repo from './cohort-progress.repository.js';

/** How far a cohort of learners got in given courses (the insight's drop-off and completion). */

/** Per chapter id: how many of the learners opened it and how many completed it (untouched: absent). */
export async function chapterReach(
  db: Executor,
  courseId: string,
  learners: OperandExpression<string>,
): Promise<Map<string, { reached: number; completed: number }>> {
  const rows = await repo.chapterCounts(db, courseId, learners);
  return new Map(
    rows.map((row) => [row.chapterId, { reached: Number(row.reached), completed: Number(row.completed) }]),
  );
}

/**
 * Completed chapters per enrolment of the courses, keyed `userId:courseId`, for enrolments with at
 * least `atLeast` completed (fewer: absent; pass the smallest chapter count, as fewer cannot complete
 * any course). Every learner of the courses is counted; the caller picks its cohort.
 */
export async function completedChaptersPerLearner(
  db: Executor,
  courseIds: readonly string[],
  atLeast = 1,
): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await repo.completedPerLearner(db, courseIds, Math.max(1, atLeast));
  return new Map(rows.map((row) => [`${row.userId}:${row.courseId}`, Number(row.n)]));
}
