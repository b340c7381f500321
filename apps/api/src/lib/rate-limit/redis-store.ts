import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter.js';

// Decrements only a key that still has its expiry: a DECR after the window ended would create a
// key without one.
const REFUND = `if redis.call('pttl', KEYS[1]) > 0 then redis.call('decr', KEYS[1]) end return 0`;

/** Fixed-window counters in Redis, shared by every API instance. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'coursewise:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async hit(key: string, windowMs: number) {
    const full = this.prefix + key;
    const result = await this.redis.multi().incr(full).pexpire(full, windowMs, 'NX').pttl(full).exec();
    if (!result) throw new Error('Redis transaction was aborted');
    const count = Number(result[0]?.[1]);
    const ttl = Number(result[2]?.[1]);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND, 1, this.prefix + key);
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
