import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Executor } from './executor.js';

/**
 * The UTC day (`2026-11-23`) of a timestamp column, for grouping by day on either engine: SQLite keeps
 * ISO-8601 text, so the day is its first ten characters; PostgreSQL keeps `timestamptz`.
 */
export function utcDay(db: Executor, column: string): RawBuilder<string> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPostgres
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

/** The UTC month (`2026-11`) of a timestamp column, as `utcDay` does for days. */
export function utcMonth(db: Executor, column: string): RawBuilder<string> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPostgres
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM')`
    : sql<string>`substr(${sql.ref(column)}, 1, 7)`;
}
