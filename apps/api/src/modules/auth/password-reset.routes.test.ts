import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createLearner,
  expireCodes,
  getProfile,
  latestCode,
  mailTo,
  STRONG_PASSWORD,
  signin,
  uniqueEmail,
  userRow,
} from '../../../test/factories.js';
import {
  buildTestApp,
  call,
  describeEachDatabase,
  errorOf,
  json,
  malformedJsonBodies,
  sendRawJson,
  type TestApp,
} from '../../../test/helper.js';

const NEW_PASSWORD = 'saffron-tidal-beacon';

describeEachDatabase('password reset', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const forgot = (email: string) =>
    call(t.app, { method: 'POST', url: '/api/user/forgot-password', payload: { email } });
  const reset = (email: string, code: string, password = NEW_PASSWORD) =>
    call(t.app, {
      method: 'POST',
      url: '/api/user/forget-password-change-password',
      payload: { email, code, password },
    });
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers a known and an unknown email identically, mailing a code only to the known one', async () => {
    const learner = await createLearner(t.app);
    const unknownEmail = uniqueEmail('nobody');
    const known = await forgot(learner.email);
    const unknown = await forgot(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailTo(t.app, unknownEmail)).toHaveLength(0);
    const [mail] = await mailTo(t.app, learner.email);
    expect(mail?.subject).toMatch(/reset/i);
    expect(await latestCode(t.app, learner.email)).toMatch(/^\d{6}$/);
  });

  it('finds the account whatever the case and spacing of the email', async () => {
    const learner = await createLearner(t.app);
    expect((await forgot(`  ${learner.email.toUpperCase()} `)).statusCode).toBe(200);
    expect(await mailTo(t.app, learner.email)).toHaveLength(1);
  });

  it('sets the new password with the mailed code and signs every device out', async () => {
    const learner = await createLearner(t.app);
    await forgot(learner.email);
    const code = await latestCode(t.app, learner.email);
    const response = await reset(learner.email, code);
    expect(response.statusCode).toBe(200);
    expect(json<{ message: string }>(response).message).toMatch(/sign in/i);

    expect((await getProfile(t.app, learner.token)).statusCode).toBe(401);
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(401);
    expect((await signin(t.app, learner.email, NEW_PASSWORD)).statusCode).toBe(200);
    const row = await userRow(t.app, learner.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(NEW_PASSWORD);

    const reused = await reset(learner.email, code, 'another-fresh-passphrase');
    expect(reused.statusCode).toBe(400);
    expect((await signin(t.app, learner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong code, then locks after 5 wrong tries until a new code is sent', async () => {
    const learner = await createLearner(t.app);
    await forgot(learner.email);
    const code = await latestCode(t.app, learner.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await reset(learner.email, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('INVALID_CODE');
    }
    const locked = await reset(learner.email, code);
    expect(locked.statusCode).toBe(400);
    expect(errorOf(locked).code).toBe('CODE_LOCKED');
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);

    await forgot(learner.email);
    expect((await reset(learner.email, await latestCode(t.app, learner.email))).statusCode).toBe(200);
  });

  it('refuses an expired code and keeps the old password', async () => {
    const learner = await createLearner(t.app);
    await forgot(learner.email);
    const code = await latestCode(t.app, learner.email);
    await expireCodes(t.app, learner.id);
    const response = await reset(learner.email, code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_CODE');
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
  });

  it('refuses the old code once a new one is sent', async () => {
    const learner = await createLearner(t.app);
    await forgot(learner.email);
    const old = await latestCode(t.app, learner.email);
    let fresh = old;
    while (fresh === old) {
      await forgot(learner.email);
      fresh = await latestCode(t.app, learner.email);
    }
    expect((await reset(learner.email, old)).statusCode).toBe(400);
    expect((await reset(learner.email, fresh)).statusCode).toBe(200);
  });

  it('refuses a common new password without using up the code', async () => {
    const learner = await createLearner(t.app);
    await forgot(learner.email);
    const code = await latestCode(t.app, learner.email);
    const weak = await reset(learner.email, code, 'qwerty123456');
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).errors?.map((e) => e.path)).toContain('password');
    expect((await reset(learner.email, code)).statusCode).toBe(200);
  });

  it('does not accept a sign-up code as a reset code', async () => {
    const email = uniqueEmail();
    await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { email, password: STRONG_PASSWORD },
    });
    const signupCode = await latestCode(t.app, email);
    expect((await reset(email, signupCode)).statusCode).toBe(400);
    expect((await signin(t.app, email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('answers an unknown email with the same 400 as a wrong code', async () => {
    const learner = await createLearner(t.app);
    await forgot(learner.email);
    const code = await latestCode(t.app, learner.email);
    const unknown = await reset(uniqueEmail('nobody'), code);
    const wrong = await reset(learner.email, wrongCodeFor(code));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('verifies an unverified account, since the code proves the email', async () => {
    const learner = await createLearner(t.app, { verified: false });
    await forgot(learner.email);
    await reset(learner.email, await latestCode(t.app, learner.email));
    expect((await signin(t.app, learner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['no email', {}, 'email'],
    ['a malformed email', { email: 'someone@' }, 'email'],
    ['a numeric email', { email: 5 }, 'email'],
    ['an extra field', { email: 'a@example.com', redirect: 'https://evil.example' }, 'redirect'],
    ['a 300 kB email', { email: `${'a'.repeat(300_000)}@example.com` }, 'email'],
  ])('forgot-password refuses %s with a 400 naming the field', async (_label, payload, path) => {
    const response = await call(t.app, { method: 'POST', url: '/api/user/forgot-password', payload });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBeTruthy();
    expect(errorOf(response).errors?.map((e) => e.path)).toContain(path);
  });

  it.each([
    ['no code', { code: undefined }, 'code'],
    ['a 5-digit code', { code: '12345' }, 'code'],
    ['a code with spaces', { code: '123 45' }, 'code'],
    ['a numeric code', { code: 123456 }, 'code'],
    ['an 11-character password', { password: 'x'.repeat(11) }, 'password'],
    ['a 129-character password', { password: 'x'.repeat(129) }, 'password'],
    ['no password', { password: undefined }, 'password'],
    ['no email', { email: undefined }, 'email'],
    ['an extra field', { userId: 'someone' }, 'userId'],
  ])('forget-password-change-password refuses %s with a 400 naming the field', async (_label, over, path) => {
    const learner = await createLearner(t.app);
    const payload = { email: learner.email, code: '123456', password: NEW_PASSWORD, ...over };
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/forget-password-change-password',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.map((e) => e.path)).toContain(path);
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
  });

  it.each(malformedJsonBodies)(
    'both reset endpoints refuse %s as the body with a 400',
    async (_label, raw) => {
      for (const url of ['/api/user/forgot-password', '/api/user/forget-password-change-password']) {
        const response = await sendRawJson(t.app, { method: 'POST', url, raw });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toBeTruthy();
      }
    },
  );
});
