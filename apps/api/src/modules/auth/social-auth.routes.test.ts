import type { Session } from '@coursewise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, getProfile, signin, uniqueEmail } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  errorOf,
  fieldRefusal,
  json,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  uniqueIp,
  useTestApp,
} from '../../../test/helper.js';
import {
  type IdTokenOptions,
  type JwksServer,
  startJwksServer,
  strangerKey,
} from '../../../test/jwks-server.js';
import { findAccountByEmail } from '../account/account-records.service.js';

const CLIENT_ID = 'coursewise-test.apps.googleusercontent.com';
let subCounter = 0;
const newSub = () => `1${Date.now()}${(subCounter++).toString().padStart(4, '0')}`;

describeEachDatabase('Google sign-in', (dialect) => {
  let google: JwksServer;
  beforeAll(async () => {
    google = await startJwksServer();
  });
  afterAll(() => google.close());
  const t = useTestApp(dialect, () => ({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.url }));

  const socialAuth = (idToken: string, remoteAddress?: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/user/social-auth',
      payload: { provider: 'google', idToken },
      remoteAddress,
    });
  /** Signs in with a Google token for `email`/`sub`; answers the response. */
  const withGoogle = async (email: string, sub: string, options: IdTokenOptions = {}) =>
    socialAuth(await google.idToken(CLIENT_ID, { ...options, claims: { email, sub, ...options.claims } }));

  it('creates a verified account with the Google names and signs it in', async () => {
    const email = uniqueEmail('g');
    const response = await withGoogle(email, newSub());
    expect(response.statusCode).toBe(200);
    const { token, user } = json<{ data: Session }>(response).data;
    expect(user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailVerified: true,
      profileComplete: true,
      hasPassword: false,
      role: 'learner',
    });
    expect((await getProfile(t.app, token)).statusCode).toBe(200);
  });

  it('signs the same Google user into the same account the second time', async () => {
    const email = uniqueEmail('g');
    const sub = newSub();
    const first = json<{ data: Session }>(await withGoogle(email, sub)).data.user;
    const second = await withGoogle(email, sub);
    expect(second.statusCode).toBe(200);
    expect(json<{ data: Session }>(second).data.user.id).toBe(first.id);
  });

  it('leaves the profile step to the user when Google gives no names', async () => {
    const response = await withGoogle(uniqueEmail('g'), newSub(), {
      claims: { given_name: undefined, family_name: undefined },
    });
    expect(json<{ data: Session }>(response).data.user).toMatchObject({
      firstName: null,
      profileComplete: false,
    });
  });

  it('links an existing password account with the same email instead of duplicating it', async () => {
    const learner = await createLearner(t.app);
    const response = await withGoogle(learner.email.toUpperCase(), newSub());
    expect(response.statusCode).toBe(200);
    const user = json<{ data: Session }>(response).data.user;
    expect(user.id).toBe(learner.id);
    expect(user).toMatchObject({ hasPassword: true, firstName: 'Test' });
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
  });

  it('drops the unproven password of an unverified account when Google proves the email', async () => {
    // Someone else may have started sign-up with this address; only the Google owner gets in.
    const squatter = await createLearner(t.app, { verified: false });
    const response = await withGoogle(squatter.email, newSub());
    expect(response.statusCode).toBe(200);
    const { token, user } = json<{ data: Session }>(response).data;
    expect(user).toMatchObject({ id: squatter.id, emailVerified: true, hasPassword: false });
    expect((await signin(t.app, squatter.email, squatter.password)).statusCode).toBe(401);
    expect((await getProfile(t.app, token)).statusCode).toBe(200);
  });

  it('refuses with a 409 an email already linked to another Google user', async () => {
    const email = uniqueEmail('g');
    await withGoogle(email, newSub());
    const response = await withGoogle(email, newSub());
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('This email is linked to a different Google account.');
  });

  it('accepts the issuer written without https, as Google also issues it', async () => {
    const response = await withGoogle(uniqueEmail('g'), newSub(), { claims: { iss: 'accounts.google.com' } });
    expect(response.statusCode).toBe(200);
  });

  const unverifiable = 'Google sign-in could not be verified. Please try again.';
  const noVerifiedEmail = 'Your Google account has no verified email address.';
  it.each<[string, () => Promise<IdTokenOptions>, string]>([
    [
      'a wrong audience',
      async () => ({ claims: { aud: 'someone-else.apps.googleusercontent.com' } }),
      unverifiable,
    ],
    ['a wrong issuer', async () => ({ claims: { iss: 'https://evil.example' } }), unverifiable],
    ['a key Google never published', async () => ({ key: await strangerKey() }), unverifiable],
    ['an expired token', async () => ({ expiresIn: -60 }), unverifiable],
    ['email_verified false', async () => ({ claims: { email_verified: false } }), noVerifiedEmail],
    ['email_verified as a string', async () => ({ claims: { email_verified: 'true' } }), noVerifiedEmail],
    ['no email', async () => ({ claims: { email: undefined } }), noVerifiedEmail],
  ])('refuses a token with %s with a 401 and creates no account', async (_label, options, message) => {
    const email = uniqueEmail('g');
    const response = await withGoogle(email, newSub(), await options());
    expect(response.statusCode).toBe(401);
    expect(refusalOf(response)).toEqual({ message });
    expect(await findAccountByEmail(t.app.ctx.db, email)).toBeUndefined();
  });

  it('refuses an unsigned (alg:none) token with a 401', async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = {
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: newSub(),
      email: uniqueEmail('g'),
    };
    const token = `${b64({ alg: 'none', kid: google.kid })}.${b64({ ...claims, email_verified: true })}.`;
    expect((await socialAuth(token)).statusCode).toBe(401);
  });

  it.each([
    [
      'another provider',
      { provider: 'facebook', idToken: 'x'.repeat(20) },
      fieldRefusal('provider', 'must be "google"'),
    ],
    [
      'a too-short token',
      { provider: 'google', idToken: 'short' },
      fieldRefusal('idToken', 'must be at least 10 characters'),
    ],
    ['no token', { provider: 'google' }, fieldRefusal('idToken', 'is required')],
    [
      'a numeric token',
      { provider: 'google', idToken: 1234567890123 },
      fieldRefusal('idToken', 'must be a string'),
    ],
    [
      'an over-long token',
      { provider: 'google', idToken: 'x'.repeat(8193) },
      fieldRefusal('idToken', 'must be at most 8192 characters'),
    ],
    [
      'an extra field',
      { provider: 'google', idToken: 'x'.repeat(20), role: 'admin' },
      fieldRefusal('role', 'is not an accepted field'),
    ],
  ])('refuses %s with a 400 naming the field', async (_label, payload, refusal) => {
    const response = await call(t.app, { method: 'POST', url: '/api/user/social-auth', payload });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
  });

  it.each(malformedJsonBodies)('refuses %s as the body with a 400', async (_label, raw, refusal) => {
    const response = await sendRawJson(t.app, { method: 'POST', url: '/api/user/social-auth', raw });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
  });

  it('deletes a Google-only account with {confirm:"DELETE"}; signing in again makes a new account', async () => {
    const email = uniqueEmail('g');
    const sub = newSub();
    const first = json<{ data: Session }>(await withGoogle(email, sub)).data;
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: '/api/user/delete',
      token: first.token,
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await getProfile(t.app, first.token)).statusCode).toBe(401);
    const again = json<{ data: Session }>(await withGoogle(email, sub)).data.user;
    expect(again.id).not.toBe(first.user.id);
  });

  it('publishes the client id in the site settings for the sign-in button', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/setting/details' });
    expect(json<{ data: { auth: { googleClientId: string } } }>(response).data.auth.googleClientId).toBe(
      CLIENT_ID,
    );
  });

  it('limits one address to 30 Google sign-ins per window; another address is not blocked', async () => {
    const client = uniqueIp();
    const token = await google.idToken(CLIENT_ID, { claims: { email: uniqueEmail('g'), sub: newSub() } });
    for (let i = 0; i < 30; i++) expect((await socialAuth(token, client)).statusCode).toBe(200);
    const limited = await socialAuth(token, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await socialAuth(token)).statusCode).toBe(200);
  });

  describe('without GOOGLE_CLIENT_ID', () => {
    const plain = useTestApp(dialect);

    it('answers 422 with a message and creates nothing', async () => {
      const email = uniqueEmail('g');
      const idToken = await google.idToken(CLIENT_ID, { claims: { email } });
      const response = await call(plain.app, {
        method: 'POST',
        url: '/api/user/social-auth',
        payload: { provider: 'google', idToken },
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).message).toBe('Google sign-in is not available on this site.');
      expect(await findAccountByEmail(plain.app.ctx.db, email)).toBeUndefined();
      const settings = json<{ data: { auth: { googleClientId: string | null } } }>(
        await call(plain.app, { method: 'GET', url: '/api/setting/details' }),
      );
      expect(settings.data.auth.googleClientId).toBeNull();
    });
  });
});
