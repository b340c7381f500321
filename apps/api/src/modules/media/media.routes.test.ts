import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import { CAPTIONS, patternBytes } from '../../../test/learning-factories.js';
import { MediaSigner } from '../../lib/signed-url.js';

const SIZE = 10_000;
const KEY = 'videos/range-test.webm';

describeEachDatabase('GET|HEAD /api/media/<key> (signed links to private storage)', (dialect) => {
  const t = useTestApp(dialect);
  const video = patternBytes(SIZE);

  beforeAll(async () => {
    await t.app.ctx.privateStorage.put(KEY, video, 'video/webm');
    await t.app.ctx.privateStorage.put('videos/range-test.en.vtt', Buffer.from(CAPTIONS), 'text/vtt');
  });

  const link = (key = KEY) => t.app.ctx.mediaLinks.url(key);
  const fetchMedia = (url: string, range?: string, method: 'GET' | 'HEAD' = 'GET') =>
    call(t.app, { method, url, headers: range === undefined ? {} : { range } });

  it('answers the whole file without a Range header, saying ranges are accepted and the link is private', async () => {
    const response = await fetchMedia(link());
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/webm',
      'content-length': String(SIZE),
    });
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.rawPayload.equals(video)).toBe(true);
  });

  it.each([
    ['the first bytes', 'bytes=0-99', 0, 99],
    ['the middle', 'bytes=5000-5999', 5000, 5999],
    ['a suffix', 'bytes=-500', 9500, 9999],
    ['an open end', 'bytes=9000-', 9000, 9999],
    ['a range past the end, cut at the end', 'bytes=9990-20000', 9990, 9999],
    ['one byte', 'bytes=1234-1234', 1234, 1234],
  ])('answers %s (%s) with 206 and the exact bytes', async (_label, range, start, end) => {
    const response = await fetchMedia(link(), range);
    expect(response.statusCode).toBe(206);
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/webm',
      'content-range': `bytes ${start}-${end}/${SIZE}`,
      'content-length': String(end - start + 1),
    });
    expect(response.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it.each([
    ['a start past the end', 'bytes=10000-10100'],
    ['a suffix of nothing', 'bytes=-0'],
    ['a backwards range', 'bytes=500-100'],
    ['garbage', 'bytes=abc'],
    ['another unit', 'items=0-5'],
    ['no unit', '0-99'],
  ])('refuses %s (%s) with 416 and the file size', async (_label, range) => {
    const response = await fetchMedia(link(), range);
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${SIZE}`);
    expect(errorOf(response)).toEqual({
      message: 'The requested range is not satisfiable',
      code: 'RANGE_NOT_SATISFIABLE',
    });
  });

  it('answers the whole file for several ranges that do not merge (allowed, and no player asks)', async () => {
    const response = await fetchMedia(link(), 'bytes=0-9,100-109');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(video)).toBe(true);
    const merged = await fetchMedia(link(), 'bytes=0-9,10-19');
    expect(merged.statusCode).toBe(206);
    expect(merged.headers['content-range']).toBe(`bytes 0-19/${SIZE}`);
  });

  it('answers HEAD with the same headers and no body, with or without a range', async () => {
    const whole = await fetchMedia(link(), undefined, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-length': String(SIZE), 'accept-ranges': 'bytes' });
    expect(whole.rawPayload.length).toBe(0);
    const part = await fetchMedia(link(), 'bytes=-500', 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-range': `bytes 9500-9999/${SIZE}`,
      'content-length': '500',
    });
    expect(part.rawPayload.length).toBe(0);
  });

  it('serves captions as WebVTT', async () => {
    const response = await fetchMedia(link('videos/range-test.en.vtt'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body).toBe(CAPTIONS);
  });

  it('refuses an expired link with 403', async () => {
    const threeHoursAgo = () => Date.now() - 3 * 3600_000;
    const expired = new MediaSigner(t.app.ctx.config.jwtSecret, 2 * 3600, threeHoursAgo).url(KEY);
    const response = await fetchMedia(expired);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      message: 'This link has expired: reload the page to get a new one',
      code: 'LINK_EXPIRED',
    });
  });

  it('refuses a tampered key, expiry or signature, another server’s link and a missing signature with 403', async () => {
    const url = new URL(link(), 'http://x');
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const otherServer = new MediaSigner('z'.repeat(32)).url(KEY);
    const attempts = [
      `/api/media/videos/range-test.en.vtt?expires=${expires}&signature=${signature}`,
      `/api/media/${KEY}?expires=${Number(expires) + 86_400}&signature=${signature}`,
      `/api/media/${KEY}?expires=${expires}&signature=${signature.slice(0, -2)}xx`,
      `/api/media/${KEY}?expires=${expires}`,
      `/api/media/${KEY}?signature=${signature}`,
      `/api/media/${KEY}?expires=soon&signature=${signature}`,
      `/api/media/${KEY}`,
      otherServer,
    ];
    for (const attempt of attempts) {
      const response = await fetchMedia(attempt);
      expect(response.statusCode, attempt).toBe(403);
      expect(errorOf(response), attempt).toEqual({ message: 'This link is not valid', code: 'LINK_INVALID' });
    }
  });

  it('refuses keys that leave private storage, even when signed, and answers 404 for missing files', async () => {
    writeFileSync(path.join(t.dataDir, 'secret.txt'), 'top secret');
    for (const key of [
      '../secret.txt',
      'videos/../../secret.txt',
      '/etc/passwd',
      'videos\\..\\..\\secret.txt',
    ]) {
      const response = await fetchMedia(link(key));
      expect(response.statusCode, key).toBe(404);
      expect(response.body, key).not.toContain('top secret');
    }
    const unsigned = await fetchMedia('/api/media/..%2Fsecret.txt?expires=9999999999&signature=x');
    expect(unsigned.statusCode).toBe(403);
    const missing = await fetchMedia(link('videos/nothing-here.webm'));
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({ message: 'This file does not exist', code: 'NOT_FOUND' });
  });

  it('finds keys with spaces and other escaped characters', async () => {
    await t.app.ctx.privateStorage.put('videos/intro lesson (1).webm', video.subarray(0, 50), 'video/webm');
    const response = await fetchMedia(link('videos/intro lesson (1).webm'), 'bytes=10-19');
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(video.subarray(10, 20))).toBe(true);
  });
});
