import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import * as repo from './cohort-progress.repository.js';
import * as counts from './completed-chapters.repository.js';

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

/** Another module's correlated subquery: whether the learner and course the columns name are in a cohort. */
export type Cohort = (columns: { learner: string; course: string }) => OperandExpression<unknown>;

// Pairs per statement: well under SQLite's 32,766 variables.
const CHUNK = 5000;

/**
 * Per course: how many of the cohort's learners completed every chapter (`chapters`: the count per
 * course; a course without chapters has no completions). Counted in SQL from the kept counts
 * (`course_progress`), a count equal to the course's being complete: bringing every enrolment and count
 * of an admin's page of 2,400 courses into code took over 100 ms of its 200.
 */
export async function completionsPerCourse(
  db: Executor,
  chapters: ReadonlyMap<string, number>,
  cohort: Cohort,
): Promise<Map<string, number>> {
  const needed = [...chapters].filter(([, count]) => count > 0);
  const completed = new Map<string, number>();
  for (let i = 0; i < needed.length; i += CHUNK) {
    for (const row of await counts.completedCounts(db, needed.slice(i, i + CHUNK), cohort))
      completed.set(row.courseId, Number(row.n));
  }
  return completed;
}
