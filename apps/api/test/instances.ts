import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { openFreshDatabase } from './fresh-database.js';
import { services } from './skips.js';

/** What several instances need: PostgreSQL and Redis (the suite is skipped, with the reason, without them). */
export const sharedServices = {
  isAvailable: services.postgres.isAvailable && services.redis.isAvailable,
  reason: `${services.postgres.reason} and ${services.redis.reason}`,
};

export interface Instances {
  apps: FastifyInstance[];
  /** The one database every instance uses (a fresh PostgreSQL schema). */
  database: DatabaseHandle;
  /** Each instance's own DATA_DIR, as on separate machines. */
  dataDirs: string[];
  close(): Promise<void>;
}

/**
 * `count` API instances as behind a load balancer: one PostgreSQL schema, one Redis, one JWT secret,
 * each with a DATA_DIR of its own. Resolves once every instance hears the others through Redis.
 */
export async function startInstances(count: number, env: Record<string, string> = {}): Promise<Instances> {
  const dataDirs = Array.from({ length: count }, () =>
    mkdtempSync(path.join(tmpdir(), 'coursewise-instance-')),
  );
  const { database, dropDatabase } = await openFreshDatabase('postgres', dataDirs[0] as string, () => {});
  const shared = {
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    REDIS_URL: process.env.TEST_REDIS_URL as string,
    // The instances share their jobs, and no other run's.
    JOB_QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    ...env,
  };
  const apps: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.destroy();
    await dropDatabase();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(database.db);
    for (const dataDir of dataDirs) {
      apps.push(await buildApp(loadConfig({ ...shared, DATA_DIR: dataDir }), { database, migrate: false }));
    }
    await Promise.all(apps.map((app) => app.ready()));
    // Until subscribed an instance trusts no cache: wait, or nothing would be cached to invalidate.
    while (!apps.every((app) => app.ctx.tokenVersions.isListening && app.ctx.catalogueCache.isListening)) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, database, dataDirs, close };
}

/** Polls `check` until it holds, for at most `ms`; answers how long it took, or throws. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
