import type { Executor } from '../../db/executor.js';
import * as repo from './rating-stats.repository.js';

/**
 * Ratings over time for the insight: reviews written in [from, until) by their creation day (an edit
 * keeps its day), hidden ones left out; counts and sums, so the caller averages over any period.
 */

export interface RatingSum {
  count: number;
  sum: number;
}

/** Per UTC day over the courses (days without reviews absent). */
export async function ratingsByDay(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  until: string,
): Promise<({ day: string } & RatingSum)[]> {
  if (courseIds.length === 0) return [];
  const rows = await repo.ratingsByDay(db, courseIds, from, until);
  return rows.map((row) => ({ day: row.day, count: Number(row.n), sum: Number(row.sum) }));
}

/** Per course (courses without reviews absent). */
export async function ratingsPerCourse(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  until: string,
): Promise<Map<string, RatingSum>> {
  if (courseIds.length === 0) return new Map();
  const rows = await repo.ratingsPerCourse(db, courseIds, from, until);
  return new Map(rows.map((row) => [row.courseId, { count: Number(row.n), sum: Number(row.sum) }]));
}
