import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { services, whenAvailable } from '../../../test/skips.js';
import { RedisRevocationChannel, type TokenVersion } from './revocation-channel.js';

const redisUrl = process.env.TEST_REDIS_URL as string;
const silent = { warn() {} };

async function until(condition: () => boolean, ms = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe('token revocations over Redis pub/sub', whenAvailable(services.redis), () => {
  // A channel of this run's own, so that other runs on the same Redis are not disturbed.
  const name = `coursewise-test:${randomBytes(4).toString('hex')}:token-versions`;
  const heard: [string, TokenVersion][] = [];
  let losses = 0;
  const listener = new RedisRevocationChannel(redisUrl, silent, name);
  listener.listen({ revoked: (userId, version) => heard.push([userId, version]), lost: () => losses++ });
  const sender = new RedisRevocationChannel(redisUrl, silent, name);
  const admin = new Redis(redisUrl);
  afterAll(async () => {
    await Promise.all([listener.close(), sender.close(), admin.quit()]);
  });

  it('delivers versions and deleted accounts to every listening instance', async () => {
    await until(() => listener.isListening && sender.isListening);
    await sender.publish('ada', 3);
    await sender.publish('bob', null);
    await until(() => heard.length === 2);
    expect(heard).toEqual([
      ['ada', 3],
      ['bob', null],
    ]);
  });

  it('stops trusting its cache while disconnected, and clears it when it listens again', async () => {
    await until(() => listener.isListening);
    const before = losses;
    const clients = String(await admin.client('LIST'))
      .split('\n')
      .filter((line) => line.includes(`name=${name}:subscriber`));
    expect(clients).toHaveLength(2);
    // Kill both subscribers of this test's channel: the listener's connection drops like in an outage.
    for (const line of clients) await admin.client('KILL', 'ID', /id=(\d+)/.exec(line)?.[1] ?? '');
    // ioredis waits at least 50 ms before reconnecting, so the gap is seen.
    await until(() => !listener.isListening, 1000);
    await until(() => listener.isListening);
    expect(losses).toBe(before + 1);
    heard.length = 0;
    await sender.publish('carol', 1);
    await until(() => heard.length === 1);
    expect(heard).toEqual([['carol', 1]]);
  });
});
