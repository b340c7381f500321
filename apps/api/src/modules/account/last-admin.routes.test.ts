import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { getProfile, mailTo, signin, type TestUser, userRow } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';

const lastAdminDemotion = { code: 'LAST_ADMIN', message: 'This is the last admin: make another admin first' };
const lastAdminDeletion = {
  code: 'LAST_ADMIN',
  message: 'You are the last admin: make another admin before deleting your account',
};
// On PostgreSQL the two requests really overlap (a pool of connections); each round is a new race.
const ROUNDS = 6;

describeEachDatabase('the last admin, under concurrent changes', (dialect) => {
  const t = useTestApp(dialect);

  const update = (actor: TestUser, target: TestUser, payload: object) =>
    call(t.app, { method: 'PUT', url: `/api/admin/users/${target.id}`, token: actor.token, payload });
  const remove = (user: TestUser) =>
    call(t.app, {
      method: 'DELETE',
      url: '/api/user/delete',
      token: user.token,
      payload: { password: user.password },
    });

  /** Makes every other admin a learner, so `admins` are the site's only ones. */
  async function onlyAdmins(...admins: TestUser[]): Promise<void> {
    await t.app.ctx.db
      .updateTable('users')
      .set({ role: 'learner' })
      .where('role', '=', 'admin')
      .where(
        'id',
        'not in',
        admins.map((a) => a.id),
      )
      .execute();
  }

  /** The ids of the live, enabled admins now. */
  async function enabledAdmins(): Promise<string[]> {
    const rows = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('deletedAt', 'is', null)
      .where('disabledAt', 'is', null)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * One of two racing requests wins; the other is refused by the last-admin rule (409), or, when it
   * reached the server only after the winner's commit, by the admin guard (403) or its dead token (401).
   */
  function expectOneWinner(responses: LightMyRequestResponse[], refusal: object): LightMyRequestResponse {
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(),
    ).toHaveLength(1);
    const loser = responses.find((r) => r.statusCode !== 200) as LightMyRequestResponse;
    if (loser.statusCode === 409) expect(errorOf(loser)).toMatchObject(refusal);
    else expect([401, 403]).toContain(loser.statusCode);
    return responses.find((r) => r.statusCode === 200) as LightMyRequestResponse;
  }

  it('two admins demoting each other at once: one wins, one is refused, an admin remains', async () => {
    const refusedByRule: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await createAdmin(t.app), await createAdmin(t.app)] as const;
      await onlyAdmins(a, b);
      const responses = await Promise.all([
        update(a, b, { role: 'learner' }),
        update(b, a, { role: 'learner' }),
      ]);
      expectOneWinner(responses, lastAdminDemotion);
      refusedByRule.push(responses.filter((r) => r.statusCode === 409).length);
      const remaining = await enabledAdmins();
      expect(remaining).toHaveLength(1);
      expect([a.id, b.id]).toContain(remaining[0]);
    }
    // The requests did overlap: at least once both passed the admin guard and the rule decided.
    expect(refusedByRule).toContain(1);
  });

  it('two admins disabling each other at once: one wins, one is refused, an admin remains', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await createAdmin(t.app), await createAdmin(t.app)] as const;
      await onlyAdmins(a, b);
      expectOneWinner(
        await Promise.all([update(a, b, { disabled: true }), update(b, a, { disabled: true })]),
        lastAdminDemotion,
      );
      const remaining = await enabledAdmins();
      expect(remaining).toHaveLength(1);
      expect([a.id, b.id]).toContain(remaining[0]);
    }
  });

  it('the only two admins deleting their accounts at once: one is deleted, the other refused', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await createAdmin(t.app), await createAdmin(t.app)] as const;
      await onlyAdmins(a, b);
      expectOneWinner(await Promise.all([remove(a), remove(b)]), lastAdminDeletion);
      const remaining = await enabledAdmins();
      expect(remaining).toHaveLength(1);
      const kept = remaining[0] === a.id ? a : b;
      expect((await getProfile(t.app, kept.token)).statusCode).toBe(200);
    }
  });

  it('an admin deleting their account while demoting the only other admin: one of the two happens', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await createAdmin(t.app), await createAdmin(t.app)] as const;
      await onlyAdmins(a, b);
      const [demotion, deletion] = await Promise.all([update(a, b, { role: 'learner' }), remove(a)]);
      expectOneWinner(
        [demotion, deletion],
        demotion.statusCode === 409 ? lastAdminDemotion : lastAdminDeletion,
      );
      expect(await enabledAdmins()).toEqual([deletion.statusCode === 200 ? b.id : a.id]);
    }
  });

  it('refuses the last enabled admin deleting their account with a 409, changing nothing', async () => {
    const last = await createAdmin(t.app);
    const disabled = await createAdmin(t.app);
    await onlyAdmins(last, disabled);
    // A disabled admin does not count: it cannot sign in to run the site.
    await t.app.ctx.db
      .updateTable('users')
      .set({ disabledAt: new Date().toISOString() })
      .where('id', '=', disabled.id)
      .execute();
    const before = await userRow(t.app, last.id);

    const response = await remove(last);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject(lastAdminDeletion);

    expect(await userRow(t.app, last.id)).toEqual(before);
    expect((await getProfile(t.app, last.token)).statusCode).toBe(200);
    expect((await signin(t.app, last.email, last.password)).statusCode).toBe(200);
    expect(await mailTo(t.app, last.email)).toEqual([]);
    expect(await enabledAdmins()).toEqual([last.id]);
  });

  it('lets an admin delete their account while another enabled admin remains', async () => {
    const leaving = await createAdmin(t.app);
    const staying = await createAdmin(t.app);
    await onlyAdmins(leaving, staying);

    const response = await remove(leaving);
    expect(response.statusCode).toBe(200);
    expect(await userRow(t.app, leaving.id)).toMatchObject({ firstName: null, passwordHash: null });
    expect((await userRow(t.app, leaving.id)).deletedAt).not.toBeNull();
    expect((await getProfile(t.app, leaving.token)).statusCode).toBe(401);
    expect(await enabledAdmins()).toEqual([staying.id]);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/users', token: staying.token })).statusCode,
    ).toBe(200);
  });
});
