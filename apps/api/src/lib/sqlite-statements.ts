import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 for Kysely with its prepared statements kept (least recently used dropped past
 * `max`): Kysely prepares every statement it runs, which costs as much as running a short one. A
 * statement is only ever run by one query at a time, as Kysely's SQLite driver runs one at a time.
 */
export function withStatementCache(database: SqliteDatabase, max = 1000): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
