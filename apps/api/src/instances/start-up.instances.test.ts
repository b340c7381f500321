import { expect, it } from 'vitest';
import { STRONG_PASSWORD, signin, uniqueEmail } from '../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../test/helper.js';
import { ensureFirstAdmin } from '../modules/account/first-admin.service.js';

// What main.ts does after the migrations, by instances started together on an empty database.
describeEachDatabase('start-up steps of instances starting at once', (dialect) => {
  const t = useTestApp(dialect);

  it('creates the ADMIN_EMAIL admin once, and no instance fails to start over it', async () => {
    const email = uniqueEmail('boss');
    const config = { admin: { email, password: STRONG_PASSWORD, fromEnvironment: true } };
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => ensureFirstAdmin(t.app.ctx.db, config)),
    );
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(3);
    const admins = await t.app.ctx.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toEqual([{ email }]);
    expect((await signin(t.app, email, STRONG_PASSWORD)).statusCode).toBe(200);
  });
});
