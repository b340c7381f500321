import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLearner, latestCode, mailTo, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { describeEachDatabase, errorOf, refusalOf, type SuiteApp, useTestApp } from '../../../test/helper.js';
import { services, whenAvailable } from '../../../test/skips.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';

/** An address unlikely to have been used before, even by earlier runs against the same Redis. */
const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function expectLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(errorOf(response).code).toBe('RATE_LIMITED');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/** Sign-in limits count only failures, per address, per account and address, and per account. */
function signinLimitTests(t: SuiteApp): void {
  const signin = (email: string, password: string, remoteAddress: string, code?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      payload: { email, password, ...(code ? { code } : {}) },
      remoteAddress,
    });
  const statuses = async (responses: Promise<LightMyRequestResponse>[]) =>
    (await Promise.all(responses)).map((response) => response.statusCode);
  /** Wrong passwords from as many addresses as the account's limit allows (each address new). */
  async function guessFromEverywhere(email: string): Promise<void> {
    const guesses = range(rules.signinAccount.limit).map((i) => signin(email, `guess-${i}`, randomIp()));
    expect(new Set(await statuses(guesses))).toEqual(new Set([401]));
  }

  it("lets the owner in from their own address while another address's guesses are held back", async () => {
    const owner = await createLearner(t.app);
    const attacker = randomIp();
    const guesses = range(rules.signinAccountIp.limit).map((i) =>
      signin(owner.email, `wrong-guess-${i}`, attacker),
    );
    expect(new Set(await statuses(guesses))).toEqual(new Set([401]));

    expectLimited(await signin(owner.email, `wrong-guess-again`, attacker));
    expectLimited(await signin(owner.email, owner.password, attacker));
    expect((await signin(owner.email, owner.password, randomIp())).statusCode).toBe(200);
    // The attacker's address is held back for this account only.
    const other = await createLearner(t.app);
    expect((await signin(other.email, other.password, attacker)).statusCode).toBe(200);
  });

  it('lets no more guesses through than the limit when they are sent at once', async () => {
    const owner = await createLearner(t.app);
    const attacker = randomIp();
    const answers = await statuses(
      range(rules.signinAccountIp.limit + 5).map((i) => signin(owner.email, `wrong-${i}`, attacker)),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(rules.signinAccountIp.limit);
    expect(answers.filter((status) => status === 429)).toHaveLength(5);
  });

  it('never counts successful or unverified sign-ins against the learner', async () => {
    const learner = await createLearner(t.app);
    const unverified = await createLearner(t.app, { verified: false });
    const address = randomIp();
    for (const _ of range(rules.signinAccountIp.limit + 2))
      expect((await signin(learner.email, learner.password, address)).statusCode).toBe(200);
    for (const _ of range(rules.signinAccountIp.limit + 2))
      expect((await signin(unverified.email, unverified.password, address)).statusCode).toBe(403);
    expect((await signin(learner.email, learner.password, address)).statusCode).toBe(200);
  });

  it("clears an address's failures for the account when the right password comes from it", async () => {
    const learner = await createLearner(t.app);
    const address = randomIp();
    for (const _round of range(2)) {
      const wrong = range(rules.signinAccountIp.limit - 1).map(() => signin(learner.email, 'typo', address));
      expect(new Set(await statuses(wrong))).toEqual(new Set([401]));
      expect((await signin(learner.email, learner.password, address)).statusCode).toBe(200);
    }
  });

  it('holds an account back from new addresses after many guesses from many, not from a known one', async () => {
    const owner = await createLearner(t.app);
    const home = randomIp();
    expect((await signin(owner.email, owner.password, home)).statusCode).toBe(200);
    await guessFromEverywhere(owner.email);

    // A right and a wrong password from a new address answer alike: guessing on tells nothing.
    const held = await signin(owner.email, owner.password, randomIp());
    const guessed = await signin(owner.email, 'one-more-guess', randomIp());
    expect(held.statusCode).toBe(403);
    expect(errorOf(held).code).toBe('SIGNIN_CODE_REQUIRED');
    expect(refusalOf(guessed)).toEqual(refusalOf(held));
    expect(guessed.statusCode).toBe(403);
    expect((await signin(owner.email, owner.password, home)).statusCode).toBe(200);
  });

  it('lets the owner in from a new address during the lock-out with the code mailed to them (issue 19)', async () => {
    const owner = await createLearner(t.app);
    await guessFromEverywhere(owner.email);
    const hotel = randomIp();
    const before = (await mailTo(t.app, owner.email)).length;
    expect(errorOf(await signin(owner.email, 'a-wrong-guess', hotel)).code).toBe('SIGNIN_CODE_REQUIRED');
    // A wrong password mails nothing, so nobody can flood the owner's mailbox.
    expect(await mailTo(t.app, owner.email)).toHaveLength(before);
    expect(errorOf(await signin(owner.email, owner.password, hotel)).code).toBe('SIGNIN_CODE_REQUIRED');
    const [mail] = await mailTo(t.app, owner.email);
    expect(mail?.subject).toContain('sign-in code');
    expect(mail?.text).toContain(hotel);
    const code = await latestCode(t.app, owner.email);

    // A wrong password with the right code, and the right password with a wrong code, answer alike.
    const wrongPassword = await signin(owner.email, 'a-wrong-guess', hotel, code);
    const wrongCode = await signin(
      owner.email,
      owner.password,
      hotel,
      code === '000000' ? '111111' : '000000',
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(refusalOf(wrongPassword)).toEqual(refusalOf(wrongCode));
    const entered = await signin(owner.email, owner.password, hotel, code);
    expect(entered.statusCode).toBe(200);
    // The address is known from now on; the code was used up.
    expect((await signin(owner.email, owner.password, hotel)).statusCode).toBe(200);
    expect((await signin(owner.email, owner.password, randomIp(), code)).statusCode).toBe(400);
  });

  it('still holds an address back after failures against many accounts', async () => {
    const attacker = randomIp();
    const guesses = range(rules.signinIp.limit).map(() =>
      signin(uniqueEmail('stuffed'), STRONG_PASSWORD, attacker),
    );
    expect(new Set(await statuses(guesses))).toEqual(new Set([401]));
    const learner = await createLearner(t.app);
    expectLimited(await signin(learner.email, learner.password, attacker));
    expect((await signin(learner.email, learner.password, randomIp())).statusCode).toBe(200);
  });
}

describeEachDatabase('sign-in limits', (dialect) => {
  signinLimitTests(useTestApp(dialect));
});

// The same rules with the counters in Redis (what several instances share).
describe('sign-in limits [redis]', whenAvailable(services.redis), () => {
  signinLimitTests(useTestApp('sqlite', { REDIS_URL: process.env.TEST_REDIS_URL ?? '' }));
});
