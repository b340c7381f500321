import type { RateLimitStore } from './rate-limiter.js';

/** Counters in this process: right for one instance; set REDIS_URL to share them between many. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetMs: entry.resetAt - now };
  }

  async refund(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private live(key: string): { count: number; resetAt: number } | undefined {
    const entry = this.windows.get(key);
    return entry && entry.resetAt > Date.now() ? entry : undefined;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}
