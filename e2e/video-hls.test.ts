import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { answerConsentBeforehand } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import {
  chaptersOf,
  learningCourses,
  outlineLink,
  playerPath,
  purchasedCourse,
  signInAsDemoLearner,
  videoState,
  waitForChapter,
} from './support/learning.js';

/** Where the page finds the stream: under our media links, so the page's CSP applies as in production. */
const HLS_PATH = '/api/media/hls/e2e-stream';

/**
 * A 6 s test pattern as processing makes it: H.264/AAC in two renditions (360p, 720p) of 2 s MPEG-TS
 * segments (which hls.js remuxes on the page) and a master playlist naming both.
 */
function makeStream(dir: string): void {
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=duration=6:size=1280x720:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
      ...['-filter_complex', '[0:v]split=2[a][b];[a]scale=-2:360[v0];[b]scale=-2:720[v1]'],
      ...['-map', '[v0]', '-map', '[v1]', '-map', '1:a', '-map', '1:a'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '60', '-keyint_min', '60', '-sc_threshold', '0'],
      ...['-b:v:0', '500k', '-b:v:1', '2500k', '-c:a', 'aac', '-b:a', '96k'],
      ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
      ...['-hls_segment_filename', path.join(dir, 'v%v/segment%d.ts'), '-master_pl_name', 'master.m3u8'],
      ...['-var_stream_map', 'v:0,a:0 v:1,a:1', path.join(dir, 'v%v/index.m3u8')],
    ],
    { stdio: 'inherit' },
  );
}

const TYPES: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t' };

/** The chapter's video once processed, as `chapter/details` will answer it. */
const READY = {
  status: 'ready',
  hlsUrl: `${HLS_PATH}/master.m3u8`,
  posterUrl: null,
  durationSeconds: 6,
  captions: [],
};
const PROCESSING = { ...READY, status: 'processing', hlsUrl: null, durationSeconds: null };

const intrinsicHeight = (video: Locator) => video.evaluate((node: HTMLVideoElement) => node.videoHeight);

describe.skipIf(!hasChrome())('an HLS chapter in the player', () => {
  const journey = useBrowser();
  let streamDir = '';
  beforeAll(() => {
    streamDir = mkdtempSync(path.join(tmpdir(), 'coursewise-hls-'));
    makeStream(streamDir);
  });
  afterAll(() => {
    if (streamDir) rmSync(streamDir, { recursive: true, force: true });
  });

  /**
   * Signs the demo learner in, answers the course's video chapter with `videoOfRead(n)` as its `video`
   * on the n-th read (1 first) and serves the stream, then opens that chapter from another one (whose
   * data comes with the page), so the chapter is read from the API. Watches script loads and the CSP.
   */
  async function openStreamedChapter(videoOfRead: (read: number) => Record<string, unknown>) {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const token = await signInAsDemoLearner(journey);
    const [owned] = (await learningCourses(baseUrl, token)).items;
    if (!owned) throw new Error('The demo learner owns no course');
    const chapters = chaptersOf(await purchasedCourse(baseUrl, token, owned.course.id));
    const chapter = chapters.find((item) => item.type === 'video');
    const other = chapters.find((item) => item !== chapter);
    if (!chapter || !other) throw new Error('The course needs a video chapter and another one');

    let reads = 0;
    await page.route(new RegExp(`/api/chapter/details/${chapter.id}$`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      reads += 1;
      body.data.video = videoOfRead(reads);
      body.data.progress = { completed: false, positionSeconds: 0 };
      await route.fulfill({ response, json: body });
    });
    await page.route(`**${HLS_PATH}/**`, (route) => {
      const file = new URL(route.request().url()).pathname.slice(HLS_PATH.length + 1);
      return route.fulfill({
        body: readFileSync(path.join(streamDir, file)),
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });

    await page.goto(playerPath(owned.course.slug, other.id));
    await waitForChapter(page, other.title);
    const hlsScriptsBefore = scripts.filter((url) => /hls/.test(url));
    await outlineLink(page, chapter.title).click();
    await waitForChapter(page, chapter.title);
    const video = page.getByRole('main').getByLabel(`Video: ${chapter.title}`);
    await expect.poll(async () => (await videoState(video)).readyState).toBeGreaterThanOrEqual(1);
    return { page, video, scripts, cspViolations, hlsScriptsBefore };
  }

  test('streams through hls.js from the lowest rendition and switches renditions from the menu', {
    timeout: 90_000,
  }, async () => {
    const { page, video, scripts, cspViolations, hlsScriptsBefore } = await openStreamedChapter(() => READY);
    // hls.js was not fetched before a stream played.
    expect(hlsScriptsBefore).toEqual([]);
    // hls.js feeds the element through Media Source Extensions: its address is a blob.
    expect(await video.evaluate((node: HTMLVideoElement) => node.src)).toMatch(/^blob:/);
    expect(scripts.filter((url) => /hls\.light/.test(url))).toHaveLength(1);
    // The first rendition is the lowest, so the first segment is the smallest.
    expect(await intrinsicHeight(video)).toBe(360);

    const quality = page.getByRole('combobox', { name: 'Quality' });
    await expect(quality.getByRole('option')).toHaveText(['Auto (360p)', '720p', '360p']);
    await expectAccessible(page, 'the player streaming, with its quality menu');

    await video.evaluate((node: HTMLVideoElement) => {
      node.muted = true;
      return node.play();
    });
    await expect
      .poll(async () => (await videoState(video)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(0.5);

    await quality.selectOption({ label: '720p' });
    await expect.poll(() => intrinsicHeight(video), { timeout: 10_000 }).toBe(720);
    await expect(quality.getByRole('option').first()).toHaveText('Auto (720p)');
    const before = (await videoState(video)).currentTime;
    await expect
      .poll(async () => (await videoState(video)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(before);
    expect(cspViolations).toEqual([]);
  });

  test('plays the file while the video is processed, then moves to the stream where the learner is', {
    timeout: 90_000,
  }, async () => {
    const { video, cspViolations } = await openStreamedChapter((read) => (read === 1 ? PROCESSING : READY));
    expect(await video.evaluate((node: HTMLVideoElement) => node.src)).toMatch(/\/api\/media\/videos\//);
    await video.evaluate((node: HTMLVideoElement) => {
      node.muted = true;
      return node.play();
    });
    await expect
      .poll(async () => (await videoState(video)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(1);
    const stoppedAt = await video.evaluate((node: HTMLVideoElement) => {
      node.pause();
      return node.currentTime;
    });

    // The next read (every 3 s) finds it ready: the stream replaces the file at the same place.
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => node.src), { timeout: 10_000 })
      .toMatch(/^blob:/);
    await expect.poll(async () => (await videoState(video)).readyState).toBeGreaterThanOrEqual(1);
    expect((await videoState(video)).currentTime).toBeCloseTo(stoppedAt, 1);
    await video.evaluate((node: HTMLVideoElement) => node.play());
    await expect
      .poll(async () => (await videoState(video)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(stoppedAt + 0.5);
    expect(cspViolations).toEqual([]);
  });
});
