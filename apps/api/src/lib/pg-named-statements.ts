import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * A pg pool for Kysely that runs the chosen statements as named prepared statements: PostgreSQL then
 * parses and plans each once per connection instead of on every call, which is most of what a short
 * read costs it. Kysely sends every statement unnamed, so it is done here, for the statements
 * `isPrepared` picks (the hot ones compiled by `QueryTemplate`, a bounded set).
 */
export function withNamedStatements(pool: pg.Pool, isPrepared: (sql: string) => boolean): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      // PostgreSQL names are at most 63 bytes; the digest makes one text always the same name.
      name = `cw_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
      names.set(sql, name);
    }
    return name;
  };
  // Kysely keeps one connection object per client it is given, so each client keeps one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      sqlOrCursor: string | PostgresCursor<R>,
      parameters?: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never) as PostgresCursor<R>;
      const values = parameters ? [...parameters] : [];
      const config = isPrepared(sqlOrCursor)
        ? { name: nameOf(sqlOrCursor), text: sqlOrCursor, values }
        : { text: sqlOrCursor, values };
      return client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
    }
    return { query, release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
