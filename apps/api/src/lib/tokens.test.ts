import { randomBytes } from 'node:crypto';
import type { User } from '@coursewise/contract';
import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { createLearner, getProfile, signin, type TestUser } from '../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, useTestApp } from '../../test/helper.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase('access tokens', (dialect) => {
  const t = useTestApp(dialect);
  let learner: TestUser;
  beforeAll(async () => {
    learner = await createLearner(t.app);
  });

  const appKey = () => new TextEncoder().encode(t.app.ctx.config.jwtSecret);
  const signWith = (key: Uint8Array, claims: Record<string, unknown>, alg = 'HS256') =>
    new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).setSubject(learner.id).sign(key);

  const ENDED = 'Your session has ended. Please sign in again.';
  /** Tokens a client might send that must never open the account, and what the client is told. */
  const badTokens: [string, () => Promise<string>, string?][] = [
    [
      'a forged signature',
      async () => {
        const [header, payload] = learner.token.split('.');
        return `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
      },
    ],
    [
      'a payload swapped under a valid signature',
      async () => {
        const [header, , signature] = learner.token.split('.');
        const other = await createLearner(t.app);
        return `${header}.${b64({ sub: other.id, ver: 0, exp: 9_999_999_999 })}.${signature}`;
      },
    ],
    [
      'a token signed with another secret',
      () => signWith(randomBytes(32), { ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 }),
    ],
    [
      'an alg:none token',
      async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: learner.id, ver: 0 })}.`,
    ],
    [
      'an expired token signed with the app secret',
      () => signWith(appKey(), { ver: 0, iat: 1_600_000_000, exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['an HS512 token signed with the app secret', () => signWith(appKey(), { ver: 0 }, 'HS512')],
    // Issue 11: a genuine signature without `exp` would otherwise never expire.
    ['a token without an expiry signed with the app secret', () => signWith(appKey(), { ver: 0 })],
    ['a token without a version', () => signWith(appKey(), { exp: Math.floor(Date.now() / 1000) + 3600 })],
    ['a token with a string version', () => signWith(appKey(), { ver: '0' })],
    [
      'a token for an account that does not exist',
      () =>
        new SignJWT({ ver: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('01900000-0000-7000-8000-000000000000')
          .sign(appKey()),
    ],
    ['garbage', async () => 'this-is-not-a-token'],
    ['three dots of garbage', async () => 'a.b.c'],
    // Too long to be a token at all: treated as no token.
    [
      'a 5000-character header',
      async () => `${learner.token}${'x'.repeat(5000)}`,
      'Please sign in to continue',
    ],
  ];

  it.each(badTokens)(
    'refuses %s with a 401 and a message on every signed-in endpoint',
    async (_label, make, message = ENDED) => {
      const token = await make();
      const attempts = [
        call(t.app, { method: 'GET', url: '/api/user/profile', token }),
        call(t.app, {
          method: 'PUT',
          url: '/api/user/profile-update',
          token,
          payload: { firstName: 'Hacked' },
        }),
        call(t.app, {
          method: 'POST',
          url: '/api/user/change-password',
          token,
          payload: { currentPassword: learner.password, newPassword: 'attacker-chosen-phrase' },
        }),
        call(t.app, {
          method: 'DELETE',
          url: '/api/user/delete',
          token,
          payload: { password: learner.password },
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(401);
        expect(errorOf(response).message).toBe(message);
      }
      const profile = json<{ data: User }>(await getProfile(t.app, learner.token)).data;
      expect(profile.firstName).toBe('Test');
    },
  );

  it('accepts the genuine token', async () => {
    const response = await getProfile(t.app, learner.token);
    expect(response.statusCode).toBe(200);
  });

  it('accepts a token whose expiry is still ahead', async () => {
    const { sid } = JSON.parse(Buffer.from(learner.token.split('.')[1] ?? '', 'base64url').toString()) as {
      sid: string;
    };
    const token = await signWith(appKey(), { ver: 0, sid, exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await getProfile(t.app, token)).statusCode).toBe(200);
  });

  it('never reads the auth_token cookie: a valid token there alone gets a 401', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: '/api/user/profile',
      cookies: { auth_token: learner.token },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Please sign in to continue');
  });

  it('reads only the x-access-token header, not an Authorization bearer', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${learner.token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Please sign in to continue');
  });

  it('gives each sign-in a token that expires within the configured lifetime', async () => {
    const session = json<{ data: { token: string } }>(
      await signin(t.app, learner.email, learner.password),
    ).data;
    const [, payload] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(t.app.ctx.config.sessionTtlSeconds);
    expect(JSON.stringify(claims)).not.toContain(learner.email);
  });
});
