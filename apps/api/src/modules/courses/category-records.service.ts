import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CategoriesTable } from '../../db/schema.js';
import type { ListWindow } from '../../lib/admin-list.js';
import * as repo from './category-admin.repository.js';

/**
 * Category rows as the authoring module reads and writes them: the courses module owns the table,
 * authoring owns the rules (slugs, audit) and calls these in its transactions.
 */

/** What the console's list filters on. */
export type CategoryFilter = repo.CategoryFilter;

/** The console's sort keys and the columns they sort by (the first is the default). */
export const categorySortColumns = {
  position: 'categories.position',
  name: 'categories.name',
  courses: 'courseCount',
} as const satisfies Record<string, repo.CategorySortColumn>;

/** A page of the categories matching the filter, with their course counts, and their count. */
export function listCategories(
  db: Executor,
  filter: CategoryFilter,
  window: ListWindow<repo.CategorySortColumn>,
) {
  return repo.listCategories(db, filter, window);
}

export function findCategory(db: Executor, id: string) {
  return repo.findCategory(db, id);
}

export function slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  return repo.slugTaken(db, slug, exceptId);
}

/** Slugs equal to `base` or `base-<something>`: the candidates a new slug must avoid. */
export function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  return repo.slugsLike(db, base);
}

export function nextCategoryPosition(db: Executor): Promise<number> {
  return repo.nextCategoryPosition(db);
}

export function insertCategory(db: Executor, row: Insertable<CategoriesTable>): Promise<void> {
  return repo.insertCategory(db, row);
}

export function updateCategory(
  db: Executor,
  id: string,
  changes: Updateable<CategoriesTable>,
): Promise<number> {
  return repo.updateCategory(db, id, changes);
}

export function deleteCategory(db: Executor, id: string): Promise<number> {
  return repo.deleteCategory(db, id);
}
