import { expect, it } from 'vitest';
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
  call,
  describeEachDatabase,
  errorOf,
  fieldRefusal,
  json,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  useTestApp,
} from '../../../test/helper.js';

const NEW_PASSWORD = 'saffron-tidal-beacon';
const wrongCode = {
  message: 'This code is wrong or has expired. Check the latest email or ask for a new code.',
  errors: [{ path: 'code', message: 'is wrong or has expired' }],
};

describeEachDatabase('password reset', (dialect) => {
  const t = useTestApp(dialect);

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
    const code = await latestCode(t.app, learner.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toBe(`Your Coursewise password reset code: ${code}`);
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
    expect(json<{ message: string }>(response).message).toBe(
      'Your password has been changed. Sign in with your new password.',
    );

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
      expect(refusalOf(wrong)).toEqual(wrongCode);
    }
    const locked = await reset(learner.email, code);
    expect(locked.statusCode).toBe(400);
    expect(errorOf(locked).code).toBe('CODE_LOCKED');
    expect(refusalOf(locked)).toEqual({
      message: 'Too many wrong codes. Ask for a new code and try again.',
      errors: [{ path: 'code', message: 'has had too many wrong tries' }],
    });
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
    expect(refusalOf(response)).toEqual(wrongCode);
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
    expect(refusalOf(weak)).toEqual({
      message: 'This password is too common. Choose one that is harder to guess.',
      errors: [{ path: 'password', message: 'is too common' }],
    });
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
    ['no email', {}, fieldRefusal('email', 'is required')],
    ['a malformed email', { email: 'someone@' }, fieldRefusal('email', 'must be a valid email address')],
    ['a numeric email', { email: 5 }, fieldRefusal('email', 'must be a string')],
    [
      'an extra field',
      { email: 'a@example.com', redirect: 'https://evil.example' },
      fieldRefusal('redirect', 'is not an accepted field'),
    ],
    [
      'a 300 kB email',
      { email: `${'a'.repeat(300_000)}@example.com` },
      fieldRefusal('email', 'must be at most 254 characters'),
    ],
  ])('forgot-password refuses %s with a 400 naming the field', async (_label, payload, refusal) => {
    const response = await call(t.app, { method: 'POST', url: '/api/user/forgot-password', payload });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
  });

  const badCode = fieldRefusal('code', 'has an invalid format');
  it.each([
    ['no code', { code: undefined }, fieldRefusal('code', 'is required')],
    ['a 5-digit code', { code: '12345' }, badCode],
    ['a code with spaces', { code: '123 45' }, badCode],
    ['a numeric code', { code: 123456 }, fieldRefusal('code', 'must be a string')],
    [
      'an 11-character password',
      { password: 'x'.repeat(11) },
      fieldRefusal('password', 'must be at least 12 characters'),
    ],
    [
      'a 129-character password',
      { password: 'x'.repeat(129) },
      fieldRefusal('password', 'must be at most 128 characters'),
    ],
    ['no password', { password: undefined }, fieldRefusal('password', 'is required')],
    ['no email', { email: undefined }, fieldRefusal('email', 'is required')],
    ['an extra field', { userId: 'someone' }, fieldRefusal('userId', 'is not an accepted field')],
  ])(
    'forget-password-change-password refuses %s with a 400 naming the field',
    async (_label, over, refusal) => {
      const learner = await createLearner(t.app);
      const payload = { email: learner.email, code: '123456', password: NEW_PASSWORD, ...over };
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/user/forget-password-change-password',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response)).toEqual(refusal);
      expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
    },
  );

  it.each(malformedJsonBodies)(
    'both reset endpoints refuse %s as the body with a 400',
    async (_label, raw, refusal) => {
      for (const url of ['/api/user/forgot-password', '/api/user/forget-password-change-password']) {
        const response = await sendRawJson(t.app, { method: 'POST', url, raw });
        expect(response.statusCode).toBe(400);
        expect(refusalOf(response)).toEqual(refusal);
      }
    },
  );
});
