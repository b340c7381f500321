import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter.js';

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

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
