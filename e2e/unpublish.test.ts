import { describe, test } from 'vitest';
import { adminApi, adminToken, signInToConsole } from './support/admin.js';
import {
  answerConsentBeforehand,
  submitSignIn,
  waitForPageAfterSignIn,
  waitForToast,
} from './support/app.js';
import { buyByApi } from './support/assessments.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { listCourses } from './support/catalogue.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner } from './support/learner.js';
import { learningCourses } from './support/learning.js';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: PHONE },
] as const;

/** Issue 27: unpublishing stops new sales only; the admin confirms it, and buyers keep the course. */
describe.skipIf(!hasChrome())('unpublishing a course', () => {
  const journey = useBrowser();

  test.each(SIZES)(
    'the admin confirms unpublishing; a buyer still opens the course ($name)',
    {
      timeout: 120_000,
    },
    async ({ name, viewport }) => {
      const { page, context, baseUrl } = journey;
      await page.setViewportSize(viewport);
      await answerConsentBeforehand(journey);
      const token = await adminToken(baseUrl);
      // A demo course near the end of the catalogue (each size its own), bought by a new learner.
      const listed = await listCourses(baseUrl, { sort: 'newest' });
      const course = listed.items.at(name === 'desktop' ? -1 : -2);
      if (!course) throw new Error('The catalogue lists too few courses');
      const learner = await createLearner(baseUrl, 'keeper');
      await buyByApi(baseUrl, learner.token, course.id);
      const { learners } = await adminApi<{ learners: number }>(
        baseUrl,
        token,
        'GET',
        `courses/${course.id}`,
      );
      const main = page.getByRole('main');
      try {
        await signInToConsole(page, `/admin/courses/${course.id}`);
        await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
        const unpublish = main.getByRole('button', { name: 'Unpublish' });

        // Asked first, with how many learners own it; Escape cancels and focus comes back.
        await unpublish.click();
        const dialog = page.getByRole('dialog', { name: `Unpublish “${course.title}”?` });
        await dialog.waitFor();
        await expect(dialog).toContainText(
          `It leaves the catalogue and stops new sales. The ${learners.toLocaleString('en')} learners who own it keep it`,
        );
        await expectAccessible(page, `the unpublish confirmation (${name})`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await expect(unpublish).toBeFocused();
        expect((await fetch(`${baseUrl}/api/course/details?slug=${course.slug}`)).status).toBe(200);

        // Confirmed from the keyboard: the course leaves the catalogue.
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Unpublish' }).click();
        await waitForToast(page, 'Course unpublished');
        await main.getByText('Draft', { exact: true }).waitFor();
        await expectAccessible(page, `an unpublished course in the console (${name})`);
        expect((await fetch(`${baseUrl}/api/course/details?slug=${course.slug}`)).status).toBe(404);

        // The buyer still has it in My learning and opens it in the player.
        await context.clearCookies();
        await answerConsentBeforehand(journey);
        await page.goto('/signin');
        await submitSignIn(page, learner.email, learner.password);
        await waitForPageAfterSignIn(page);
        await page.goto('/my-learning');
        await main.getByRole('heading', { level: 1, name: 'My learning' }).waitFor();
        const card = main.getByRole('article', { name: course.title, exact: true });
        await card.waitFor();
        await expectAccessible(page, `My learning with an unpublished course (${name})`);
        const owned = await learningCourses(baseUrl, learner.token);
        const first = owned.items[0];
        if (!first?.nextChapterId) throw new Error('The course has no chapter to open');
        await card.getByRole('link', { name: new RegExp(`${course.title}$`) }).click();
        await page.waitForURL(`**/learn/${course.slug}/chapters/${first.nextChapterId}`);
        await main.getByRole('heading', { level: 1 }).waitFor();
        await expectAccessible(page, `the player of an unpublished course (${name})`);
      } finally {
        // Back in the catalogue for the journeys that follow.
        await adminApi(baseUrl, token, 'PUT', `courses/${course.id}`, { published: true });
      }
    },
  );
});
