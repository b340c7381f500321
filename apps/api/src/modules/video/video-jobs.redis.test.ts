import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../../../test/fresh-database.js';
import { within } from '../../../test/instances.js';
import { services, whenAvailable } from '../../../test/skips.js';
import { assetOf, makeLongVideo, settledAsset } from '../../../test/video-factories.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { migrateToLatest } from '../../db/migrate.js';
import { startVideoProcessing } from './video.service.js';

const dir = mkdtempSync(path.join(tmpdir(), 'coursewise-videos-'));
let long: Buffer;
beforeAll(() => {
  long = makeLongVideo(dir, 24);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('video jobs on Redis (BullMQ)', whenAvailable(services.redis), () => {
  it('lets another instance finish the job an instance took when that one closes', async () => {
    // One database and one storage folder, as instances share them behind a load balancer.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-test-'));
    const { database, dropDatabase } = await openFreshDatabase('sqlite', dataDir, () => {});
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      JOB_QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    });
    const apps: FastifyInstance[] = [];
    const start = async () => {
      const app = await buildApp(config, { database, migrate: false });
      apps.push(app);
      await app.ready();
      return app;
    };
    try {
      await migrateToLatest(database.db);
      const first = await start();
      const key = 'videos/long.mp4';
      await first.ctx.privateStorage.put(key, long, 'video/mp4');
      await startVideoProcessing(first.ctx, key);
      // The first instance is the only worker: it has taken the job once progress shows.
      await within(60_000, async () => ((await assetOf(first, key))?.progress ?? 0) > 0);
      const second = await start();
      await first.close();
      expect((await assetOf(second, key))?.status).toBe('processing');
      const done = await settledAsset(second, key);
      expect(done).toMatchObject({ status: 'ready', progress: 100, attempts: 1 });
      expect(await second.ctx.privateStorage.stat(`hls/${done.id}/master.m3u8`)).not.toBeNull();
    } finally {
      for (const app of apps) await app.close();
      await database.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
