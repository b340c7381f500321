import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openFreshDatabase } from '../../../test/fresh-database.js';
import { describeEachDatabase } from '../../../test/helper.js';
import { within } from '../../../test/instances.js';
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

describeEachDatabase('video processing across a restart', (dialect) => {
  it('takes up a transcode the closed app left, on a new app over the same database and files', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-test-'));
    const { database, dropDatabase } = await openFreshDatabase(dialect, dataDir, () => {});
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
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
      await within(60_000, async () => ((await assetOf(first, key))?.progress ?? 0) > 0);
      await first.close();
      const left = await assetOf(first, key);
      expect(left?.status).toBe('processing');
      expect(left?.progress).toBeLessThan(100);
      // Nothing half-made was published.
      expect(await first.ctx.privateStorage.stat(`hls/${left?.id}/master.m3u8`)).toBeNull();

      const second = await start();
      const done = await settledAsset(second, key);
      expect(done).toMatchObject({ status: 'ready', progress: 100, renditions: '[360]' });
      expect(Math.abs((done.durationSeconds ?? 0) - 24)).toBeLessThanOrEqual(0.5);
      expect(await second.ctx.privateStorage.stat(`hls/${done.id}/master.m3u8`)).not.toBeNull();
    } finally {
      for (const app of apps) await app.close();
      await database.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
