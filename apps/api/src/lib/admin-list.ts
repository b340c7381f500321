import type { AdminListQuery } from '@coursewise/contract';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { badRequest } from './app-error.js';

/** The page, size and offset of an admin list (the schema's defaults when absent). */
export function pageWindow(query: Pick<AdminListQuery, 'page' | 'limit'>) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * `column` contains `search`, ignoring case, on both engines (PostgreSQL's `like` is case-sensitive);
 * the term's own `%`, `_` and `\` match literally.
 */
export function containsText(column: string, search: string): RawBuilder<SqlBool> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * The column a list sorts by: `sort` must be one of `columns`' keys (400 naming them otherwise);
 * absent, the first key. `order` defaults to `fallbackOrder`.
 */
export function sortColumn<const K extends string, C extends string>(
  query: { sort?: string; order?: 'asc' | 'desc' },
  columns: Record<K, C>,
  fallbackOrder: 'asc' | 'desc' = 'desc',
): { column: C; order: 'asc' | 'desc' } {
  const keys = Object.keys(columns) as K[];
  const key = (query.sort ?? keys[0]) as K;
  if (!keys.includes(key)) {
    throw badRequest(`sort must be one of: ${keys.join(', ')}`, [
      { path: 'sort', message: `must be one of: ${keys.join(', ')}` },
    ]);
  }
  return { column: columns[key], order: query.order ?? fallbackOrder };
}
