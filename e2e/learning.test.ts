import { describe, test } from 'vitest';
import { answerConsentBeforehand, siteHeader, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { getApiData } from './support/catalogue.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE } from './support/layout.js';
import {
  chaptersOf,
  expectOutlineProgress,
  hasVisibleFocus,
  type LearningCourseAnswer,
  learningCourses,
  outlineLink,
  outlineNav,
  playerPath,
  postProgress,
  purchasedCourse,
  seekVideo,
  signInAsDemoLearner,
  tabTo,
  videoState,
  waitForChapter,
} from './support/learning.js';

/** The demo learner's two courses (seeded): one half done, one finished. */
async function demoCourses(baseUrl: string, token: string) {
  const { items } = await learningCourses(baseUrl, token);
  expect(items, 'the demo learner owns two courses').toHaveLength(2);
  const inProgress = items.find((item) => item.progress.percent > 0 && item.progress.percent < 100);
  const finished = items.find((item) => item.progress.percent === 100);
  if (!inProgress || !finished)
    throw new Error('The demo learner needs one course in progress and one finished');
  return { inProgress, finished };
}

const cardText = (item: LearningCourseAnswer) =>
  `${item.progress.completed} of ${item.progress.total} chapters${item.progress.percent}%`;

describe.skipIf(!hasChrome())('learning', () => {
  const journey = useBrowser();

  test('My learning → continue → video with captions → mark complete → reload → review', {
    timeout: 90_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const token = await signInAsDemoLearner(journey);
    const { inProgress, finished } = await demoCourses(baseUrl, token);
    const outline = await purchasedCourse(baseUrl, token, inProgress.course.id);
    const chapters = chaptersOf(outline);
    const completedByUs: string[] = [];
    const main = page.getByRole('main');
    try {
      // "My learning": both courses with their progress.
      await siteHeader(page)
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'My learning' })
        .click();
      await main.getByRole('heading', { level: 1, name: 'My learning' }).waitFor();
      const cards = main.getByRole('list', { name: 'Your courses' }).getByRole('article');
      await expect(cards).toHaveCount(2);
      for (const item of [inProgress, finished]) {
        const card = main.getByRole('article', { name: item.course.title, exact: true });
        const bar = card.getByRole('progressbar', { name: `Progress in ${item.course.title}` });
        await expect(bar).toHaveAttribute('aria-valuenow', String(item.progress.percent));
        await expect(card).toContainText(cardText(item));
      }
      const finishedCard = main.getByRole('article', { name: finished.course.title, exact: true });
      await expect(finishedCard).toContainText('100%');
      await finishedCard.getByRole('link', { name: `Open ${finished.course.title}` }).waitFor();
      await expectAccessible(page, 'My learning');

      // "Continue" opens the player where the learner stopped.
      const stoppedAt = chapters.find((chapter) => chapter.id === inProgress.lastChapterId);
      if (!stoppedAt) throw new Error('The demo learner has not opened the course in progress');
      expect(inProgress.nextChapterId, 'continue leads to the chapter the learner stopped in').toBe(
        stoppedAt.id,
      );
      const inProgressCard = main.getByRole('article', { name: inProgress.course.title, exact: true });
      await inProgressCard.getByRole('link', { name: `Continue ${inProgress.course.title}` }).click();
      await page.waitForURL(`**${playerPath(inProgress.course.slug, stoppedAt.id)}`);
      await waitForChapter(page, stoppedAt.title);
      await expect(outlineLink(page, stoppedAt.title)).toHaveAttribute('aria-current', 'page');
      await expectOutlineProgress(page, inProgress.progress);
      await expectAccessible(page, 'the player');

      // A video chapter plays, seeks (the server answers range requests) and has its captions.
      // One not watched yet, so the saved position shows from its start.
      const videoChapter =
        chapters.find((chapter) => chapter.type === 'video' && chapter.positionSeconds < 3) ??
        chapters.find((chapter) => chapter.type === 'video');
      if (!videoChapter) throw new Error('The course has no video chapter');
      await outlineLink(page, videoChapter.title).click();
      await waitForChapter(page, videoChapter.title);
      const video = main.getByLabel(`Video: ${videoChapter.title}`);
      await expect.poll(async () => (await videoState(video)).readyState).toBeGreaterThanOrEqual(1);
      const track = video.locator('track');
      await expect(track).toHaveAttribute('kind', 'captions');
      await expect(track).toHaveAttribute('srclang', 'en');
      await expect.poll(() => track.evaluate((node: HTMLTrackElement) => node.readyState)).toBe(2);
      await expect
        .poll(() => track.evaluate((node: HTMLTrackElement) => node.track.cues?.length ?? 0))
        .toBeGreaterThan(0);
      await expectAccessible(page, 'the player on a video chapter');

      const started = (await videoState(video)).currentTime;
      await video.evaluate((node: HTMLVideoElement) => {
        node.muted = true;
        return node.play();
      });
      await expect.poll(async () => (await videoState(video)).currentTime).toBeGreaterThan(started);
      await video.evaluate((node: HTMLVideoElement) => node.pause());
      const { duration } = await videoState(video);
      const target = Math.floor(duration / 2);
      await seekVideo(video, target);
      const sought = await videoState(video);
      expect(sought.currentTime).toBe(target);
      await expect.poll(async () => (await videoState(video)).readyState).toBeGreaterThanOrEqual(2);

      // Pausing saved the position: a reload (any device) resumes there.
      await video.evaluate((node: HTMLVideoElement) => node.play());
      await expect.poll(async () => (await videoState(video)).currentTime).toBeGreaterThan(target + 0.5);
      await video.evaluate((node: HTMLVideoElement) => node.pause());
      const stored = async () =>
        chaptersOf(await purchasedCourse(baseUrl, token, outline.course.id)).find(
          (chapter) => chapter.id === videoChapter.id,
        )?.positionSeconds ?? 0;
      await expect.poll(stored).toBeGreaterThanOrEqual(target);
      const resumeAt = await stored();
      await page.reload();
      await waitForChapter(page, videoChapter.title);
      await expect.poll(async () => (await videoState(video)).readyState).toBeGreaterThanOrEqual(1);
      const expected = resumeAt >= duration - 3 ? 0 : resumeAt;
      await expect.poll(async () => Math.floor((await videoState(video)).currentTime)).toBe(expected);

      // Mark an unfinished chapter complete, by keyboard.
      const toComplete = chapters.find((chapter) => !chapter.completed && chapter.type === 'text');
      if (!toComplete) throw new Error('The course in progress has no unfinished text chapter');
      await outlineLink(page, toComplete.title).click();
      await waitForChapter(page, toComplete.title);
      await main.getByRole('heading', { level: 1, name: toComplete.title }).click();
      await tabTo(page, 'Mark as complete');
      await expect
        .poll(() => hasVisibleFocus(page), { message: 'the focused button shows a focus ring' })
        .toBe(true);
      await page.keyboard.press('Enter');
      completedByUs.push(toComplete.id);
      await main.getByRole('button', { name: 'Completed' }).waitFor();
      const after = await purchasedCourse(baseUrl, token, inProgress.course.id);
      expect(after.progress.completed).toBe(inProgress.progress.completed + 1);
      await expectOutlineProgress(page, after.progress);
      await expect(outlineLink(page, toComplete.title)).toContainText('Completed');
      await expectAccessible(page, 'the player on a completed chapter');

      // After a reload the tick and the progress are still there.
      await page.reload();
      await waitForChapter(page, toComplete.title);
      await main.getByRole('button', { name: 'Completed' }).waitFor();
      await expect(outlineLink(page, toComplete.title)).toContainText('Completed');
      await expectOutlineProgress(page, after.progress);

      // Review the finished course on its last chapter.
      const finishedOutline = await purchasedCourse(baseUrl, token, finished.course.id);
      const lastChapter = chaptersOf(finishedOutline).at(-1);
      if (!lastChapter) throw new Error('The finished course has no chapters');
      await page.goto(playerPath(finished.course.slug, lastChapter.id));
      await waitForChapter(page, lastChapter.title);
      const form = main.getByRole('region', { name: /Rate this course|Update your review/ });
      await form.waitFor();
      await expectAccessible(page, 'the review form on the last chapter');
      await form.getByRole('radio', { name: '5 stars' }).click();
      const comment = 'Clear, practical and well paced: I finished every chapter.';
      await form.getByLabel('Your review').fill(comment);
      await form.getByRole('button', { name: 'Submit review' }).click();
      await waitForToast(page, 'review');
      await main.getByRole('heading', { name: 'Update your review' }).waitFor();
      await expectAccessible(page, 'the review form after a review, with a toast');
      const details = await getApiData<{ myReview: { rating: number; comment: string } | null }>(
        baseUrl,
        `course/details?slug=${finished.course.slug}`,
        token,
      );
      expect(details.myReview).toMatchObject({ rating: 5, comment });
    } finally {
      // Leave the demo learner as other journeys expect them: the same chapters done, the same place.
      for (const chapterId of completedByUs)
        await postProgress(baseUrl, token, { chapterId, completed: false });
      if (inProgress.lastChapterId)
        await postProgress(baseUrl, token, { chapterId: inProgress.lastChapterId });
    }
  });

  test('on a phone the player fits the screen and its outline folds away', async () => {
    const { page, baseUrl } = journey;
    await page.setViewportSize(PHONE);
    await answerConsentBeforehand(journey);
    const token = await signInAsDemoLearner(journey);
    // The finished course: visiting its chapters changes nothing another journey reads.
    const { finished } = await demoCourses(baseUrl, token);
    const [first, second] = chaptersOf(await purchasedCourse(baseUrl, token, finished.course.id));
    if (!first || !second) throw new Error('The finished course needs two chapters');
    const main = page.getByRole('main');

    await page.goto(playerPath(finished.course.slug, first.id));
    await waitForChapter(page, first.title);
    const toggle = main.getByRole('button', { name: 'Course content' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(outlineNav(page)).toHaveCount(0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the player on a phone');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await outlineNav(page).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, "the player's outline open on a phone");

    // Choosing a chapter opens it and folds the outline away again.
    await outlineLink(page, second.title).click();
    await waitForChapter(page, second.title);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
