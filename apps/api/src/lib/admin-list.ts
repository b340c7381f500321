import type { AdminListQuery, Paged } from '@coursewise/contract';
import { type RawBuilder, type SelectQueryBuilder, type Simplify, type SqlBool, sql } from 'kysely';
import { badRequest } from './app-error.js';

/**
 * The one shape of an admin list. A service reads the query once with `listWindow` (page, size,
 * offset, sort column: 400 on a sort the list does not offer); the repository's one list function
 * answers `pageOf(filtered, shape, window)`: the page's rows and how many rows the filter matches;
 * the service maps the rows and answers `pagedOf(window, items, total)`.
 */

type SortOrder = 'asc' | 'desc';

/** What a repository's list function takes besides its filter: the page and the column it sorts by. */
export interface ListWindow<C extends string = string> {
  limit: number;
  offset: number;
  sort: { column: C; order: SortOrder };
}

/** What a repository's list function answers: one page of rows and how many rows match in all. */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page of `filtered`'s rows, selected and ordered by `shape` (which ends with a unique tie-break,
 * so pages never overlap), and the count of the same filtered query: the total cannot drift from the
 * rows' filter. A page past the end has no rows and still the whole total.
 */
export async function pageOf<DB, TB extends keyof DB, O, ShapedDB, ShapedTB extends keyof ShapedDB, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  shape: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<ShapedDB, ShapedTB, Row>,
  window: Pick<ListWindow, 'limit' | 'offset'>,
): Promise<RowPage<Simplify<Row>>> {
  const [rows, count] = await Promise.all([
    shape(filtered).limit(window.limit).offset(window.offset).execute(),
    // Only the count is selected (a column selected by `filtered` would break it). PostgreSQL answers
    // count(*) as a bigint string, SQLite as a number; the cast names that one column, as TypeScript
    // cannot resolve Kysely's selection type over generic tables.
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .$castTo<{ total: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * An admin list's query read once: the page (the schema's defaults when absent), its offset, and the
 * column it sorts by. `sort` must be one of `columns`' keys (400 naming them otherwise); absent, the
 * first key. `order` defaults to `fallbackOrder`.
 */
export function listWindow<const K extends string, C extends string>(
  query: Pick<AdminListQuery, 'page' | 'limit' | 'sort' | 'order'>,
  columns: Record<K, C>,
  fallbackOrder: SortOrder = 'desc',
): ListWindow<C> & { page: number } {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const keys = Object.keys(columns) as K[];
  const key = (query.sort ?? keys[0]) as K;
  if (!keys.includes(key)) {
    throw badRequest(`sort must be one of: ${keys.join(', ')}`, [
      { path: 'sort', message: `must be one of: ${keys.join(', ')}` },
    ]);
  }
  return {
    page,
    limit,
    offset: (page - 1) * limit,
    sort: { column: columns[key], order: query.order ?? fallbackOrder },
  };
}

/** An admin list's answer: the page's items (its rows, mapped) and where the page sits. */
export function pagedOf<T>(window: { page: number; limit: number }, items: T[], total: number): Paged<T> {
  return { items, page: window.page, limit: window.limit, total };
}

/**
 * `column` contains `search`, ignoring case, on both engines (PostgreSQL's `like` is case-sensitive);
 * the term's own `%`, `_` and `\` match literally.
 */
export function containsText(column: string, search: string): RawBuilder<SqlBool> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
