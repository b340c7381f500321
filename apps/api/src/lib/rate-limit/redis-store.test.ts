import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { services, whenAvailable } from '../../../test/skips.js';
import { RateLimiter, rules } from './rate-limiter.js';
import { RedisRateLimitStore } from './redis-store.js';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs where a Redis is given (CI sets TEST_REDIS_URL); the in-memory store is covered everywhere.
describe('rate limits in Redis', whenAvailable(services.redis), () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('counts hits in a window and answers 429 past the limit', async () => {
    const store = new RedisRateLimitStore(
      redisUrl as string,
      `coursewise-test:${randomBytes(4).toString('hex')}:`,
    );
    const limiter = new RateLimiter(store);
    const rule = { name: 'unit', limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await limiter.consume(rule, 'subject');
    await expect(limiter.consume(rule, 'subject')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
    await limiter.consume(rule, 'another-subject');
    const { resetMs } = await store.hit('rl:unit:subject', 60_000);
    expect(resetMs).toBeGreaterThan(55_000);
    expect(resetMs).toBeLessThanOrEqual(60_000);
    await limiter.close();
  });

  it('takes back, reads and forgets hits; a refund after the window creates no key', async () => {
    const store = new RedisRateLimitStore(
      redisUrl as string,
      `coursewise-test:${randomBytes(4).toString('hex')}:`,
    );
    await store.hit('k', 60_000);
    await store.hit('k', 60_000);
    await store.refund('k');
    expect(await store.count('k')).toBe(1);
    await store.reset('k');
    expect(await store.count('k')).toBe(0);
    await store.refund('k');
    expect(await store.count('k')).toBe(0);
    const { count, resetMs } = await store.hit('k', 60_000);
    expect(count).toBe(1);
    expect(resetMs).toBeGreaterThan(55_000);
    await store.close();
  });

  it('counts only failed attempts, handing back the others', async () => {
    const limiter = new RateLimiter(
      new RedisRateLimitStore(redisUrl as string, `coursewise-test:${randomBytes(4).toString('hex')}:`),
    );
    const rule = { name: 'unit', limit: 2, windowMs: 60_000 };
    const keys = [{ rule, subject: 's' }];
    const failure = new Error('wrong');
    const isFailure = (error: unknown) => error === failure;
    for (let i = 0; i < 5; i++) await limiter.limitFailures(keys, async () => 'ok', isFailure);
    await expect(
      limiter.limitFailures(keys, async () => Promise.reject(new Error('other')), isFailure),
    ).rejects.toThrow('other');
    for (let i = 0; i < 2; i++)
      await expect(limiter.limitFailures(keys, () => Promise.reject(failure), isFailure)).rejects.toBe(
        failure,
      );
    await expect(limiter.limitFailures(keys, async () => 'ok', isFailure)).rejects.toMatchObject({
      status: 429,
    });
    await limiter.close();
  });

  it('shares the per-account-and-address limit between two API instances', async () => {
    const env = { REDIS_URL: redisUrl as string };
    const first = await buildTestApp('sqlite', env);
    const second = await buildTestApp('sqlite', env);
    apps.push(first, second);
    const email = `shared.${randomBytes(6).toString('hex')}@example.com`;
    const address = `10.${[...randomBytes(3)].join('.')}`;
    const signin = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/signin',
        remoteAddress: address,
        payload: { email, password: STRONG_PASSWORD },
      });
    const statuses: number[] = [];
    for (let i = 0; i < rules.signinAccountIp.limit + 1; i++)
      statuses.push((await signin(i % 2 === 0 ? first : second)).statusCode);
    expect(statuses.slice(0, rules.signinAccountIp.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
