import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CategoriesTable, Database } from '../../db/schema.js';
import { containsText, type ListWindow, pageOf } from '../../lib/admin-list.js';

/** The SQL of categories as the admin console edits them. */

export interface CategoryFilter {
  search?: string;
}

function filtered(db: Executor, filter: CategoryFilter) {
  let query = db.selectFrom('categories');
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([containsText('categories.name', search), containsText('categories.slug', search)]),
    );
  }
  return query;
}

const categoryColumns = [
  'categories.id',
  'categories.slug',
  'categories.name',
  'categories.position',
  'categories.createdAt',
] as const;

/** What the console's category list sorts by: a column, or the selected course count. */
export type CategorySortColumn = 'categories.position' | 'categories.name' | 'courseCount';

/** A page of the categories matching the filter, each with its number of courses, and their count. */
export function listCategories(db: Executor, filter: CategoryFilter, window: ListWindow<CategorySortColumn>) {
  const { column, order } = window.sort;
  return pageOf(
    filtered(db, filter),
    (query) =>
      query
        .select(categoryColumns)
        .select((eb) => courseCount(eb).as('courseCount'))
        .orderBy(column, order)
        .orderBy('categories.id'),
    window,
  );
}

function courseCount(eb: ExpressionBuilder<Database, 'categories'>) {
  return eb
    .selectFrom('courses')
    .select((inner) => inner.fn.countAll<number>().as('count'))
    .whereRef('courses.categoryId', '=', 'categories.id');
}

export function findCategory(db: Executor, id: string) {
  return db
    .selectFrom('categories')
    .select(categoryColumns)
    .select((eb) => courseCount(eb).as('courseCount'))
    .where('categories.id', '=', id)
    .executeTakeFirst();
}

export async function slugTaken(db: Executor, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('categories').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Slugs equal to `base` or `base-<something>`: the candidates a new slug must avoid. */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('categories')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

export async function nextCategoryPosition(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertCategory(db: Executor, row: Insertable<CategoriesTable>): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function updateCategory(
  db: Executor,
  id: string,
  changes: Updateable<CategoriesTable>,
): Promise<number> {
  const result = await db.updateTable('categories').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteCategory(db: Executor, id: string): Promise<number> {
  const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
