import { type AliasedRawBuilder, type Expression, type SqlBool, sql } from 'kysely';

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

/** PostgreSQL: a WHERE condition restricting `courses` to matches (SQLite joins `ftsMatches`). */
export function matchesSearch(terms: string[]): Expression<SqlBool> {
  return sql<SqlBool>`courses.search_vector @@ to_tsquery('english', ${toTsQuery(terms)})`;
}

/** PostgreSQL's relevance score, higher is better; title matches weigh most. */
export function searchRank(terms: string[]): Expression<number> {
  return sql<number>`ts_rank(courses.search_vector, to_tsquery('english', ${toTsQuery(terms)}))`;
}

/**
 * SQLite: the FTS5 rows matching the terms with their `rank` (bm25 weighting title, subtitle and
 * description 10 : 4 : 1; lower is better), to join on `courses.rowid`. One full-text query for the
 * whole list, where a correlated bm25() per row would run one per match.
 */
type FtsMatch = { ftsRowid: number; ftsRank: number };
export function ftsMatches(terms: string[]): AliasedRawBuilder<FtsMatch, 'fts'> {
  const query = toFtsQuery(terms);
  return sql<FtsMatch>`(
    select rowid as fts_rowid, rank as fts_rank from courses_fts
    where courses_fts match ${query} and rank match 'bm25(10.0, 4.0, 1.0)'
  )`.as('fts');
}

const toTsQuery = (terms: string[]) => terms.map((t) => `${t}:*`).join(' & ');
const toFtsQuery = (terms: string[]) => terms.map((t) => `"${t}"*`).join(' ');
