/**
 * Issue 25 item 4: how soon a processed chapter video starts on a phone. The built app (as `npm start`
 * runs it, fresh data) gets a 1080p upload on the demo learner's video chapter; once processed, the
 * chapter is opened in Chromium under Lighthouse's mobile profile (slow 4G: 150 ms RTT, 1.6 Mbps down,
 * 750 kbps up, CPU ×4, a 412×823 phone screen) and play is pressed:
 *   - after the page has settled (the learner reads the title first): the player has the manifest and
 *     the first segment of the lowest rendition by then;
 *   - at once, as soon as the video element is there.
 * Reports press → `playing` (the first frame moving) and the rendition that played (videoHeight).
 * Writes bench/results/video-start-<date>.md.  Usage: npm run build && npm run bench:video
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSENT_COOKIE, TOKEN_COOKIE } from '@coursewise/contract/cookies';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { root, sleep } from './harness.js';
import { chromePath, describeBuild, launchChrome, startApp } from './lighthouse-setup.js';

const RUNS = Number(process.env.VIDEO_RUNS ?? 5);
/** Lighthouse 12's mobile throttling (`throttling.mobileSlow4G`) and its CPU slowdown. */
const SLOW_4G = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { width: 412, height: 823 };

type Send = <T>(method: string, p: string, body?: unknown, token?: string) => Promise<T>;

