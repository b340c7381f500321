import type { Executor } from '../../db/executor.js';
import * as repo from './completion.repository.js';

/** How far learners got, in aggregate (the admin dashboard's completion rate). */

const CHUNK = 400;

/**
 * How many chapters each enrolment has completed, keyed `userId:courseId` (absent: none). Read in
 * chunks so a long range never sends thousands of ids in one statement.
 */
export async function completedChaptersOf(
  db: Executor,
  enrolments: { userId: string; courseId: string }[],
): Promise<Map<string, number>> {
  const wanted = new Set(enrolments.map((e) => `${e.userId}:${e.courseId}`));
  const counts = new Map<string, number>();
  for (let i = 0; i < enrolments.length; i += CHUNK) {
    const chunk = enrolments.slice(i, i + CHUNK);
    const rows = await repo.countCompletedChapters(
      db,
      [...new Set(chunk.map((e) => e.userId))],
      [...new Set(chunk.map((e) => e.courseId))],
    );
    for (const row of rows) {
      const key = `${row.userId}:${row.courseId}`;
      if (wanted.has(key)) counts.set(key, Number(row.n));
    }
  }
  return counts;
}
