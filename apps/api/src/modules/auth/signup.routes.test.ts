import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import {
  latestCode,
  mailTo,
  STRONG_PASSWORD,
  signin,
  signUpThroughApi,
  uniqueEmail,
  userRow,
} from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  fieldRefusal,
  hugeString,
  json,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import { passwordHashChannel } from '../../lib/passwords.js';
import { findAccountByEmail } from '../account/account-records.service.js';

const tooCommon = {
  message: 'This password is too common. Choose one that is harder to guess.',
  errors: [{ path: 'password', message: 'is too common' }],
};

describeEachDatabase('sign-up', (dialect) => {
  const t = useTestApp(dialect);

  const signup = (body: unknown) =>
    call(t.app, { method: 'POST', url: '/api/user/signup', payload: body as object });

  it('creates an unverified account, mails a 6-digit code and verifies it into a session', async () => {
    const email = uniqueEmail();
    const started = await signup({ email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(started.statusCode).toBe(201);
    expect(json(started)).toMatchObject({ data: { email: email.toUpperCase(), verificationRequired: true } });

    const code = await latestCode(t.app, email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/user/verify-signup',
      payload: { email, code },
    });
    expect(verified.statusCode).toBe(200);
    const session = json<{ data: { token: string; user: Record<string, unknown> } }>(verified).data;
    expect(session.user).toMatchObject({
      email: email.toUpperCase(),
      emailVerified: true,
      profileComplete: false,
      role: 'learner',
    });
    expect(session.user).not.toHaveProperty('passwordHash');

    const profile = await call(t.app, { method: 'GET', url: '/api/user/profile', token: session.token });
    expect(profile.statusCode).toBe(200);

    const reused = await call(t.app, {
      method: 'POST',
      url: '/api/user/verify-signup',
      payload: { email, code },
    });
    expect(reused.statusCode).toBe(400);
  });

  const tooShort = fieldRefusal('password', 'must be at least 12 characters');
  const tooLong = fieldRefusal('password', 'must be at most 128 characters');
  it.each([
    [
      {},
      'email',
      {
        message: 'email: is required',
        errors: [
          { path: 'email', message: 'is required' },
          { path: 'password', message: 'is required' },
        ],
      },
    ],
    [
      { email: 'not-an-email', password: STRONG_PASSWORD },
      'email',
      fieldRefusal('email', 'must be a valid email address'),
    ],
    [{ email: uniqueEmail(), password: 'short' }, 'password', tooShort],
    [{ email: uniqueEmail(), password: 'x'.repeat(129) }, 'password', tooLong],
    [{ email: 42, password: STRONG_PASSWORD }, 'email', fieldRefusal('email', 'must be a string')],
    [
      { email: `${'a'.repeat(300)}@example.com`, password: STRONG_PASSWORD },
      'email',
      fieldRefusal('email', 'must be at most 254 characters'),
    ],
    [
      { email: uniqueEmail(), password: STRONG_PASSWORD, role: 'admin' },
      'role',
      fieldRefusal('role', 'is not an accepted field'),
    ],
    [
      [{ email: uniqueEmail(), password: STRONG_PASSWORD }],
      'body',
      fieldRefusal('body', 'must be an object'),
    ],
    [{ email: uniqueEmail(), password: 'password123456' }, 'password', tooCommon],
    [{ email: uniqueEmail(), password: 'qwerty123456' }, 'password', tooCommon],
    [{ email: uniqueEmail(), password: 'Password123456!' }, 'password', tooCommon],
    [{ email: uniqueEmail(), password: 'aaaaaaaaaaaaaaaa' }, 'password', tooCommon],
    [{ email: uniqueEmail(), password: 'x'.repeat(11) }, 'password', tooShort],
    [
      { email: uniqueEmail(), password: 123456789012 },
      'password',
      fieldRefusal('password', 'must be a string'),
    ],
    [{ email: uniqueEmail() }, 'password', fieldRefusal('password', 'is required')],
    [{ password: STRONG_PASSWORD }, 'email', fieldRefusal('email', 'is required')],
    [{ email: uniqueEmail(), password: 'p'.repeat(500_000) }, 'password', tooLong],
  ])('refuses %j with a 400 naming %s', async (body, _path, refusal) => {
    const response = await signup(body);
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
  });

  it('refuses a password built on the email address', async () => {
    const name = `wilhelmina${randomBytes(4).toString('hex').replace(/[0-9]/g, 'q')}`;
    const response = await signup({ email: `${name}@example.com`, password: `${name}2024!` });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(tooCommon);
  });

  it('accepts passwords of exactly 12 and 128 characters', async () => {
    for (const password of ['kettle-prism', `${'kettle-prism-'.repeat(9)}orchard-vale`.slice(0, 128)]) {
      const email = uniqueEmail();
      const response = await signup({ email, password });
      expect(response.statusCode).toBe(201);
      const code = await latestCode(t.app, email);
      await call(t.app, { method: 'POST', url: '/api/user/verify-signup', payload: { email, code } });
      expect((await signin(t.app, email, password)).statusCode).toBe(200);
    }
  });

  it('stores the password only as an argon2id hash', async () => {
    const user = await signUpThroughApi(t.app);
    const row = await userRow(t.app, user.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(user.password);
  });

  it('answers an email with an account exactly as a new one, mails its owner and changes nothing', async () => {
    const user = await signUpThroughApi(t.app);
    const before = await mailTo(t.app, user.email);
    const fresh = uniqueEmail();
    const taken = await signup({ email: ` ${user.email.toUpperCase()}`, password: 'another-strong-phrase' });
    const created = await signup({ email: fresh, password: 'another-strong-phrase' });

    expect(taken.statusCode).toBe(201);
    expect(taken.statusCode).toBe(created.statusCode);
    const answerFor = (response: LightMyRequestResponse, email: string) =>
      JSON.stringify(json(response)).replaceAll(JSON.stringify(email), '"<email>"');
    expect(answerFor(taken, user.email.toUpperCase())).toBe(answerFor(created, fresh));
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(created.headers).sort());

    const mails = await mailTo(t.app, user.email);
    expect(mails).toHaveLength(before.length + 1);
    const notice = mails[0]; // newest first
    expect(notice?.subject).toBe('Someone tried to sign up to Coursewise with your email');
    expect(notice?.text).toContain('If it was you, simply sign in.');
    expect(notice?.text).toContain('Forgot password?');
    expect(notice?.text).not.toMatch(/\d{6}/);

    const rows = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('emailNormalized', '=', user.email.toLowerCase())
      .execute();
    expect(rows).toEqual([{ id: user.id }]);
    expect((await signin(t.app, user.email, user.password)).statusCode).toBe(200);
    expect((await signin(t.app, user.email, 'another-strong-phrase')).statusCode).toBe(401);
  });

  it('spends a password hash on an email with an account as on a new one (no enumeration by time)', async () => {
    const user = await signUpThroughApi(t.app);
    // Counted, not timed: each argon2 hash is announced on a diagnostics channel.
    let hashes = 0;
    const count = () => {
      hashes += 1;
    };
    const hashesFor = async (email: string) => {
      passwordHashChannel.subscribe(count);
      try {
        hashes = 0;
        expect((await signup({ email, password: 'another-strong-phrase' })).statusCode).toBe(201);
        return hashes;
      } finally {
        passwordHashChannel.unsubscribe(count);
      }
    };
    // Before, a taken email answered without hashing (2 ms against 17 for a new one).
    expect(await hashesFor(user.email)).toBe(1);
    expect(await hashesFor(uniqueEmail())).toBe(1);
  });

  const verifySignup = (email: string, code: string) =>
    call(t.app, { method: 'POST', url: '/api/user/verify-signup', payload: { email, code } });

  it('never lets a second sign-up of a pending address set the password the owner verifies (issue 19)', async () => {
    const email = uniqueEmail();
    expect((await signup({ email, password: 'owner-chosen-phrase' })).statusCode).toBe(201);
    const account = await findAccountByEmail(t.app.ctx.db, email);
    const ownerCode = await latestCode(t.app, email);
    // Someone else signs up with the owner's address before the owner enters the code.
    const intruder = await signup({ email, password: 'intruder-chosen-phrase' });
    expect(intruder.statusCode).toBe(201);
    const newcomer = uniqueEmail();
    const fresh = await signup({ email: newcomer, password: STRONG_PASSWORD });
    expect(JSON.stringify(json(intruder)).replace(email, '*')).toBe(
      JSON.stringify(json(fresh)).replace(newcomer, '*'),
    );
    expect((await findAccountByEmail(t.app.ctx.db, email))?.passwordHash).toBe(account?.passwordHash);
    // The owner's mailbox has both codes, each saying when its sign-up began; the owner enters theirs.
    const mails = await mailTo(t.app, email);
    expect(mails).toHaveLength(2);
    for (const mail of mails)
      expect(mail.text).toMatch(/sign-up started on \d{4}-\d\d-\d\d at \d\d:\d\d UTC/);
    expect((await verifySignup(email, ownerCode)).statusCode).toBe(200);
    expect((await findAccountByEmail(t.app.ctx.db, email))?.id).toBe(account?.id);
    expect((await signin(t.app, email, 'intruder-chosen-phrase')).statusCode).toBe(401);
    expect((await signin(t.app, email, 'owner-chosen-phrase')).statusCode).toBe(200);
  });

  it('keeps the password of the sign-up whose code is entered, when the owner signs up twice', async () => {
    const email = uniqueEmail();
    await signup({ email, password: 'typo-chosen-phrase' });
    await signup({ email, password: 'meant-chosen-phrase' });
    const latest = await latestCode(t.app, email);
    expect((await verifySignup(email, latest)).statusCode).toBe(200);
    expect((await signin(t.app, email, 'typo-chosen-phrase')).statusCode).toBe(401);
    expect((await signin(t.app, email, 'meant-chosen-phrase')).statusCode).toBe(200);
  });

  it('resends a fresh code for each recent sign-up of a pending address, each bound to its own password', async () => {
    const email = uniqueEmail();
    await signup({ email, password: 'owner-chosen-phrase' });
    const account = await findAccountByEmail(t.app.ctx.db, email);
    // The owner's sign-up began a while ago (its mail names that time); the intruder's comes now.
    const ownerStartedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.app.ctx.db
      .updateTable('signupCodes')
      .set({ createdAt: ownerStartedAt })
      .where('userId', '=', account?.id ?? '')
      .execute();
    await signup({ email, password: 'intruder-chosen-phrase' });
    const before = (await mailTo(t.app, email)).length;
    const resent = await call(t.app, { method: 'POST', url: '/api/user/resend-code', payload: { email } });
    expect(resent.statusCode).toBe(200);
    const all = await mailTo(t.app, email);
    const fresh = all.slice(0, all.length - before);
    expect(fresh).toHaveLength(2);
    const ownerStart = ownerStartedAt.slice(11, 16);
    const ownerMail = fresh.find((mail) => mail.text.includes(`at ${ownerStart} UTC`));
    const ownerCode = ownerMail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect((await verifySignup(email, ownerCode)).statusCode).toBe(200);
    expect((await signin(t.app, email, 'owner-chosen-phrase')).statusCode).toBe(200);
    expect((await signin(t.app, email, 'intruder-chosen-phrase')).statusCode).toBe(401);
  });

  it.each(malformedJsonBodies)(
    'refuses %s as the body with a 400 and a message',
    async (_label, raw, refusal) => {
      const response = await sendRawJson(t.app, { method: 'POST', url: '/api/user/signup', raw });
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response)).toEqual(refusal);
    },
  );

  it('refuses a body over 1 MB with a 413 and stores nothing', async () => {
    const email = uniqueEmail();
    const response = await signup({ email, password: hugeString() });
    expect(response.statusCode).toBe(413);
    expect(refusalOf(response)).toEqual(tooLarge);
    expect(await findAccountByEmail(t.app.ctx.db, email)).toBeUndefined();
  });

  it('creates no account for a refused sign-up', async () => {
    const email = uniqueEmail();
    expect((await signup({ email, password: 'qwerty123456' })).statusCode).toBe(400);
    expect(await findAccountByEmail(t.app.ctx.db, email)).toBeUndefined();
    expect(await mailTo(t.app, email)).toHaveLength(0);
  });

  it('answers a double-submitted sign-up with 201 each time and keeps one account', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([1, 2, 3].map(() => signup({ email, password: STRONG_PASSWORD })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const rows = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('emailNormalized', '=', email.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
    expect((await signin(t.app, email, STRONG_PASSWORD)).statusCode).toBe(403);
  });
});