function sender(base: string): Send {
  return async <T>(method: string, p: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${base}/api/${p}`, {
      method,
      headers: {
        ...(token ? { 'x-access-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${p}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
}

/** A 20 s 1080p lecture stand-in: moving test pattern and a tone, H.264/AAC in MP4. */
function makeSource(dir: string): string {
  const file = path.join(dir, 'lecture-1080p.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=20:size=1920x1080:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=20'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-c:a', 'aac', '-shortest', file],
  ]);
  return file;
}

interface Prepared {
  playerPath: string;
  learnerToken: string;
  renditions: string;
  processingSeconds: number;
}

/** Uploads the source onto the demo learner's first video chapter and waits until it is processed. */
async function prepare(base: string, source: string): Promise<Prepared> {
  const send = sender(base);
  const admin = await send<{ token: string }>('POST', 'user/signin', {
    email: 'admin@example.com',
    password: 'coursewise-admin',
  });
  const learner = await send<{ token: string }>('POST', 'user/signin', {
    email: 'learner@example.com',
    password: 'coursewise-learner',
  });
  const owned = await send<{ items: { course: { id: string; slug: string } }[] }>(
    'GET',
    'learning/courses',
    undefined,
    learner.token,
  );
  const course = owned.items[0]?.course;
  if (!course) throw new Error('The demo learner owns no course');
  const outline = await send<{ modules: { chapters: { id: string; type: string }[] }[] }>(
    'GET',
    `course/purchase-details/${course.id}`,
    undefined,
    learner.token,
  );
  const chapter = outline.modules.flatMap((module) => module.chapters).find((item) => item.type === 'video');
  if (!chapter) throw new Error('The demo course has no video chapter');

  const form = new FormData();
  form.set('area', 'video');
  form.set('file', new Blob([readFileSync(source)], { type: 'video/mp4' }), 'lecture-1080p.mp4');
  const uploaded = await fetch(`${base}/api/admin/uploads`, {
    method: 'POST',
    headers: { 'x-access-token': admin.token },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { key } = ((await uploaded.json()) as { data: { key: string } }).data;
  const started = performance.now();
  await send('PUT', `admin/chapters/${chapter.id}`, { videoUrl: key }, admin.token);

  type Video = { status: string; error: string | null } | null;
  let video: Video = null;
  for (let i = 0; i < 1200 && video?.status !== 'ready'; i++) {
    video = (await send<{ video: Video }>('GET', `admin/chapters/${chapter.id}`, undefined, admin.token))
      .video;
    if (video?.status === 'failed') throw new Error(`processing failed: ${video.error}`);
    if (video?.status !== 'ready') await sleep(250);
  }
  if (video?.status !== 'ready') throw new Error('processing did not finish in 5 minutes');
  const details = await send<{ video: { hlsUrl: string } }>(
    'GET',
    `chapter/details/${chapter.id}`,
    undefined,
    learner.token,
  );
  const master = await (await fetch(new URL(details.video.hlsUrl, base))).text();
  const renditions = [...master.matchAll(/RESOLUTION=\d+x(\d+)/g)].map((match) => `${match[1]}p`).join(', ');
  return {
    playerPath: `/learn/${course.slug}/chapters/${chapter.id}`,
    learnerToken: learner.token,
    renditions,
    processingSeconds: (performance.now() - started) / 1000,
  };
}

interface Start {
  ms: number;
  height: number;
  firstSegment: string;
}

async function throttle(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Opens the chapter cold (no cache), presses play when `settled` says, and times the start. */
async function timeStart(page: Page, base: string, playerPath: string, settled: boolean): Promise<Start> {
  const segments: string[] = [];
  page.on('request', (request) => {
    if (/\.(ts|m4s|mp4)(\?|$)/.test(request.url()) && request.url().includes('/hls/'))
      segments.push(request.url());
  });
  await page.goto(`${base}${playerPath}`, { waitUntil: settled ? 'networkidle' : 'commit' });
  const video = page.locator('main video').first();
  await video.waitFor({ state: 'attached', timeout: 60_000 });
  const result = await video.evaluate(
    (node: HTMLVideoElement) =>
      new Promise<{ ms: number; height: number }>((resolve, reject) => {
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        const pressed = performance.now();
        const moving = new AbortController();
        node.addEventListener(
          'timeupdate',
          () => {
            if (node.currentTime <= 0) return;
            moving.abort();
            resolve({ ms: performance.now() - pressed, height: node.videoHeight });
          },
          { signal: moving.signal },
        );
        node.muted = true;
        node.play().catch(reject);
      }),
  );
  return { ...result, firstSegment: segments[0]?.replace(/^.*\/hls\/[^/]+\/[^/]+\/[^/]+\//, '') ?? '—' };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'coursewise-video-bench-'));
  const app = await startApp(root);
  const chrome = await launchChrome(chromePath());
  try {
    const source = makeSource(workDir);
    const prepared = await prepare(app.base, source);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const rows: string[] = [];
    for (const settled of [true, false]) {
      const starts: Start[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
        await context.addCookies([
          { name: TOKEN_COOKIE, value: prepared.learnerToken, url: app.base, sameSite: 'Lax' },
          { name: CONSENT_COOKIE, value: 'decline', url: app.base, sameSite: 'Lax' },
        ]);
        const page = await context.newPage();
        await throttle(await context.newCDPSession(page));
        starts.push(await timeStart(page, app.base, prepared.playerPath, settled));
        await context.close();
      }
      const label = settled ? 'play pressed once the page settled' : 'play pressed as the video appears';
      rows.push(
        `| ${label} | ${median(starts.map((s) => s.ms)).toFixed(0)} ms | ${starts.map((s) => s.ms.toFixed(0)).join(', ')} | ${[...new Set(starts.map((s) => `${s.height}p`))].join(', ')} | ${starts[0]?.firstSegment} |`,
      );
    }
    await browser.close();
    const report = [
      `# Video start on a phone — ${new Date().toISOString()}`,
      '',
      `Build ${describeBuild(root)}; Chromium ${chrome.version}; Lighthouse mobile profile (150 ms RTT, 1.6 Mbps down, CPU ×${CPU_SLOWDOWN}, ${PHONE.width}×${PHONE.height}), cache disabled.`,
      `Source: 20 s 1920×1080 H.264/AAC, processed in ${prepared.processingSeconds.toFixed(1)} s into ${prepared.renditions}.`,
      '',
      `| Scenario (${RUNS} runs) | Median press → moving | Runs | Rendition played | First segment |`,
      '|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    console.info(report);
    const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
    writeFileSync(path.join(root, 'bench/results', `video-start-${stamp}.md`), report);
  } finally {
    await chrome.stop();
    await app.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

await main();
