import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLearner, STRONG_PASSWORD, signin, uniqueEmail, userRow } from '../../../test/factories.js';
import { describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import { loadConfig } from '../../config.js';
import { ensureFirstAdmin, grantAdmin } from './first-admin.service.js';

describeEachDatabase('the first admin', (dialect) => {
  const t = useTestApp(dialect);
  const fromEnv = (email: string) => ({ admin: { email, password: STRONG_PASSWORD, fromEnvironment: true } });

  it('does nothing at start-up unless ADMIN_EMAIL and ADMIN_PASSWORD are both set', async () => {
    const email = uniqueEmail('unset');
    const config = { admin: { email, password: STRONG_PASSWORD, fromEnvironment: false } };
    expect(await ensureFirstAdmin(t.app.ctx.db, config)).toBeNull();
    const count = await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(count).toEqual([]);
  });

  it('creates the admin at start-up in a database that has learners but no admin, once', async () => {
    await createLearner(t.app);
    const email = uniqueEmail('boss');
    expect(await ensureFirstAdmin(t.app.ctx.db, fromEnv(email))).toBe('created');
    const session = await signin(t.app, email, STRONG_PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ data: { user: { email, role: 'admin', emailVerified: true } } });
    // An admin now exists: a second start (even with another address) changes nothing.
    expect(await ensureFirstAdmin(t.app.ctx.db, fromEnv(uniqueEmail('other')))).toBeNull();
    const audit = await t.app.ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'user')
      .execute();
    expect(audit.map((entry) => entry.summary)).toContain(
      `Created the admin ${email} (ADMIN_EMAIL at start-up)`,
    );
  });

  it('promotes and re-enables an existing account, keeping its password', async () => {
    const learner = await createLearner(t.app);
    await t.app.ctx.db
      .updateTable('users')
      .set({ disabledAt: new Date().toISOString() })
      .where('id', '=', learner.id)
      .execute();
    const granted = await grantAdmin(t.app.ctx.db, { email: learner.email.toUpperCase() }, 'admin:create');
    expect(granted).toEqual({ userId: learner.id, outcome: 'promoted' });
    expect(await userRow(t.app, learner.id)).toMatchObject({ role: 'admin', disabledAt: null });
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
    expect(await grantAdmin(t.app.ctx.db, { email: learner.email }, 'admin:create')).toEqual({
      userId: learner.id,
      outcome: 'already-admin',
    });
  });

  it('refuses a bad email or a weak password, creating nothing', async () => {
    await expect(
      grantAdmin(t.app.ctx.db, { email: 'not-an-email', password: STRONG_PASSWORD }, 'x'),
    ).rejects.toMatchObject({
      status: 400,
    });
    const email = uniqueEmail('weak');
    await expect(grantAdmin(t.app.ctx.db, { email, password: 'short' }, 'x')).rejects.toMatchObject({
      status: 400,
      message: 'The password must be 12 to 128 characters',
    });
    await expect(grantAdmin(t.app.ctx.db, { email, password: 'password1234' }, 'x')).rejects.toMatchObject({
      status: 400,
    });
    await expect(grantAdmin(t.app.ctx.db, { email }, 'x')).rejects.toMatchObject({ status: 400 });
    const refused = await signin(t.app, email, 'password1234');
    expect(errorOf(refused).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('ask for a first admin at start-up only when both are set', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-admin-config-'));
    try {
      const admin = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).admin;
      expect(admin({}).fromEnvironment).toBe(false);
      expect(admin({ ADMIN_EMAIL: 'boss@example.com' }).fromEnvironment).toBe(false);
      expect(admin({ ADMIN_PASSWORD: STRONG_PASSWORD }).fromEnvironment).toBe(false);
      expect(admin({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: STRONG_PASSWORD })).toEqual({
        email: 'boss@example.com',
        password: STRONG_PASSWORD,
        fromEnvironment: true,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
