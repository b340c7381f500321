import type { AdminUser, AuditEntry, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import {
  createLearner,
  getProfile,
  signin,
  type TestUser,
  uniqueEmail,
  userRow,
} from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  errorOf,
  hugeString,
  json,
  refusalOf,
  sendRawJson,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import { updateUserForAdmin } from './users.admin.service.js';

describeEachDatabase('admin users', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  // A marker in every email of this suite, so searches see only its own accounts.
  const marker = `zq${Date.now().toString(36)}`;

  beforeAll(async () => {
    admin = await createAdmin(t.app, { email: uniqueEmail(`${marker}.admin`) });
  });

  const list = (query: string) =>
    call(t.app, { method: 'GET', url: `/api/admin/users?${query}`, token: admin.token });
  const update = (id: string, payload: unknown, token = admin.token) =>
    call(t.app, { method: 'PUT', url: `/api/admin/users/${id}`, token, payload: payload as object });
  const page = (response: Awaited<ReturnType<typeof list>>) =>
    json<{ data: Paged<AdminUser> }>(response).data;
  const auditOf = async (entityId: string) => {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=user&entityId=${entityId}`,
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    return json<{ data: Paged<AuditEntry> }>(response).data.items;
  };

  it('lists users searched by email or name, ignoring case, filtered and sorted', async () => {
    const ann = await createLearner(t.app, { email: uniqueEmail(`${marker}.ann`) });
    await createLearner(t.app, { email: uniqueEmail(`${marker}.bob`) });
    const all = page(await list(`search=${marker.toUpperCase()}&sort=email&order=asc&limit=10`));
    expect(all.total).toBe(3);
    expect(all.items.map((u) => u.email)).toEqual([...all.items.map((u) => u.email)].sort());
    expect(all.items[0]).not.toHaveProperty('passwordHash');

    const anns = page(await list(`search=${encodeURIComponent(`${marker}.ann`)}`));
    expect(anns.items.map((u) => u.id)).toEqual([ann.id]);
    expect(anns.items[0]).toMatchObject({ role: 'learner', disabled: false, disabledAt: null });

    const admins = page(await list(`search=${marker}&role=admin`));
    expect(admins.items.map((u) => u.id)).toEqual([admin.id]);

    const paged = page(await list(`search=${marker}&limit=2&page=2`));
    expect(paged).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(paged.items).toHaveLength(1);

    // `%` and `_` in a search are literal characters, not wildcards.
    expect(page(await list('search=%25')).total).toBe(0);
  });

  it('refuses bad list queries with a message', async () => {
    for (const [query, path] of [
      ['sort=password', 'sort'],
      ['order=sideways', 'order'],
      ['role=owner', 'role'],
      ['page=0', 'page'],
      ['limit=1000', 'limit'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['disabled=maybe', 'disabled'],
      ['colour=blue', 'colour'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).message, query).toContain(path);
    }
  });

  it('answers one user, and 404 or 400 for ids that cannot be found', async () => {
    const learner = await createLearner(t.app);
    const one = await call(t.app, {
      method: 'GET',
      url: `/api/admin/users/${learner.id}`,
      token: admin.token,
    });
    expect(one.statusCode).toBe(200);
    expect(json<{ data: AdminUser }>(one).data).toMatchObject({ id: learner.id, email: learner.email });

    const unknown = await call(t.app, { method: 'GET', url: '/api/admin/users/nobody', token: admin.token });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('This user does not exist');
    const huge = await call(t.app, {
      method: 'GET',
      url: `/api/admin/users/${'x'.repeat(100)}`,
      token: admin.token,
    });
    expect(huge.statusCode).toBe(400);
  });

  it('makes a learner an admin and back, audited', async () => {
    const learner = await createLearner(t.app);
    const promoted = await update(learner.id, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(json<{ data: AdminUser }>(promoted).data.role).toBe('admin');
    const asAdmin = await call(t.app, { method: 'GET', url: '/api/admin/users', token: learner.token });
    expect(asAdmin.statusCode).toBe(200);

    expect((await update(learner.id, { role: 'learner' })).statusCode).toBe(200);
    const demoted = await call(t.app, { method: 'GET', url: '/api/admin/users', token: learner.token });
    expect(demoted.statusCode).toBe(403);

    const entries = await auditOf(learner.id);
    expect(entries.map((e) => e.summary)).toEqual([
      `${learner.email}: made a learner`,
      `${learner.email}: made an admin`,
    ]);
    expect(entries[0]?.actor).toMatchObject({ id: admin.id, email: admin.email });
  });

  it('disables an account: its tokens die and it cannot sign in until re-enabled', async () => {
    const learner = await createLearner(t.app);
    expect((await getProfile(t.app, learner.token)).statusCode).toBe(200);

    const disabled = await update(learner.id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(json<{ data: AdminUser }>(disabled).data).toMatchObject({ disabled: true });
    expect(json<{ data: AdminUser }>(disabled).data.disabledAt).toEqual(expect.any(String));

    expect((await getProfile(t.app, learner.token)).statusCode).toBe(401);
    const refused = await signin(t.app, learner.email, learner.password);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'ACCOUNT_DISABLED', message: 'This account is disabled' });
    // A wrong password still gets the usual answer: being disabled is not revealed to a guesser.
    expect((await signin(t.app, learner.email, 'not-the-password-at-all')).statusCode).toBe(401);

    expect((await update(learner.id, { disabled: false })).statusCode).toBe(200);
    const back = await signin(t.app, learner.email, learner.password);
    expect(back.statusCode).toBe(200);
    expect(page(await list(`search=${encodeURIComponent(learner.email)}&disabled=false`)).total).toBe(1);
    expect((await auditOf(learner.id)).map((e) => e.summary)).toEqual([
      `${learner.email}: re-enabled`,
      `${learner.email}: disabled`,
    ]);
  });

  it('refuses to let an admin demote or disable themself, changing nothing', async () => {
    for (const body of [{ role: 'learner' }, { disabled: true }, { role: 'learner', disabled: true }]) {
      const response = await update(admin.id, body);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toMatch(
        /^You cannot (remove your own admin role|disable your own account)$/,
      );
    }
    const row = await userRow(t.app, admin.id);
    expect(row).toMatchObject({ role: 'admin', disabledAt: null });
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/users', token: admin.token })).statusCode,
    ).toBe(200);
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('refuses bad bodies and unknown ids with a message, changing nothing', async () => {
    const learner = await createLearner(t.app);
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ role: 'owner' }, 'role'],
      [{ disabled: 'yes' }, 'disabled'],
      [{ role: 'admin', extra: 1 }, 'extra'],
      [{ role: 'x'.repeat(10_000) }, 'role'],
    ];
    for (const [body, path] of cases) {
      const response = await update(learner.id, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(errorOf(response).message).toContain(path);
    }
    const huge = await sendRawJson(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${learner.id}`,
      raw: JSON.stringify({ role: hugeString() }),
      token: admin.token,
    });
    expect(huge.statusCode).toBe(413);
    expect(refusalOf(huge)).toEqual(tooLarge);
    const unknown = await update('nobody', { role: 'admin' });
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This user does not exist' });
    expect(await userRow(t.app, learner.id)).toMatchObject({ role: 'learner', disabledAt: null });
    expect(await auditOf(learner.id)).toEqual([]);
  });

  it('never leaves the site without an enabled admin, whoever asks', async () => {
    // Through the API only oneself can be the last admin; the service refuses it for any actor.
    const { db } = t.app.ctx;
    const others = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('id', '!=', admin.id)
      .execute();
    await db
      .updateTable('users')
      .set({ role: 'learner' })
      .where('id', 'in', others.map((o) => o.id).concat('-'))
      .execute();
    await expect(
      updateUserForAdmin(db, t.app.ctx, 'someone-else', admin.id, { disabled: true }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'LAST_ADMIN',
      message: 'This is the last admin: make another admin first',
    });
    expect(await userRow(t.app, admin.id)).toMatchObject({ role: 'admin', disabledAt: null });
  });
});
