import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminChapter, ChapterContent } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';
import { mp4Video } from '../../../test/upload-files.js';
import {
  adminVideo,
  makeTestVideos,
  settledAsset,
  type TestVideos,
  uploadVideo,
} from '../../../test/video-factories.js';
import { HlsSigner } from '../../lib/hls-links.js';

const dir = mkdtempSync(path.join(tmpdir(), 'coursewise-videos-'));
let videos: TestVideos;
beforeAll(() => {
  videos = makeTestVideos(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (app: FastifyInstance, url: string, token?: string) => call(app, { method: 'GET', url, token });

/** The EXTINF lengths of a media playlist. */
const segmentLengths = (playlist: string) =>
  [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((match) => Number(match[1]));

/** A published course whose first chapter (a preview) and last play `videoKey`. */
async function courseWithVideo(app: FastifyInstance, videoKey: string) {
  const course = await createCourseFixture(app, {
    modules: [
      {
        title: 'Watch',
        chapters: [
          { title: 'Preview', type: 'video', durationMinutes: 5, isPreview: true, videoKey },
          { title: 'Owned', type: 'video', durationMinutes: 7, videoKey },
        ],
      },
    ],
  });
  const chapters = await app.ctx.db
    .selectFrom('chapters')
    .select(['id', 'isPreview'])
    .where('courseId', '=', course.id)
    .orderBy('position')
    .execute();
  const [preview, owned] = chapters;
  if (!preview || !owned) throw new Error('two chapters expected');
  return { courseId: course.id, previewId: preview.id, ownedId: owned.id };
}

describeEachDatabase('video processing into HLS', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let learner: TestUser;
  beforeAll(async () => {
    [admin, learner] = await Promise.all([createAdmin(t.app), createLearner(t.app)]);
  });

  it('turns a landscape upload into a signed HLS ladder, a poster and a strip, and fills the chapters’ length', async () => {
    const key = await uploadVideo(t.app, admin.token, videos.landscape);
    const course = await courseWithVideo(t.app, key);
    const asset = await settledAsset(t.app, key);
    expect(asset).toMatchObject({
      status: 'ready',
      progress: 100,
      width: 640,
      height: 360,
      renditions: '[360]',
    });
    expect(Math.abs((asset.durationSeconds ?? 0) - 3)).toBeLessThanOrEqual(0.5);

    // The preview for anyone, the rest for its owner: both get the same shared links.
    const preview = await get(t.app, `/api/chapter/details/${course.previewId}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const video = preview.json<{ data: ChapterContent }>().data.video;
    expect(video).toEqual({
      status: 'ready',
      hlsUrl: expect.stringMatching(new RegExp(`^/api/media/hls/\\d+/[\\w-]+/${asset.id}/master\\.m3u8$`)),
      posterUrl: expect.stringMatching(/\/poster\.jpg$/),
      durationSeconds: 3,
      captions: [],
    });
    await buy(t.app, learner.id, course.courseId);
    const owned = await get(t.app, `/api/chapter/details/${course.ownedId}`, learner.token);
    expect(owned.json<{ data: ChapterContent }>().data).toMatchObject({ video, durationMinutes: 1 });

    const hlsUrl = video?.hlsUrl ?? '';
    const master = await get(t.app, hlsUrl);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(master.body).toMatch(
      /#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=640x360,CODECS="avc1\.4d401e,mp4a\.40\.2"\n360p\/index\.m3u8\n/,
    );
    expect(master.body.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);

    const base = hlsUrl.replace(/master\.m3u8$/, '');
    const playlist = await get(t.app, `${base}360p/index.m3u8`);
    expect(playlist.statusCode).toBe(200);
    const lengths = segmentLengths(playlist.body);
    expect(lengths.length).toBeGreaterThanOrEqual(2);
    expect(lengths[0]).toBeGreaterThan(1.8);
    expect(lengths[0]).toBeLessThan(2.3);
    for (const length of lengths.slice(1)) expect(length).toBeLessThanOrEqual(6.1);
    expect(playlist.body).toContain('#EXT-X-ENDLIST');

    const first = playlist.body.split('\n').find((line) => line.endsWith('.ts')) ?? '';
    const segment = await get(t.app, `${base}360p/${first}`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.headers['cache-control']).toMatch(/^public, max-age=\d+, immutable$/);
    expect(segment.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    // The lean first segment: a throttled phone gets it quickly.
    expect(segment.rawPayload.length).toBeLessThan(100_000);

    const poster = await get(t.app, video?.posterUrl ?? '');
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect([...poster.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const strip = await get(t.app, `${base}thumbnails.vtt`);
    expect(strip.headers['content-type']).toBe('text/vtt');
    expect(strip.body).toMatch(
      /^WEBVTT\n\n00:00:00\.000 --> 00:00:02\.000\nthumbnails\.jpg#xywh=0,0,160,90\n/,
    );
    expect((await get(t.app, `${base}thumbnails.jpg`)).headers['content-type']).toBe('image/jpeg');

    const chapter = await get(t.app, `/api/admin/chapters/${course.previewId}`, admin.token);
    expect(chapter.json<{ data: AdminChapter }>().data).toMatchObject({
      durationMinutes: 1,
      video: { assetId: asset.id, status: 'ready', progress: 100, error: null, durationSeconds: 3 },
    });
  });

  it('reads a portrait clip by its rotation, an audio-less one, and an MP4 whose index comes last', async () => {
    const [portrait, silent, moovAtEnd] = [
      await uploadVideo(t.app, admin.token, videos.portrait),
      await uploadVideo(t.app, admin.token, videos.silent),
      await uploadVideo(t.app, admin.token, videos.moovAtEnd),
    ];
    const master = async (key: string) => {
      const asset = await settledAsset(t.app, key);
      expect(asset.status, asset.error ?? '').toBe('ready');
      return (await get(t.app, t.app.ctx.hlsLinks.url(asset.id, 'master.m3u8'))).body;
    };
    expect(await master(portrait)).toMatch(
      /RESOLUTION=360x640,CODECS="avc1\.4d401e,mp4a\.40\.2"\n360p\/index\.m3u8/,
    );
    // Below 360: one rendition at its own height; no sound, no audio codec.
    expect(await master(silent)).toMatch(/RESOLUTION=320x240,CODECS="avc1\.4d401e"\n240p\/index\.m3u8/);
    expect(await master(moovAtEnd)).toMatch(/RESOLUTION=640x360/);
    expect(await settledAsset(t.app, portrait)).toMatchObject({ width: 360, height: 640 });
  });

  it('fails a file ffmpeg cannot read with its reason, shows it, and processes it again on a retry', async () => {
    const key = await uploadVideo(t.app, admin.token, mp4Video(4000));
    const course = await courseWithVideo(t.app, key);
    const failed = await settledAsset(t.app, key);
    expect(failed).toMatchObject({ status: 'failed', error: 'The file is not a video ffmpeg can read' });
    const details = await get(t.app, `/api/chapter/details/${course.previewId}`);
    expect(details.json<{ data: ChapterContent }>().data).toMatchObject({
      video: { status: 'failed', hlsUrl: null, posterUrl: null, durationSeconds: null },
      videoUrl: expect.stringMatching(/^\/api\/media\/videos\//),
      durationMinutes: 5,
    });
    const chapter = await get(t.app, `/api/admin/chapters/${course.previewId}`, admin.token);
    expect(chapter.json<{ data: AdminChapter }>().data.video).toEqual(adminVideo(failed));

    const retried = await call(t.app, {
      method: 'POST',
      url: `/api/admin/videos/${failed.id}/retry`,
      token: admin.token,
      payload: {},
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({
      data: { assetId: failed.id, status: 'processing', progress: 0, error: null, durationSeconds: null },
      message: 'The video is being processed again.',
    });
    const again = await settledAsset(t.app, key);
    expect(again).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: 'The file is not a video ffmpeg can read',
    });
    const audit = await t.app.ctx.db
      .selectFrom('auditLog')
      .select(['actorId', 'action'])
      .where('entity', '=', 'video')
      .where('entityId', '=', failed.id)
      .execute();
    expect(audit).toEqual([{ actorId: admin.id, action: 'retry' }]);
  });

  it('refuses a retry of a video that did not fail (409), of an unknown one (404), a bad id (400), a learner and no token', async () => {
    const key = await uploadVideo(t.app, admin.token, videos.silent);
    const ready = await settledAsset(t.app, key);
    const retry = (id: string, token?: string) =>
      call(t.app, { method: 'POST', url: `/api/admin/videos/${id}/retry`, token, payload: {} });
    const notFailed = await retry(ready.id, admin.token);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().message).toBe('Only a failed video can be processed again: this one is ready');
    const unknown = await retry('0190f000-0000-7000-8000-000000000000', admin.token);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'This video does not exist']);
    expect((await retry('x'.repeat(65), admin.token)).statusCode).toBe(400);
    const extra = await call(t.app, {
      method: 'POST',
      url: `/api/admin/videos/${ready.id}/retry`,
      token: admin.token,
      payload: { force: true },
    });
    expect(extra.statusCode).toBe(400);
    expect((await retry(ready.id, learner.token)).statusCode).toBe(403);
    expect((await retry(ready.id)).statusCode).toBe(401);
    expect((await settledAsset(t.app, key)).attempts).toBe(1);
  });

  it('gives a chapter saved later with a processed video that video’s length', async () => {
    const key = await uploadVideo(t.app, admin.token, videos.silent);
    await settledAsset(t.app, key);
    const course = await createCourseFixture(t.app);
    const chapter = await t.app.ctx.db
      .selectFrom('chapters')
      .select('id')
      .where('courseId', '=', course.id)
      .where('type', '=', 'video')
      .executeTakeFirstOrThrow();
    const saved = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/chapters/${chapter.id}`,
      token: admin.token,
      payload: { videoUrl: key },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: AdminChapter }>().data).toMatchObject({
      durationMinutes: 1,
      video: { status: 'ready' },
    });
  });

  it('refuses HLS links that are unsigned, altered, expired, or reach outside the video', async () => {
    const key = await uploadVideo(t.app, admin.token, videos.silent);
    const asset = await settledAsset(t.app, key);
    const good = t.app.ctx.hlsLinks.url(asset.id, 'master.m3u8');
    const [, , , , expires, signature] = good.split('/');
    const refusal = async (url: string) => {
      const response = await get(t.app, url);
      return [response.statusCode, response.json().message];
    };
    const invalid = [403, 'This link is not valid'];
    expect(await refusal(`/api/media/hls/${expires}/unsigned/${asset.id}/master.m3u8`)).toEqual(invalid);
    expect(
      await refusal(`/api/media/hls/${Number(expires) + 1}/${signature}/${asset.id}/master.m3u8`),
    ).toEqual(invalid);
    expect(await refusal(`/api/media/hls/soon/${signature}/${asset.id}/master.m3u8`)).toEqual(invalid);
    expect(await refusal(`/api/media/hls/${expires}/${signature}/${'0'.repeat(36)}/master.m3u8`)).toEqual(
      invalid,
    );
    const old = new HlsSigner(t.app.ctx.config.jwtSecret, () => Date.now() - 13 * 3600 * 1000);
    expect(await refusal(old.url(asset.id, 'master.m3u8'))).toEqual([
      403,
      'This link has expired: reload the page to get a new one',
    ]);
    const base = good.replace(/master\.m3u8$/, '');
    const missing = [404, 'This file does not exist'];
    expect(await refusal(`${base}..%2F..%2Fvideos%2F${key.split('/')[1]}`)).toEqual(missing);
    // Dot segments are resolved by the URL itself: what is left no longer carries a valid signature.
    expect(await refusal(`${base}240p/../../../jwt-secret`)).toEqual(invalid);
    expect(await refusal(`${base}240p/seg_999.ts`)).toEqual(missing);
    expect(await refusal(`${base}240p/segments.csv`)).toEqual(missing);
    expect(await refusal(`${base}${'a'.repeat(400)}.ts`)).toEqual(missing);
  });
});

describeEachDatabase('video processing without ffmpeg', (dialect) => {
  const lines: string[] = [];
  const t = useTestApp(
    dialect,
    { FFMPEG_PATH: '/nonexistent/ffmpeg', LOG_LEVEL: 'warn' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );

  it('says so once at start-up and fails each video as "processing unavailable", keeping the file', async () => {
    expect(lines.filter((line) => line.includes('Video processing unavailable'))).toHaveLength(1);
    const admin = await createAdmin(t.app);
    const key = await uploadVideo(t.app, admin.token, videos.silent);
    const asset = await settledAsset(t.app, key);
    expect(asset).toMatchObject({ status: 'failed' });
    expect(asset.error).toMatch(/^Video processing unavailable: ffmpeg is not installed on this server/);
    expect(await t.app.ctx.privateStorage.stat(key)).not.toBeNull();
  });
});
