import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import * as repo from './course-stats.repository.js';

/** Figures about courses for the admin console: counts, title search, refunded learners. */

/** Takes learners off the course's display count (a refund), in the caller's transaction. */
export async function removeLearners(db: Executor, courseId: string, count: number): Promise<void> {
  if (count > 0) await repo.decrementLearnersCount(db, courseId, count);
}

/** Ids of courses, published or not, whose title contains `text` (case-insensitive), as a subquery. */
export function courseIdsMatching(db: Executor, text: string): OperandExpression<string> {
  return repo.courseIdsWithTitle(db, text);
}

/** How many courses are published now. */
export function countPublishedCourses(db: Executor): Promise<number> {
  return repo.countPublished(db);
}

/** Chapters per course for the given courses (a course without chapters is absent). */
export async function chapterCounts(db: Executor, courseIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const unique = [...new Set(courseIds)];
  for (let i = 0; i < unique.length; i += 500) {
    for (const row of await repo.countChapters(db, unique.slice(i, i + 500)))
      counts.set(row.courseId, Number(row.n));
  }
  return counts;
}
