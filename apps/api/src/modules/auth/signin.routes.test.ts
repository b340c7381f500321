import type { Session } from '@coursewise/contract';
import { expect, it } from 'vitest';
import {
  createLearner,
  getProfile,
  latestCode,
  mailTo,
  STRONG_PASSWORD,
  signin,
  uniqueEmail,
} from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  errorOf,
  fieldRefusal,
  hugeString,
  json,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import { createAccount } from '../account/account-records.service.js';

describeEachDatabase('sign-in', (dialect) => {
  const t = useTestApp(dialect);

  it('signs a verified learner in with a token that opens their profile', async () => {
    const learner = await createLearner(t.app);
    const response = await signin(t.app, learner.email, learner.password);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: Session; message: string }>(response);
    expect(body.message).toBe('Welcome back!');
    expect(body.data.user).toMatchObject({ id: learner.id, email: learner.email, emailVerified: true });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    const profile = await getProfile(t.app, body.data.token);
    expect(profile.statusCode).toBe(200);
    expect(json<{ data: { id: string } }>(profile).data.id).toBe(learner.id);
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const learner = await createLearner(t.app, { email: uniqueEmail('Mixed.Case') });
    const response = await signin(t.app, `  ${learner.email.toUpperCase()}  `, learner.password);
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Session }>(response).data.user.id).toBe(learner.id);
  });

  it('answers an unknown email exactly as it answers a wrong password', async () => {
    const learner = await createLearner(t.app);
    const wrongPassword = await signin(t.app, learner.email, 'not-the-right-password');
    const unknownEmail = await signin(t.app, uniqueEmail('nobody'), 'not-the-right-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(errorOf(wrongPassword).message).toBe('Incorrect email or password');
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('answers an unverified account with a wrong password the same way, without mailing a code', async () => {
    const learner = await createLearner(t.app, { verified: false });
    const response = await signin(t.app, learner.email, 'not-the-right-password');
    const unknown = await signin(t.app, uniqueEmail('nobody'), 'not-the-right-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unknown.json());
    expect(await mailTo(t.app, learner.email)).toHaveLength(0);
  });

  it('tells an unverified account with the right password to verify, and mails a fresh working code', async () => {
    const email = uniqueEmail();
    await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { email, password: STRONG_PASSWORD },
    });

    const response = await signin(t.app, email, STRONG_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('EMAIL_NOT_VERIFIED');
    expect(errorOf(response).message).toBe('Please verify your email first: we have sent you a new code.');
    expect(await mailTo(t.app, email)).toHaveLength(2);

    const freshCode = await latestCode(t.app, email);
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/user/verify-signup',
      payload: { email, code: freshCode },
    });
    expect(verified.statusCode).toBe(200);
    expect((await signin(t.app, email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a password sign-in to an account that only has Google sign-in, like a wrong password', async () => {
    const email = uniqueEmail('google');
    await createAccount(t.app.ctx.db, {
      email,
      passwordHash: null,
      emailVerified: true,
      googleSub: `sub-${email}`,
    });
    const response = await signin(t.app, email, 'any-password-at-all');
    const unknown = await signin(t.app, uniqueEmail('nobody'), 'any-password-at-all');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unknown.json());
  });

  const tooLong = fieldRefusal('password', 'must be at most 128 characters');
  it.each([
    ['no email', { password: STRONG_PASSWORD }, fieldRefusal('email', 'is required')],
    ['no password', { email: 'a@example.com' }, fieldRefusal('password', 'is required')],
    [
      'an empty password',
      { email: 'a@example.com', password: '' },
      fieldRefusal('password', 'must be at least 1 characters'),
    ],
    [
      'a malformed email',
      { email: 'a@', password: STRONG_PASSWORD },
      {
        message: 'email: must be at least 3 characters',
        errors: [
          { path: 'email', message: 'must be at least 3 characters' },
          { path: 'email', message: 'must be a valid email address' },
        ],
      },
    ],
    [
      'a numeric email',
      { email: 12345, password: STRONG_PASSWORD },
      fieldRefusal('email', 'must be a string'),
    ],
    [
      'a password object',
      { email: 'a@example.com', password: { $ne: '' } },
      fieldRefusal('password', 'must be a string'),
    ],
    ['a password over 128 characters', { email: 'a@example.com', password: 'p'.repeat(129) }, tooLong],
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(250)}@example.com`, password: 'x' },
      fieldRefusal('email', 'must be at most 254 characters'),
    ],
    [
      'an extra field',
      { email: 'a@example.com', password: STRONG_PASSWORD, remember: true },
      fieldRefusal('remember', 'is not an accepted field'),
    ],
    ['a 500 kB password', { email: 'a@example.com', password: 'p'.repeat(500_000) }, tooLong],
  ])('refuses %s with a 400 naming the field', async (_label, payload, refusal) => {
    const response = await call(t.app, { method: 'POST', url: '/api/user/signin', payload });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
  });

  it.each(malformedJsonBodies)(
    'refuses %s as the body with a 400 and a message',
    async (_label, raw, refusal) => {
      const response = await sendRawJson(t.app, { method: 'POST', url: '/api/user/signin', raw });
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response)).toEqual(refusal);
    },
  );

  it('refuses a body over 1 MB with a 413 and a message', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: 'a@example.com', password: hugeString() },
    });
    expect(response.statusCode).toBe(413);
    expect(refusalOf(response)).toEqual(tooLarge);
  });
});
