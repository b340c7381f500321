import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { call, useTestApp } from '../../../test/helper.js';
import { startTestS3, type TestS3 } from '../../../test/s3-server.js';
import { filesUnder } from '../../../test/upload-files.js';
import { makeTestVideos, settledAsset, type TestVideos, uploadVideo } from '../../../test/video-factories.js';

const dir = mkdtempSync(path.join(tmpdir(), 'coursewise-videos-'));
let videos: TestVideos;
beforeAll(() => {
  videos = makeTestVideos(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Storage does not depend on the database engine, so the app runs once, on SQLite.
describe('video processing with S3-compatible storage [sqlite]', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());
  const t = useTestApp('sqlite', () => s3.env);

  it('reads the source from the bucket and stores the HLS files there, served through the signed path', async () => {
    const admin = await createAdmin(t.app);
    const key = await uploadVideo(t.app, admin.token, videos.silent);
    const asset = await settledAsset(t.app, key);
    expect(asset.status, asset.error ?? '').toBe('ready');
    const prefix = `private/hls/${asset.id}/`;
    expect(
      s3
        .keys()
        .filter((stored) => stored.startsWith(prefix))
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        `${prefix}240p/index.m3u8`,
        `${prefix}240p/seg_000.ts`,
        `${prefix}master.m3u8`,
        `${prefix}poster.jpg`,
        `${prefix}thumbnails.jpg`,
        `${prefix}thumbnails.vtt`,
      ]),
    );
    expect(s3.keys().some((stored) => stored.endsWith('segments.csv'))).toBe(false);
    expect(filesUnder(t.dataDir, 'private')).toEqual([]);
    const segment = await call(t.app, {
      method: 'GET',
      url: t.app.ctx.hlsLinks.url(asset.id, '240p/seg_000.ts'),
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47);
  });
});
