import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, test } from 'vitest';
import { adminApi, adminToken, consoleMain, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, waitForToast } from './support/app.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';

/** A real MP4 from ffmpeg's test source (the server sniffs the bytes). */
async function testVideo(): Promise<Buffer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'coursewise-e2e-video-'));
  const file = path.join(directory, 'lecture.mp4');
  try {
    await promisify(execFile)('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=4:size=640x360',
      '-f',
      'mp4',
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** A draft course with one text chapter, to be turned into a video chapter in the console. */
async function draftChapter(baseUrl: string, token: string) {
  const { items } = await adminApi<{ items: { id: string }[] }>(baseUrl, token, 'GET', 'categories');
  const title = `Resumable ${Date.now().toString(36)}`;
  const course = await adminApi<{ id: string }>(baseUrl, token, 'POST', 'courses', {
    title,
    categoryId: items[0]?.id,
  });
  const module = await adminApi<{ id: string }>(baseUrl, token, 'POST', `courses/${course.id}/modules`, {
    title: 'Week one',
  });
  const chapter = await adminApi<{ id: string }>(baseUrl, token, 'POST', `modules/${module.id}/chapters`, {
    title: 'The lecture',
    type: 'text',
  });
  return { courseId: course.id, chapterId: chapter.id };
}

/** Issue 25 item 1: a chapter's video goes up with tus, and a connection cut half-way resumes. */
describe.skipIf(!hasChrome())('a resumable video upload in the console', () => {
  const journey = useBrowser();

  test('survives a connection cut half-way, reaches 100 % and the saved chapter has the video', {
    timeout: 90_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const token = await adminToken(baseUrl);
    const { courseId, chapterId } = await draftChapter(baseUrl, token);
    const video = await testVideo();

    // The first PATCH reaches the server with half its bytes, then its connection is reset: the
    // server keeps that half, and tus-js-client asks HEAD and sends only the rest.
    const patches: { offset: string; bytes: number }[] = [];
    let isCut = false;
    await page.route('**/api/uploads/tus/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const body = request.postDataBuffer();
      patches.push({ offset: (await request.headerValue('upload-offset')) ?? '', bytes: body?.length ?? -1 });
      if (isCut || !body) return route.continue();
      isCut = true;
      const half = body.subarray(0, Math.floor(body.length / 2));
      await route.fetch({
        postData: half,
        headers: { ...request.headers(), 'content-length': String(half.length) },
      });
      return route.abort('connectionreset');
    });

    const main = consoleMain(page);
    await signInToConsole(page, `/admin/courses/${courseId}/chapters/${chapterId}`);
    await main.getByRole('radiogroup', { name: 'Chapter type' }).getByText('Video', { exact: true }).click();
    await main
      .getByLabel('Video', { exact: true })
      .and(main.locator('input[type="file"]'))
      .setInputFiles({ name: 'lecture.mp4', mimeType: 'video/mp4', buffer: video });

    const bar = main.getByRole('progressbar', { name: 'Uploading Video' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(main.getByText('100% · uploaded')).toBeVisible();
    await main.getByLabel('Preview of lecture.mp4').waitFor();
    expect(patches).toHaveLength(2);
    expect(patches[0]).toEqual({ offset: '0', bytes: video.length });
    expect(Number(patches[1]?.offset)).toBe(Math.floor(video.length / 2));
    expect(patches[1]?.bytes).toBe(video.length - Math.floor(video.length / 2));

    await main.getByRole('button', { name: 'Save chapter' }).click();
    await waitForToast(page, 'Chapter saved');
    const chapter = await adminApi<{ videoUrl: string | null; hasVideo: boolean }>(
      baseUrl,
      token,
      'GET',
      `chapters/${chapterId}`,
    );
    expect(chapter.hasVideo).toBe(true);
    expect(chapter.videoUrl).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    await main.getByLabel("The chapter's video").waitFor();
  });

  test('shows the server’s refusal of a file that is not a video, in words', {
    timeout: 60_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const token = await adminToken(baseUrl);
    const { courseId, chapterId } = await draftChapter(baseUrl, token);
    const main = consoleMain(page);
    await signInToConsole(page, `/admin/courses/${courseId}/chapters/${chapterId}`);
    await main.getByRole('radiogroup', { name: 'Chapter type' }).getByText('Video', { exact: true }).click();
    // Named like a video, but a web page: the server reads the bytes, not the name.
    const page415 = Buffer.from(`<!doctype html><title>x</title>${'<p>not a video</p>'.repeat(20)}`);
    await main
      .getByLabel('Video', { exact: true })
      .and(main.locator('input[type="file"]'))
      .setInputFiles({ name: 'lecture.mp4', mimeType: 'video/mp4', buffer: page415 });
    await expect(
      main.getByRole('alert').filter({ hasText: 'The video must be an MP4 or WebM file' }),
    ).toBeVisible();
    await expect(main.getByRole('progressbar', { name: 'Uploading Video' })).toHaveCount(0);
  });
});
