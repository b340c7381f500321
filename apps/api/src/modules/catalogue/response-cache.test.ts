import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { services, whenAvailable } from '../../../test/skips.js';
import {
  type Broadcast,
  type BroadcastHandlers,
  RedisBroadcast,
} from '../../lib/broadcast/redis-broadcast.js';
import { ResponseCache } from './response-cache.js';

async function until(condition: () => boolean, ms = 3000): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return Date.now() - started;
}

/** A broadcast the test drives by hand: what was published, and messages or outages delivered at will. */
class HandBroadcast implements Broadcast {
  isListening = true;
  handlers: BroadcastHandlers | null = null;
  readonly published: string[] = [];
  listen(handlers: BroadcastHandlers): void {
    this.handlers = handlers;
  }
  async publish(text: string): Promise<boolean> {
    this.published.push(text);
    return true;
  }
  async close(): Promise<void> {}
}

describe('the public response cache', () => {
  it('serves what was stored until invalidated or expired', () => {
    let now = 1_000;
    const cache = new ResponseCache({ ttlMs: 30, now: () => now });
    cache.set('a', 'one');
    expect(cache.get('a')).toBe('one');
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'two');
    now += 29;
    expect(cache.get('a')).toBe('two');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store an answer read before an invalidation that overtook it', () => {
    const cache = new ResponseCache();
    const since = cache.generation;
    cache.invalidate(); // a write committed while the answer was being read
    cache.set('a', 'stale', since);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.generation);
    expect(cache.get('a')).toBe('fresh');
  });

  it('tells the other instances on invalidate, and clears on their messages but not its own', () => {
    const broadcast = new HandBroadcast();
    const cache = new ResponseCache({ broadcast });
    cache.set('a', 'one');
    cache.invalidate();
    expect(broadcast.published).toHaveLength(1);
    const [own] = broadcast.published;
    cache.set('a', 'two');
    broadcast.handlers?.message(own ?? '');
    expect(cache.get('a')).toBe('two');
    broadcast.handlers?.message('another-instance');
    expect(cache.get('a')).toBeUndefined();
  });

  it('serves nothing while the broadcast is not listening, and starts empty when it listens again', () => {
    const broadcast = new HandBroadcast();
    const cache = new ResponseCache({ broadcast });
    cache.set('a', 'one');
    broadcast.isListening = false;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'two');
    broadcast.isListening = true;
    broadcast.handlers?.lost();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });
});

describe('public cache invalidations over Redis pub/sub', whenAvailable(services.redis), () => {
  const redisUrl = process.env.TEST_REDIS_URL as string;
  // A channel of this run's own, so that other runs on the same Redis neither disturb nor are disturbed.
  const channel = `coursewise-test:${randomBytes(4).toString('hex')}:public-cache`;
  const silent = { warn() {} };
  const here = new ResponseCache({ broadcast: new RedisBroadcast(redisUrl, silent, channel) });
  const there = new ResponseCache({ broadcast: new RedisBroadcast(redisUrl, silent, channel) });
  const admin = new Redis(redisUrl);
  afterAll(async () => {
    await Promise.all([here.close(), there.close(), admin.quit()]);
  });

  it('clears the other instance within a second of an invalidate, and keeps its own fresh entries', async () => {
    await until(() => here.isListening && there.isListening);
    there.set('list', 'old');
    here.invalidate();
    here.set('list', 'new');
    expect(await until(() => there.get('list') === undefined, 1000)).toBeLessThan(1000);
    // This instance's own message came back too, and left its entry alone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(here.get('list')).toBe('new');
  });

  it('serves nothing while its Redis connection is down, and starts empty once subscribed again', async () => {
    await until(() => here.isListening && there.isListening);
    there.set('list', 'before the outage');
    const clients = String(await admin.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(`name=${channel}:subscriber`));
    expect(clients).toHaveLength(2);
    for (const line of clients) await admin.client('KILL', 'ID', /id=(\d+)/.exec(line)?.[1] ?? '');
    await until(() => !there.isListening, 1000);
    expect(there.get('list')).toBeUndefined();
    await until(() => there.isListening);
    expect(there.get('list')).toBeUndefined();
    there.set('list', 'after');
    expect(there.get('list')).toBe('after');
  });
});
