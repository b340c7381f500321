import { describe, test } from 'vitest';
import { answerConsentBeforehand } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE } from './support/layout.js';
import {
  chaptersOf,
  learningCourses,
  playerPath,
  purchasedCourse,
  seekVideo,
  signInAsDemoLearner,
  videoState,
  waitForChapter,
} from './support/learning.js';

// The demo video (12 s) has English captions in four 3-second cues (apps/api/src/seed/assets).
describe.skipIf(!hasChrome())('transcript', () => {
  const journey = useBrowser();

  for (const size of ['desktop', 'phone'] as const) {
    test(`the transcript follows playback and seeks (${size})`, { timeout: 90_000 }, async () => {
      const { page, baseUrl } = journey;
      if (size === 'phone') await page.setViewportSize(PHONE);
      await answerConsentBeforehand(journey);
      const token = await signInAsDemoLearner(journey);
      const [owned] = (await learningCourses(baseUrl, token)).items;
      if (!owned) throw new Error('The demo learner owns no course');
      const outline = await purchasedCourse(baseUrl, token, owned.course.id);
      const chapter = chaptersOf(outline).find((c) => c.type === 'video');
      if (!chapter) throw new Error('The course has no video chapter');
      await page.goto(playerPath(owned.course.slug, chapter.id));
      await waitForChapter(page, chapter.title);

      const main = page.getByRole('main');
      const video = main.getByLabel(`Video: ${chapter.title}`);
      const transcript = main.getByRole('region', { name: 'Transcript' });
      const lines = transcript.getByRole('listitem');
      await expect(lines).toHaveCount(4);
      await expect.poll(async () => (await videoState(video)).readyState).toBeGreaterThanOrEqual(1);
      await expectAccessible(page, `the player with its transcript (${size})`);
      if (size === 'phone') expect(await horizontalOverflow(page)).toBe(0);

      // Playing from the start: the first line is the current one, then the second as time passes 3 s.
      await seekVideo(video, 0);
      const current = transcript.locator('[aria-current="true"]');
      await expect(current).toContainText('Welcome to Coursewise.');
      await video.evaluate((node: HTMLVideoElement) => {
        node.muted = true;
        return node.play();
      });
      await expect
        .poll(async () => (await videoState(video)).currentTime, { timeout: 10_000 })
        .toBeGreaterThan(3.2);
      await expect(current).toContainText('It stands in for every video lesson');
      await video.evaluate((node: HTMLVideoElement) => node.pause());

      // A click on a later line seeks the video to its start.
      await transcript.getByRole('button', { name: /Your place is saved/ }).click();
      await expect.poll(async () => (await videoState(video)).currentTime).toBeGreaterThanOrEqual(9);
      expect((await videoState(video)).currentTime).toBeLessThan(9.5);
      await expect(current).toContainText('Your place is saved');

      // The search keeps the matching lines.
      await transcript.getByLabel('Search the transcript').fill('captions');
      await expect(lines).toHaveCount(1);
      await expect(lines.first()).toContainText('turn these captions on or off');
    });
  }
});
