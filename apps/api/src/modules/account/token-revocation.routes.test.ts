import { expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createLearner, getProfile, latestCode, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, useTestApp } from '../../../test/helper.js';

const ENDED = 'Your session has ended. Please sign in again.';
const NEW_PASSWORD = 'copper-meadow-signal';

describeEachDatabase('token revocation on one instance (cached versions)', (dialect) => {
  const t = useTestApp(dialect);

  /** Uses the token on a required-token and an optional-token route, so its version is cached. */
  async function warm(token: string): Promise<void> {
    for (let i = 0; i < 2; i++) {
      expect((await getProfile(t.app, token)).statusCode).toBe(200);
      expect((await call(t.app, { method: 'GET', url: '/api/course/list', token })).statusCode).toBe(200);
    }
  }

  /** The token is refused at once, on the next request, wherever it is sent. */
  async function expectRefused(token: string): Promise<void> {
    for (const url of ['/api/user/profile', '/api/course/list', '/api/wish/list']) {
      const response = await call(t.app, { method: 'GET', url, token });
      expect(response.statusCode, url).toBe(401);
      expect(errorOf(response).message).toBe(ENDED);
    }
  }

  const changes: [string, (learner: TestUser) => Promise<string | null>][] = [
    [
      'a password change',
      async (learner) => {
        const response = await call(t.app, {
          method: 'POST',
          url: '/api/user/change-password',
          token: learner.token,
          payload: { currentPassword: learner.password, newPassword: NEW_PASSWORD },
        });
        expect(response.statusCode).toBe(200);
        return json<{ data: { token: string } }>(response).data.token;
      },
    ],
    [
      'a password reset',
      async (learner) => {
        const forgot = { email: learner.email };
        await call(t.app, { method: 'POST', url: '/api/user/forgot-password', payload: forgot });
        const code = await latestCode(t.app, learner.email);
        const response = await call(t.app, {
          method: 'POST',
          url: '/api/user/forget-password-change-password',
          payload: { email: learner.email, code, password: NEW_PASSWORD },
        });
        expect(response.statusCode).toBe(200);
        return null;
      },
    ],
    [
      'deleting the account',
      async (learner) => {
        const response = await call(t.app, {
          method: 'DELETE',
          url: '/api/user/delete',
          token: learner.token,
          payload: { password: learner.password },
        });
        expect(response.statusCode).toBe(200);
        return null;
      },
    ],
    [
      'an admin disabling the account',
      async (learner) => {
        const admin = await createAdmin(t.app);
        const response = await call(t.app, {
          method: 'PUT',
          url: `/api/admin/users/${learner.id}`,
          token: admin.token,
          payload: { disabled: true },
        });
        expect(response.statusCode).toBe(200);
        return null;
      },
    ],
  ];

  it.each(changes)('refuses a cached token at once after %s', async (_label, change) => {
    const learner = await createLearner(t.app);
    await warm(learner.token);
    const fresh = await change(learner);
    await expectRefused(learner.token);
    if (fresh) expect((await getProfile(t.app, fresh)).statusCode).toBe(200);
  });

  it('checks a cached token without a query: user/profile is then one read', async () => {
    const learner = await createLearner(t.app);
    await warm(learner.token);
    const before = t.queries.length;
    expect((await getProfile(t.app, learner.token)).statusCode).toBe(200);
    const queries = t.queries.slice(before);
    expect(queries).toHaveLength(1);
    // By primary key (`in`: requests arriving together share the statement).
    expect(queries[0]).toMatch(/from "users" where "id" in \(/);
  });

  it('answers a re-enabled account’s new session, never a token from before the disabling', async () => {
    const learner = await createLearner(t.app);
    const admin = await createAdmin(t.app);
    await warm(learner.token);
    const disable = (disabled: boolean) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/admin/users/${learner.id}`,
        token: admin.token,
        payload: { disabled },
      });
    expect((await disable(true)).statusCode).toBe(200);
    expect((await disable(false)).statusCode).toBe(200);
    await expectRefused(learner.token);
    const signin = await call(t.app, {
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: learner.email, password: learner.password },
    });
    const token = json<{ data: { token: string } }>(signin).data.token;
    expect((await getProfile(t.app, token)).statusCode).toBe(200);
  });

  it('reads the profiles of requests arriving together in one statement, each its own', async () => {
    const learners = [await createLearner(t.app), await createLearner(t.app), await createLearner(t.app)];
    for (const learner of learners) await warm(learner.token);
    const before = t.queries.length;
    const answers = await Promise.all(learners.map((learner) => getProfile(t.app, learner.token)));
    expect(t.queries.length - before).toBe(1);
    expect(answers.map((answer) => json<{ data: { email: string } }>(answer).data.email)).toEqual(
      learners.map((learner) => learner.email),
    );
  });
});
