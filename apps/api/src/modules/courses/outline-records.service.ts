import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ChaptersTable, CourseModulesTable } from '../../db/schema.js';
import * as repo from './outline-admin.repository.js';

/**
 * The rows of a course's outline (modules and chapters, any course, published or not) as the authoring
 * module reads and writes them: the courses module owns these tables, authoring owns the rules
 * (publishing, audit, quiz locks) and calls these in its transactions.
 */

export function findModule(db: Executor, id: string) {
  return repo.findModule(db, id);
}

/** The course's modules (or the one module) in order. */
export function listModules(db: Executor, of: { courseId: string } | { moduleId: string }) {
  return repo.listModules(db, of);
}

/** The chapters of the course's modules (or of one module), each module's in order. */
export function listChapters(db: Executor, of: { courseId: string } | { moduleId: string }) {
  return repo.listChapters(db, of);
}

export function findChapter(db: Executor, id: string) {
  return repo.findChapter(db, id);
}

export function nextModulePosition(db: Executor, courseId: string): Promise<number> {
  return repo.nextModulePosition(db, courseId);
}

export function nextChapterPosition(db: Executor, moduleId: string): Promise<number> {
  return repo.nextChapterPosition(db, moduleId);
}

export function insertModule(db: Executor, row: Insertable<CourseModulesTable>): Promise<void> {
  return repo.insertModule(db, row);
}

export function updateModule(db: Executor, id: string, changes: Updateable<CourseModulesTable>) {
  return repo.updateModule(db, id, changes);
}

export function deleteModule(db: Executor, id: string): Promise<void> {
  return repo.deleteModule(db, id);
}

export function insertChapter(db: Executor, row: Insertable<ChaptersTable>): Promise<void> {
  return repo.insertChapter(db, row);
}

export function updateChapter(db: Executor, id: string, changes: Updateable<ChaptersTable>) {
  return repo.updateChapter(db, id, changes);
}

export function deleteChapter(db: Executor, id: string): Promise<void> {
  return repo.deleteChapter(db, id);
}

export function setModulePosition(db: Executor, id: string, position: number): Promise<void> {
  return repo.setModulePosition(db, id, position);
}

export function setChapterPosition(db: Executor, id: string, position: number): Promise<void> {
  return repo.setChapterPosition(db, id, position);
}

/** The course's duration is the sum of its chapters'; stored for sorting and display, bumped with its update time. */
export function refreshCourseDuration(db: Executor, courseId: string, at: string): Promise<void> {
  return repo.refreshCourseDuration(db, courseId, at);
}

export function countCourseChapters(db: Executor, courseId: string): Promise<number> {
  return repo.countCourseChapters(db, courseId);
}

export function findCourseState(db: Executor, courseId: string) {
  return repo.findCourseState(db, courseId);
}

/**
 * A processed video's length fills every chapter playing it (whole minutes, rounded up), and the
 * durations of their courses; answers whether any chapter changed (the caller clears the catalogue).
 */
export async function fillVideoDuration(
  db: Executor,
  videoKey: string,
  minutes: number,
  at: string,
): Promise<boolean> {
  const courseIds = await repo.setVideoChapterDurations(db, videoKey, minutes);
  for (const courseId of courseIds) await repo.refreshCourseDuration(db, courseId, at);
  return courseIds.length > 0;
}

/** The courses with a chapter playing one of these videos (the studio checks the caller teaches one). */
export function coursesPlayingVideo(db: Executor, videoKeys: string[]): Promise<string[]> {
  return repo.coursesPlayingVideo(db, videoKeys);
}
