import type { Executor } from '../../db/executor.js';
import * as repo from './completed-chapters.repository.js';

/**
 * The completed-chapter count kept per learner and course (`course_progress`). Progress writes keep
 * it themselves (`recordProgress`); a write that deletes chapters calls `holdCourseProgress` before and
 * `recountCourseProgress` after, in its transaction, since their progress rows go by cascade.
 */

/** Holds the course's counts until commit, so no progress write recounts while its chapters change. */
export function holdCourseProgress(trx: Executor, courseId: string): Promise<void> {
  return repo.holdCourseRows(trx, courseId);
}

/** Recounts every learner of the course from the progress rows left. */
export function recountCourseProgress(trx: Executor, courseId: string): Promise<void> {
  return repo.recountCourse(trx, courseId);
}

/** Rebuilds every count (after a bulk load wrote progress rows directly: `seed:large`). */
export function rebuildCompletedChapters(db: Executor): Promise<void> {
  return repo.recountAll(db);
}
