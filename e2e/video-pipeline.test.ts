import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AdminChapter } from '@coursewise/contract';
import { TOKEN_COOKIE } from '@coursewise/contract/cookies';
import type { CDPSession } from 'playwright-core';
import { describe, test } from 'vitest';
import { adminApi, adminToken } from './support/admin.js';
import { answerConsentBeforehand } from './support/app.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { createLearner } from './support/learner.js';
import { playerPath, videoState } from './support/learning.js';

/** A 30 s 720p lecture stand-in (15 frames a second keeps its processing short on a busy machine). */
async function lecture(): Promise<Buffer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'coursewise-e2e-lecture-'));
  const file = path.join(directory, 'lecture.mp4');
  try {
    await promisify(execFile)('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=duration=30:size=1280x720:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=30', '-shortest'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** A draft course with one video chapter holding the upload, owned by a new learner (a support grant). */
async function courseWithLecture(baseUrl: string, token: string, learnerToken: string) {
  const { items } = await adminApi<{ items: { id: string }[] }>(baseUrl, token, 'GET', 'categories');
  const course = await adminApi<{ id: string; slug: string }>(baseUrl, token, 'POST', 'courses', {
    title: `Streaming ${Date.now().toString(36)}`,
    categoryId: items[0]?.id,
  });
  const module = await adminApi<{ id: string }>(baseUrl, token, 'POST', `courses/${course.id}/modules`, {
    title: 'Week one',
  });
  const chapter = await adminApi<{ id: string }>(baseUrl, token, 'POST', `modules/${module.id}/chapters`, {
    title: 'The streamed lecture',
    type: 'text',
  });
  const form = new FormData();
  form.set('area', 'video');
  form.set('file', new Blob([new Uint8Array(await lecture())], { type: 'video/mp4' }), 'lecture.mp4');
  const uploaded = await fetch(`${baseUrl}/api/admin/uploads`, {
    method: 'POST',
    headers: { 'x-access-token': token },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`The upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { key } = ((await uploaded.json()) as { data: { key: string } }).data;
  await adminApi(baseUrl, token, 'PUT', `chapters/${chapter.id}`, { type: 'video', videoUrl: key });
  const profile = await fetch(`${baseUrl}/api/user/profile`, { headers: { 'x-access-token': learnerToken } });
  const { id: learnerId } = ((await profile.json()) as { data: { id: string } }).data;
  await adminApi(baseUrl, token, 'POST', `users/${learnerId}/grants`, { courseId: course.id });
  return { slug: course.slug, chapterId: chapter.id };
}

/** Chromium's network as a weak phone connection, or back to the machine's own. */
const network = (session: CDPSession, kbps: number | null) =>
  session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: kbps === null ? 0 : 100,
    downloadThroughput: kbps === null ? -1 : (kbps * 1000) / 8,
    uploadThroughput: kbps === null ? -1 : (kbps * 1000) / 8,
  });

const renditionOf = (url: string) => /\/hls\/.*\/(\d+p)\/[^/]+$/.exec(new URL(url).pathname)?.[1];

/**
 * Issue 25: the whole way, for real — an upload is processed by the server's ffmpeg into HLS, and the
 * learner's Chromium plays it through hls.js on a throttled network from the lowest rendition, then
 * climbs to 720p once the network allows.
 */
describe.skipIf(!hasChrome())('a processed lecture in the player', () => {
  const journey = useBrowser();

  test('plays the stream at 360p on a weak network and switches to 720p when it recovers', {
    timeout: 240_000,
  }, async () => {
    const { page, context, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const token = await adminToken(baseUrl);
    const learner = await createLearner(baseUrl, 'streamer');
    const { slug, chapterId } = await courseWithLecture(baseUrl, token, learner.token);

    const chapter = () => adminApi<AdminChapter>(baseUrl, token, 'GET', `chapters/${chapterId}`);
    await expect
      .poll(async () => (await chapter()).video?.status, { timeout: 180_000, intervals: [500] })
      .toBe('ready');
    const processed = await chapter();
    expect(processed.video?.durationSeconds).toBe(30);
    expect(processed.durationMinutes).toBe(1);

    const segments: string[] = [];
    page.on('request', (request) => {
      const rendition = renditionOf(request.url());
      if (rendition && /\.(ts|m4s)$/.test(new URL(request.url()).pathname)) segments.push(rendition);
    });
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await network(session, 1000);
    await context.addCookies([{ name: TOKEN_COOKIE, value: learner.token, url: baseUrl, sameSite: 'Lax' }]);
    await page.goto(playerPath(slug, chapterId));
    const video = page.getByRole('main').getByLabel('Video: The streamed lecture');
    await expect.poll(() => video.evaluate((node: HTMLVideoElement) => node.src)).toMatch(/^blob:/);
    await expect.poll(async () => (await videoState(video)).readyState).toBeGreaterThanOrEqual(1);
    await expect(video).toHaveAttribute('poster', /\/api\/media\/hls\/.+\.jpg$/);

    await video.evaluate((node: HTMLVideoElement) => {
      node.muted = true;
      return node.play();
    });
    await expect
      .poll(async () => (await videoState(video)).currentTime, { timeout: 30_000 })
      .toBeGreaterThan(0.5);
    expect(await video.evaluate((node: HTMLVideoElement) => node.videoHeight)).toBe(360);
    expect(segments.length).toBeGreaterThan(0);
    expect(new Set(segments)).toEqual(new Set(['360p']));

    const before = segments.length;
    await network(session, null);
    await expect.poll(() => segments.slice(before), { timeout: 30_000 }).toContain('720p');
    await expect
      .poll(async () => (await videoState(video)).currentTime, { timeout: 30_000 })
      .toBeGreaterThan(2.5);
  });
});
