import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { services, whenAvailable } from '../../test/skips.js';
import { withNamedStatements } from './pg-named-statements.js';

describe('named prepared statements on PostgreSQL', whenAvailable(services.postgres), () => {
  // One connection, so the session that prepared a statement is the one asked about it.
  const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  const db = new Kysely<Record<string, never>>({
    dialect: new PostgresDialect({ pool: withNamedStatements(pool, (sql) => sql.includes('/* hot */')) }),
  });
  afterAll(() => db.destroy());

  const run = (sql: string, parameters: unknown[] = []) =>
    db.executeQuery(CompiledQuery.raw(sql, parameters));
  const prepared = async () =>
    (await run("select statement from pg_prepared_statements where name like 'cw\\_%' order by statement"))
      .rows;

  it('prepares the chosen statements once per connection and runs the others unnamed', async () => {
    for (let i = 1; i <= 3; i++) {
      expect((await run('select /* hot */ $1::int + 1 as n', [i])).rows).toEqual([{ n: i + 1 }]);
      expect((await run('select /* cold */ $1::int * 2 as n', [i])).rows).toEqual([{ n: i * 2 }]);
    }
    expect(await prepared()).toEqual([{ statement: 'select /* hot */ $1::int + 1 as n' }]);
  });

  it('keeps transactions and errors working on a prepared statement', async () => {
    await expect(run('select /* hot */ 1 / $1::int as n', [0])).rejects.toThrow(/division by zero/);
    expect((await run('select /* hot */ 1 / $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
    const inside = await db
      .transaction()
      .execute(async (trx) => trx.executeQuery(CompiledQuery.raw('select /* hot */ $1::int + 1 as n', [41])));
    expect(inside.rows).toEqual([{ n: 42 }]);
  });
});
