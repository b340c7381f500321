import { type Expression, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';

/**
 * Turns what a visitor typed into safe full-text terms: letters and digits only, each a prefix
 * match, all required. Quotes, operators and SQL metacharacters never reach the search engine.
 */
export function searchTerms(input: string | undefined): string[] {
  if (!input) return [];
  const words =
    input
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 8);
}

/** A WHERE condition restricting `courses` to matches. */
export function matchesSearch(dialect: DialectName, terms: string[]): Expression<SqlBool> {
  if (dialect === 'postgres') {
    return sql<SqlBool>`courses.search_vector @@ to_tsquery('english', ${toTsQuery(terms)})`;
  }
  return sql<SqlBool>`courses.rowid in (select rowid from courses_fts where courses_fts match ${toFtsQuery(terms)})`;
}

/** A relevance score, higher is better; title matches weigh most. */
export function searchRank(dialect: DialectName, terms: string[]): Expression<number> {
  if (dialect === 'postgres') {
    return sql<number>`ts_rank(courses.search_vector, to_tsquery('english', ${toTsQuery(terms)}))`;
  }
  // bm25() is lower-is-better and only valid inside an FTS query, so it is read through a subquery.
  return sql<number>`-(select bm25(courses_fts, 10.0, 4.0, 1.0) from courses_fts where courses_fts match ${toFtsQuery(terms)} and courses_fts.rowid = courses.rowid)`;
}

const toTsQuery = (terms: string[]) => terms.map((t) => `${t}:*`).join(' & ');
const toFtsQuery = (terms: string[]) => terms.map((t) => `"${t}"*`).join(' ');
