import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CoursesTable } from '../../db/schema.js';
import type { ListWindow } from '../../lib/admin-list.js';
import * as repo from './course-admin.repository.js';

/**
 * Course rows as the authoring module reads and writes them, drafts included: the courses module owns
 * the table, authoring owns the rules (slugs, publishing, audit) and calls these in its transactions.
 */

/** What the console's list filters on. */
export type AdminCourseFilter = repo.AdminCourseFilter;

/** The console's sort keys and the columns they sort by (the first is the default). */
export const courseSortColumns = {
  updated: 'courses.updatedAt',
  title: 'courses.title',
  created: 'courses.createdAt',
  price: 'courses.priceCents',
  learners: 'courses.learnersCount',
} as const satisfies Record<string, repo.AdminCourseSortColumn>;

/** A page of the courses matching the filter, drafts included, and their count. */
export function listCourses(
  db: Executor,
  filter: AdminCourseFilter,
  window: ListWindow<repo.AdminCourseSortColumn>,
) {
  return repo.listCourses(db, filter, window);
}

/** Every column the console edits, with the category's name. */
export function findCourse(db: Executor, id: string) {
  return repo.findCourse(db, id);
}

export function categoryExists(db: Executor, id: string): Promise<boolean> {
  return repo.categoryExists(db, id);
}

/** Slugs equal to `base` or `base-<something>`: the candidates a new slug must avoid. */
export function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  return repo.slugsLike(db, base);
}

export function insertCourse(db: Executor, row: Insertable<CoursesTable>): Promise<void> {
  return repo.insertCourse(db, row);
}

export function updateCourse(db: Executor, id: string, changes: Updateable<CoursesTable>): Promise<void> {
  return repo.updateCourse(db, id, changes);
}

/** Deletes the course; its modules, chapters, questions, progress and attempts go by cascade. */
export function deleteCourse(db: Executor, id: string): Promise<number> {
  return repo.deleteCourse(db, id);
}
