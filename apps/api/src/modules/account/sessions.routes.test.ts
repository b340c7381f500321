import { expect, it } from 'vitest';
import { createLearner, getProfile, signin, type TestUser } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  errorOf,
  hugeString,
  json,
  refusalOf,
  useTestApp,
} from '../../../test/helper.js';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid: string;
    exp: number;
    iat: number;
  };
const ENDED = 'Your session has ended. Please sign in again.';

describeEachDatabase('sessions', (dialect) => {
  const t = useTestApp(dialect);

  const post = (url: string, token: string | undefined, payload: unknown = {}) =>
    call(t.app, { method: 'POST', url, token, payload: payload as object });
  async function signedIn(learner: TestUser): Promise<string> {
    const response = await signin(t.app, learner.email, learner.password);
    expect(response.statusCode).toBe(200);
    return json<{ data: { token: string } }>(response).data.token;
  }

  it('signs out the token sent and only it: another device of the account stays signed in', async () => {
    const learner = await createLearner(t.app);
    const laptop = await signedIn(learner);
    const phone = await signedIn(learner);
    expect(claimsOf(laptop).sid).not.toBe(claimsOf(phone).sid);

    const out = await post('/api/user/signout', laptop);
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ message: 'You have signed out.' });
    const refused = await getProfile(t.app, laptop);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toBe(ENDED);
    expect((await getProfile(t.app, phone)).statusCode).toBe(200);
    // Signing out again with the ended token is a 401, not a second success.
    expect((await post('/api/user/signout', laptop)).statusCode).toBe(401);
  });

  it('signs out every device, this one included', async () => {
    const learner = await createLearner(t.app);
    const laptop = await signedIn(learner);
    const phone = await signedIn(learner);
    const out = await post('/api/user/signout-all', phone);
    expect(out.statusCode).toBe(200);
    for (const token of [laptop, phone, learner.token])
      expect((await getProfile(t.app, token)).statusCode).toBe(401);
    // The password still works: a new session starts.
    expect((await getProfile(t.app, await signedIn(learner))).statusCode).toBe(200);
  });

  it('never extends a session: a profile change answers a token that ends when the sign-in did', async () => {
    const learner = await createLearner(t.app);
    const first = await signedIn(learner);
    expect(claimsOf(first).exp - claimsOf(first).iat).toBe(t.app.ctx.config.sessionTtlSeconds);
    const updated = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: first,
      payload: { firstName: 'Renamed' },
    });
    expect(updated.statusCode).toBe(200);
    const renewed = json<{ data: { token: string } }>(updated).data.token;
    expect(claimsOf(renewed).sid).toBe(claimsOf(first).sid);
    expect(claimsOf(renewed).exp).toBe(claimsOf(first).exp);
    // Signing out the session ends its renewed token too.
    expect((await post('/api/user/signout', renewed)).statusCode).toBe(200);
    expect((await getProfile(t.app, first)).statusCode).toBe(401);
    expect((await getProfile(t.app, renewed)).statusCode).toBe(401);
  });

  it('lets no renewal outlive a sign-out that races it', async () => {
    const learner = await createLearner(t.app);
    const stolen = await signedIn(learner);
    const renewals = Array.from({ length: 10 }, (_, i) =>
      call(t.app, {
        method: 'PUT',
        url: '/api/user/profile-update',
        token: stolen,
        payload: { lastName: `Race${i}` },
      }),
    );
    const [out, ...answers] = await Promise.all([post('/api/user/signout', stolen), ...renewals]);
    expect(out?.statusCode).toBe(200);
    const tokens = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => json<{ data: { token: string } }>(answer).data.token);
    for (const token of [stolen, ...tokens]) expect((await getProfile(t.app, token)).statusCode).toBe(401);
  });

  it('keeps this device signed in after a password change and ends the others', async () => {
    const learner = await createLearner(t.app);
    const laptop = await signedIn(learner);
    const changed = await post('/api/user/change-password', laptop, {
      currentPassword: learner.password,
      newPassword: 'copper-meadow-signal',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = json<{ data: { token: string } }>(changed).data.token;
    expect(claimsOf(fresh).sid).toBe(claimsOf(laptop).sid);
    expect(claimsOf(fresh).exp).toBe(claimsOf(laptop).exp);
    expect((await getProfile(t.app, fresh)).statusCode).toBe(200);
    expect((await getProfile(t.app, learner.token)).statusCode).toBe(401);
  });

  it('records sign-outs in the audit log with the user id', async () => {
    const learner = await createLearner(t.app);
    await post('/api/user/signout', await signedIn(learner));
    await post('/api/user/signout-all', await signedIn(learner));
    const entries = await t.app.ctx.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('entityId', '=', learner.id)
      .where('entity', '=', 'security')
      .execute();
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'signin',
      'signin',
      'signout',
      'signout-all',
    ]);
    expect(new Set(entries.map((entry) => entry.actorId))).toEqual(new Set([learner.id]));
  });

  it.each(['/api/user/signout', '/api/user/signout-all'])(
    'refuses %s without a token or with a bad one',
    async (url) => {
      expect((await post(url, undefined)).statusCode).toBe(401);
      expect((await post(url, 'not-a-token')).statusCode).toBe(401);
    },
  );

  it.each([
    ['a field', { everywhere: true }],
    ['a huge string', { note: hugeString(10_000) }],
    ['an array', []],
  ])('refuses a body with %s (400, a message) and keeps the session', async (_label, body) => {
    const learner = await createLearner(t.app);
    for (const url of ['/api/user/signout', '/api/user/signout-all']) {
      const response = await post(url, learner.token, body);
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response).message).toEqual(expect.any(String));
    }
    expect((await getProfile(t.app, learner.token)).statusCode).toBe(200);
  });
});
