import { expect, it } from 'vitest';
import {
  expireCodes,
  latestCode,
  mailTo,
  STRONG_PASSWORD,
  signin,
  signUpThroughApi,
  uniqueEmail,
} from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  errorOf,
  fieldRefusal,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  useTestApp,
} from '../../../test/helper.js';
import { findAccountByEmail } from '../account/account-records.service.js';

const wrongCode = {
  message: 'This code is wrong or has expired. Check the latest email or ask for a new code.',
  errors: [{ path: 'code', message: 'is wrong or has expired' }],
};

describeEachDatabase('sign-up codes', (dialect) => {
  const t = useTestApp(dialect);

  /** Starts sign-up for a fresh email; answers the email and its account id. */
  async function started(): Promise<{ email: string; id: string }> {
    const email = uniqueEmail();
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const account = await findAccountByEmail(t.app.ctx.db, email);
    if (!account) throw new Error('sign-up stored no account');
    return { email, id: account.id };
  }
  const verify = (email: string, code: string) =>
    call(t.app, { method: 'POST', url: '/api/user/verify-signup', payload: { email, code } });
  const resend = (email: string) =>
    call(t.app, { method: 'POST', url: '/api/user/resend-code', payload: { email } });
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('mails a 6-digit code in the subject, the text and the HTML of one email', async () => {
    const { email } = await started();
    const [mail] = await mailTo(t.app, email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toContain(code);
    expect(mail?.html).toContain(code);
  });

  it('refuses a wrong code with a 400 and still accepts the right one after a few wrong tries', async () => {
    const { email } = await started();
    const code = await latestCode(t.app, email);
    for (let i = 0; i < 4; i++) {
      const wrong = await verify(email, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong)).toMatchObject({ code: 'INVALID_CODE' });
      expect(refusalOf(wrong)).toEqual(wrongCode);
    }
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('locks the code after 5 wrong tries, even against the right code, until a new code is sent', async () => {
    const { email } = await started();
    const code = await latestCode(t.app, email);
    for (let i = 0; i < 5; i++) expect((await verify(email, wrongCodeFor(code))).statusCode).toBe(400);

    const locked = await verify(email, code);
    expect(locked.statusCode).toBe(400);
    expect(errorOf(locked).code).toBe('CODE_LOCKED');
    expect(refusalOf(locked)).toEqual({
      message: 'Too many wrong codes. Ask for a new code and try again.',
      errors: [{ path: 'code', message: 'has had too many wrong tries' }],
    });

    expect((await resend(email)).statusCode).toBe(200);
    const fresh = await latestCode(t.app, email);
    expect((await verify(email, fresh)).statusCode).toBe(200);
  });

  it('refuses an expired code and leaves the account unverified', async () => {
    const { email, id } = await started();
    const code = await latestCode(t.app, email);
    await expireCodes(t.app, id);
    const response = await verify(email, code);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_CODE');
    expect(refusalOf(response)).toEqual(wrongCode);
    expect((await signin(t.app, email, STRONG_PASSWORD)).statusCode).toBe(403);
  });

  it('does not accept a used code a second time', async () => {
    const user = await signUpThroughApi(t.app);
    const code = await latestCode(t.app, user.email);
    const again = await verify(user.email, code);
    expect(again.statusCode).toBe(400);
    expect(refusalOf(again)).toEqual(wrongCode);
  });

  it('replaces the old code when a new one is sent: the old one is refused, the new one works', async () => {
    const { email } = await started();
    const old = await latestCode(t.app, email);
    let fresh = old;
    // Two random codes are equal one time in a million; ask again until they differ.
    while (fresh === old) {
      expect((await resend(email)).statusCode).toBe(200);
      fresh = await latestCode(t.app, email);
    }
    expect((await verify(email, old)).statusCode).toBe(400);
    expect((await verify(email, fresh)).statusCode).toBe(200);
  });

  it("does not accept one account's code for another account", async () => {
    const a = await started();
    const b = await started();
    const codeOfA = await latestCode(t.app, a.email);
    expect((await verify(b.email, codeOfA)).statusCode).toBe(400);
    expect((await verify(a.email, codeOfA)).statusCode).toBe(200);
  });

  it('answers an unknown email with the same 400 as a wrong code', async () => {
    const { email } = await started();
    const code = await latestCode(t.app, email);
    const unknown = await verify(uniqueEmail('nobody'), code);
    const wrong = await verify(email, wrongCodeFor(code));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('resend answers the same for unknown, waiting and verified emails, mailing only the waiting one', async () => {
    const waiting = await started();
    const verified = await signUpThroughApi(t.app);
    const unknownEmail = uniqueEmail('nobody');
    const answers = await Promise.all([resend(waiting.email), resend(verified.email), resend(unknownEmail)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0]?.json());
    }
    expect(await mailTo(t.app, waiting.email)).toHaveLength(2);
    expect(await mailTo(t.app, verified.email)).toHaveLength(1);
    expect(await mailTo(t.app, unknownEmail)).toHaveLength(0);
  });

  it('verifies with the email in another case and with surrounding spaces', async () => {
    const { email } = await started();
    const code = await latestCode(t.app, email);
    expect((await verify(` ${email.toUpperCase()} `, code)).statusCode).toBe(200);
  });

  const badFormat = fieldRefusal('code', 'has an invalid format');
  const badEmail = fieldRefusal('email', 'must be a valid email address');
  it.each([
    ['a 5-digit code', { email: 'a@example.com', code: '12345' }, badFormat],
    ['a 7-digit code', { email: 'a@example.com', code: '1234567' }, badFormat],
    ['a code with letters', { email: 'a@example.com', code: '12a456' }, badFormat],
    ['a numeric code', { email: 'a@example.com', code: 123456 }, fieldRefusal('code', 'must be a string')],
    ['no code', { email: 'a@example.com' }, fieldRefusal('code', 'is required')],
    ['no email', { code: '123456' }, fieldRefusal('email', 'is required')],
    ['a malformed email', { email: 'not-an-email', code: '123456' }, badEmail],
    [
      'an extra field',
      { email: 'a@example.com', code: '123456', admin: true },
      fieldRefusal('admin', 'is not an accepted field'),
    ],
    ['a huge code', { email: 'a@example.com', code: '1'.repeat(100_000) }, badFormat],
  ])('verify-signup refuses %s with a 400 naming the field', async (_label, payload, refusal) => {
    const response = await call(t.app, { method: 'POST', url: '/api/user/verify-signup', payload });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
  });

  it.each([
    ['no email', {}, fieldRefusal('email', 'is required')],
    ['a malformed email', { email: 'nope' }, badEmail],
    [
      'an extra field',
      { email: 'a@example.com', code: '123456' },
      fieldRefusal('code', 'is not an accepted field'),
    ],
  ])('resend-code refuses %s with a 400 naming the field', async (_label, payload, refusal) => {
    const response = await call(t.app, { method: 'POST', url: '/api/user/resend-code', payload });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
  });

  it.each(malformedJsonBodies)(
    'verify-signup and resend-code refuse %s with a 400',
    async (_label, raw, refusal) => {
      for (const url of ['/api/user/verify-signup', '/api/user/resend-code']) {
        const response = await sendRawJson(t.app, { method: 'POST', url, raw });
        expect(response.statusCode).toBe(400);
        expect(refusalOf(response)).toEqual(refusal);
      }
    },
  );
});
