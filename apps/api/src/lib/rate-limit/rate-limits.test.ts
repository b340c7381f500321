import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { createLearner, mailTo, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, uniqueIp, useTestApp } from '../../../test/helper.js';

const FIFTEEN_MINUTES = 15 * 60;

function expectLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(errorOf(response).code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(FIFTEEN_MINUTES);
  // The message gives the same wait as the header, rounded up to whole minutes.
  const minutes = Math.ceil(retryAfter / 60);
  expect(errorOf(response).message).toBe(
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describeEachDatabase('rate limits', (dialect) => {
  const t = useTestApp(dialect);

  const post = (url: string, payload: object, remoteAddress = uniqueIp()) =>
    call(t.app, { method: 'POST', url: `/api/user/${url}`, payload, remoteAddress });

  it('signin: blocks an account from one address after 10 failures, not the owner elsewhere', async () => {
    const target = await createLearner(t.app);
    const other = await createLearner(t.app);
    const attacker = uniqueIp();
    // Alternating the case of the email still counts against the one account.
    const tries = await Promise.all(
      range(10).map((i) =>
        post(
          'signin',
          { email: i % 2 ? target.email.toUpperCase() : target.email, password: `wrong-guess-${i}` },
          attacker,
        ),
      ),
    );
    for (const response of tries) expect(response.statusCode).toBe(401);

    const blocked = await post('signin', { email: target.email, password: target.password }, attacker);
    expectLimited(blocked);
    expect(blocked.json()).not.toHaveProperty('data');

    const otherAccount = await post('signin', { email: other.email, password: other.password }, attacker);
    expect(otherAccount.statusCode).toBe(200);
    const owner = await post('signin', { email: target.email, password: target.password });
    expect(owner.statusCode).toBe(200);
  });

  it('signin: blocks an address after 30 tries, but not another address', async () => {
    const client = uniqueIp();
    const tries = await Promise.all(
      range(30).map(() => post('signin', { email: uniqueEmail('guess'), password: 'wrong-guess' }, client)),
    );
    for (const response of tries) expect(response.statusCode).toBe(401);

    const learner = await createLearner(t.app);
    expectLimited(await post('signin', { email: learner.email, password: learner.password }, client));
    expect((await post('signin', { email: learner.email, password: learner.password })).statusCode).toBe(200);
  });

  it('forgot-password: 5 per account, then no more mail; other accounts still served', async () => {
    const target = await createLearner(t.app);
    const other = await createLearner(t.app);
    for (const _ of range(5))
      expect((await post('forgot-password', { email: target.email })).statusCode).toBe(200);
    const client = uniqueIp();
    expectLimited(await post('forgot-password', { email: target.email }, client));
    expect(await mailTo(t.app, target.email)).toHaveLength(5);
    expect((await post('forgot-password', { email: other.email }, client)).statusCode).toBe(200);
    expect(await mailTo(t.app, other.email)).toHaveLength(1);
  });

  it('forgot-password: 20 per address, another address still served', async () => {
    const client = uniqueIp();
    for (const _ of range(20)) {
      expect((await post('forgot-password', { email: uniqueEmail('f') }, client)).statusCode).toBe(200);
    }
    const email = uniqueEmail('f');
    expectLimited(await post('forgot-password', { email }, client));
    expect((await post('forgot-password', { email })).statusCode).toBe(200);
  });

  it('verify-signup: 10 per account; another account is not blocked', async () => {
    const email = uniqueEmail();
    const other = uniqueEmail();
    for (const address of [email, other]) await post('signup', { email: address, password: STRONG_PASSWORD });
    for (const _ of range(10))
      expect((await post('verify-signup', { email, code: '000000' })).statusCode).toBe(400);
    const client = uniqueIp();
    expectLimited(await post('verify-signup', { email, code: '000000' }, client));
    expect((await post('verify-signup', { email: other, code: '000000' }, client)).statusCode).toBe(400);
  });

  it('verify-signup: 30 per address, another address is not blocked', async () => {
    const client = uniqueIp();
    for (const _ of range(30)) {
      const response = await post('verify-signup', { email: uniqueEmail('v'), code: '000000' }, client);
      expect(response.statusCode).toBe(400);
    }
    expectLimited(await post('verify-signup', { email: uniqueEmail('v'), code: '000000' }, client));
    expect((await post('verify-signup', { email: uniqueEmail('v'), code: '000000' })).statusCode).toBe(400);
  });

  it('resend-code: 5 per account', async () => {
    const email = uniqueEmail();
    await post('signup', { email, password: STRONG_PASSWORD });
    for (const _ of range(5)) expect((await post('resend-code', { email })).statusCode).toBe(200);
    expectLimited(await post('resend-code', { email }));
    expect(await mailTo(t.app, email)).toHaveLength(6);
  });

  it('signup: 5 per email, then refused even with a new password; other emails still served', async () => {
    const email = uniqueEmail();
    for (const _ of range(5))
      expect((await post('signup', { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
    const client = uniqueIp();
    expectLimited(await post('signup', { email, password: 'different-new-phrase' }, client));
    expect(await mailTo(t.app, email)).toHaveLength(5);
    expect(
      (await post('signup', { email: uniqueEmail(), password: STRONG_PASSWORD }, client)).statusCode,
    ).toBe(201);
  });

  it('signup: 20 per address, another address still served', async () => {
    const client = uniqueIp();
    const tries = await Promise.all(
      range(20).map(() => post('signup', { email: uniqueEmail('s'), password: STRONG_PASSWORD }, client)),
    );
    for (const response of tries) expect(response.statusCode).toBe(201);
    const email = uniqueEmail('s');
    expectLimited(await post('signup', { email, password: STRONG_PASSWORD }, client));
    expect(await mailTo(t.app, email)).toHaveLength(0);
    expect((await post('signup', { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
  });

  it('reset: 10 per account, even with the right code; other accounts still served', async () => {
    const target = await createLearner(t.app);
    const other = await createLearner(t.app);
    const reset = (email: string, code: string, address?: string) =>
      post('forget-password-change-password', { email, code, password: 'fresh-reset-phrase' }, address);
    for (const _ of range(10)) expect((await reset(target.email, '999999')).statusCode).toBe(400);
    const client = uniqueIp();
    expectLimited(await reset(target.email, '000000', client));
    expect((await reset(other.email, '000000', client)).statusCode).toBe(400);
  });

  it('reset: 30 per address, another address still served', async () => {
    const client = uniqueIp();
    const reset = (address?: string) =>
      post(
        'forget-password-change-password',
        { email: uniqueEmail('r'), code: '000000', password: 'fresh-reset-phrase' },
        address,
      );
    for (const _ of range(30)) expect((await reset(client)).statusCode).toBe(400);
    expectLimited(await reset(client));
    expect((await reset()).statusCode).toBe(400);
  });

  it('counts refused sign-ups against the limit too (no free guesses with bad input)', async () => {
    const email = uniqueEmail();
    for (const _ of range(5))
      expect((await post('signup', { email, password: 'qwerty123456' })).statusCode).toBe(400);
    expectLimited(await post('signup', { email, password: STRONG_PASSWORD }));
  });
});
