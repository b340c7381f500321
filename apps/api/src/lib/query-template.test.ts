import { beforeAll, expect, it } from 'vitest';
import { createLearner, type TestUser } from '../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../test/helper.js';
import type { Executor } from '../db/executor.js';
import { QueryTemplate } from './query-template.js';

describeEachDatabase('QueryTemplate', (dialect) => {
  const t = useTestApp(dialect);
  let people: TestUser[];
  beforeAll(async () => {
    people = [await createLearner(t.app), await createLearner(t.app), await createLearner(t.app)];
  });

  let builds = 0;
  // The role is a constant parameter: kept as it is in every run.
  const emails = new QueryTemplate((db: Executor, { ids }: { ids: readonly string[] }) => {
    builds += 1;
    return db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', 'in', ids)
      .where('role', '=', 'learner')
      .where('deletedAt', 'is', null)
      .orderBy('email');
  });
  const emailsOf = (users: TestUser[]) => users.map((u) => u.email).sort();

  it('answers each call with its own values, building once per list length', async () => {
    builds = 0;
    const run = async (users: TestUser[]) =>
      (await emails.execute(t.app.ctx.db, { ids: users.map((u) => u.id) })).map((r) => r.email);
    const [a, b, c] = people as [TestUser, TestUser, TestUser];
    expect(await run([a, b])).toEqual(emailsOf([a, b]));
    expect(await run([b, c])).toEqual(emailsOf([b, c]));
    expect(await run([c, a])).toEqual(emailsOf([c, a]));
    expect(builds).toBe(1);
    expect(await run([a])).toEqual(emailsOf([a]));
    expect(await run([a, b, c])).toEqual(emailsOf([a, b, c]));
    expect(builds).toBe(3);
    const before = t.queries.length;
    await run([b]);
    expect(t.queries.length - before).toBe(1);
  });

  it('builds as usual inside a transaction', async () => {
    builds = 0;
    const [a] = people as [TestUser];
    const rows = await t.app.ctx.db.transaction().execute((trx) => emails.execute(trx, { ids: [a.id] }));
    expect(rows.map((r) => r.email)).toEqual([a.email]);
    expect(builds).toBe(1);
  });

  it('refuses a statement that changes a value instead of passing it', async () => {
    const changed = new QueryTemplate((db: Executor, { search }: { search: string }) =>
      db.selectFrom('users').select('id').where('email', 'like', `%${search}%`),
    );
    await expect(changed.execute(t.app.ctx.db, { search: 'x' })).rejects.toThrow(/changed, not passed/);
    const unused = new QueryTemplate((db: Executor, _args: { id: string }) =>
      db.selectFrom('users').select('id').where('role', '=', 'admin'),
    );
    await expect(unused.execute(t.app.ctx.db, { id: 'x' })).rejects.toThrow(/not a parameter/);
  });
});
