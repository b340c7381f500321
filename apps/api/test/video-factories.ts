import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminChapterVideo, Upload } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { VideoAssetRow } from '../src/modules/video/video-assets.repository.js';
import { call } from './helper.js';
import { within } from './instances.js';
import { multipart } from './multipart.js';

/** Tiny generated videos (2–4 s, at most 640 px: the machine has two CPUs), made once per test file. */

const ffmpeg = (args: string[]) =>
  execFileSync('nice', ['-n', '19', 'ffmpeg', '-v', 'error', '-y', ...args], { stdio: 'pipe' });

const testsrc = (size: string, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=size=${size}:rate=25:duration=${seconds}`,
];
const sine = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

export interface TestVideos {
  /** 640×360, 3 s, with sound, index first (`+faststart`). */
  landscape: Buffer;
  /** Stored 640×360 with a 90° rotation: displayed 360×640. */
  portrait: Buffer;
  /** 320×240, 2 s, no sound: one rendition at its own height. */
  silent: Buffer;
  /** ffmpeg's default MP4: the index (`moov`) after the media. */
  moovAtEnd: Buffer;
}

/** Generates the test videos in `dir`. */
export function makeTestVideos(dir: string): TestVideos {
  const file = (name: string) => path.join(dir, name);
  ffmpeg([
    ...testsrc('640x360', 3),
    ...sine(3),
    '-shortest',
    ...h264,
    '-c:a',
    'aac',
    '-movflags',
    '+faststart',
    file('landscape.mp4'),
  ]);
  ffmpeg([
    ...testsrc('640x360', 2),
    ...sine(2),
    '-shortest',
    ...h264,
    '-c:a',
    'aac',
    file('moov-at-end.mp4'),
  ]);
  ffmpeg(['-i', file('moov-at-end.mp4'), '-c', 'copy', '-metadata:s:v:0', 'rotate=90', file('portrait.mp4')]);
  ffmpeg([...testsrc('320x240', 2), ...h264, file('silent.mp4')]);
  return {
    landscape: readFileSync(file('landscape.mp4')),
    portrait: readFileSync(file('portrait.mp4')),
    silent: readFileSync(file('silent.mp4')),
    moovAtEnd: readFileSync(file('moov-at-end.mp4')),
  };
}

/** A longer clip (`seconds`, 640×360 with sound) for catching a transcode mid-way. */
export function makeLongVideo(dir: string, seconds: number): Buffer {
  const out = path.join(dir, `long-${seconds}.mp4`);
  ffmpeg([...testsrc('640x360', seconds), ...sine(seconds), '-shortest', ...h264, '-c:a', 'aac', out]);
  return readFileSync(out);
}

/** Uploads a video through `POST {admin|instructor}/uploads` (area video); answers its key. */
export async function uploadVideo(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  scope: 'admin' | 'instructor' = 'admin',
): Promise<string> {
  const form = multipart({ area: 'video' }, [
    { field: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data },
  ]);
  const response = await call(app, { method: 'POST', url: `/api/${scope}/uploads`, token, ...form });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ data: Upload }>().data.key;
}

/** The asset of a stored video, as its table holds it. */
export function assetOf(app: FastifyInstance, sourceKey: string): Promise<VideoAssetRow | undefined> {
  return app.ctx.db
    .selectFrom('videoAssets')
    .selectAll()
    .where('sourceKey', '=', sourceKey)
    .executeTakeFirst();
}

/** Waits (polling, bounded) until the video's asset has left processing; answers it. */
export async function settledAsset(
  app: FastifyInstance,
  sourceKey: string,
  ms = 120_000,
): Promise<VideoAssetRow> {
  await within(ms, async () => (await assetOf(app, sourceKey))?.status !== 'processing');
  const asset = await assetOf(app, sourceKey);
  if (!asset) throw new Error(`no asset for ${sourceKey}`);
  return asset;
}

/** The admin's view of a video's processing, by asset. */
export const adminVideo = (row: VideoAssetRow): AdminChapterVideo => ({
  assetId: row.id,
  status: row.status,
  progress: row.progress,
  error: row.status === 'failed' ? row.error : null,
  durationSeconds: row.durationSeconds === null ? null : Math.round(row.durationSeconds),
});
