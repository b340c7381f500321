import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { adminApi, adminToken, consoleMain, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, CONSENT_COOKIE, waitForToast } from './support/app.js';
import { buyInBrowser } from './support/assessments.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, type Journey, useBrowser } from './support/browser.js';
import { getApiData } from './support/catalogue.js';
import { expect } from './support/expect.js';
import { createLearner, signInAs } from './support/learner.js';
import { postProgress } from './support/learning.js';
import { studioData } from './support/studio.js';

const NOTE = 'Say in the first chapter what learners will bake by the end.';
const PRICE = 2500;

/** A second visitor in the same browser: cookies and storage of their own, consent already answered. */
async function visitor({ context, baseUrl }: Journey): Promise<Page> {
  const browser = context.browser();
  if (!browser) throw new Error('The journey has no browser');
  const own = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  await own.addCookies([{ name: CONSENT_COOKIE, value: 'decline', url: baseUrl }]);
  const page = await own.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** A learner made instructor by the admin, with a three-chapter draft priced and covered in the studio. */
async function draftCourse(baseUrl: string, admin: string) {
  const teacher = await createLearner(baseUrl, 'teacher');
  const { id: userId } = await getApiData<{ id: string }>(baseUrl, 'user/profile', teacher.token);
  await adminApi(baseUrl, admin, 'PUT', `users/${userId}`, { role: 'instructor' });
  const listed = await getApiData<{ items: { imageUrl: string | null }[] }>(baseUrl, 'course/list');
  const cover = listed.items.find((item) => item.imageUrl)?.imageUrl;
  const { items } = await adminApi<{ items: { id: string }[] }>(baseUrl, admin, 'GET', 'categories');
  const title = `Sourdough at home ${Date.now().toString(36)}`;
  const course = await studioData<{ id: string; slug: string }>(baseUrl, teacher.token, 'POST', 'courses', {
    title,
    categoryId: items[0]?.id,
  });
  const module = await studioData<{ id: string }>(
    baseUrl,
    teacher.token,
    'POST',
    `courses/${course.id}/modules`,
    { title: 'The loaf' },
  );
  const chapters = ['The starter', 'The dough', 'The bake'];
  for (const chapter of chapters) {
    await studioData(baseUrl, teacher.token, 'POST', `modules/${module.id}/chapters`, {
      title: chapter,
      type: 'text',
      content: `<p>${chapter}: flour, water, salt and time.</p>`,
    });
  }
  await studioData(baseUrl, teacher.token, 'PUT', `courses/${course.id}`, { imageUrl: cover, price: PRICE });
  return { teacher, title, chapters, ...course };
}

/**
 * Issue 23: an instructor's course from draft to sale. The instructor submits it in the studio; the
 * admin returns it with a note, which the studio shows; submitted again, the admin publishes it; a
 * learner buys it and stops after the first chapter; the instructor sees the sale in Earnings (their
 * 70 % of it) and where the learner stopped in the course's Insight.
 */
describe.skipIf(!hasChrome())('an instructor’s course from draft to sale', () => {
  const journey = useBrowser();

  test('submitted, returned with a note, published, bought, and seen in Earnings and Insight', {
    timeout: 180_000,
  }, async () => {
    const { baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const admin = await adminToken(baseUrl);
    const course = await draftCourse(baseUrl, admin);

    // The instructor submits the draft from the studio's course header.
    const studio = await visitor(journey);
    await signInAs(studio, course.teacher);
    await studio.goto(`/studio/courses/${course.id}`);
    const review = studio.getByRole('main').getByRole('region', { name: 'Review' });
    await review.getByRole('button', { name: 'Submit for review' }).click();
    await waitForToast(studio, 'Submitted for review');
    await expect(review).toContainText('Submitted for review on');
    await expectAccessible(studio, 'a course submitted for review, in the studio');

    // The admin returns it with a note.
    const console = journey.page;
    await signInToConsole(console, `/admin/courses/${course.id}`);
    const panel = consoleMain(console).getByRole('region', { name: 'Review' });
    await panel.getByRole('button', { name: 'Return to instructor' }).click();
    const returning = console.getByRole('dialog', { name: `Return “${course.title}” to its instructor?` });
    await returning.getByRole('textbox', { name: /Note to the instructor/ }).fill(NOTE);
    await returning.getByRole('button', { name: 'Return to instructor' }).click();
    await waitForToast(console, 'Returned to the instructor with your note');

    // The studio shows the note; the instructor submits again.
    await studio.reload();
    await expect(review).toContainText(NOTE);
    await expectAccessible(studio, 'a returned course with its note, in the studio');
    await review.getByRole('button', { name: 'Submit again' }).click();
    await waitForToast(studio, 'Submitted for review');

    // The admin publishes it.
    await console.reload();
    await expect(panel.getByText('Awaiting review')).toBeVisible();
    await panel.getByRole('button', { name: 'Publish' }).click();
    await waitForToast(console, 'Course published');

    // A learner buys it at its page and completes the first chapter only.
    const learner = await createLearner(baseUrl, 'buyer');
    const shop = await visitor(journey);
    await signInAs(shop, learner);
    await buyInBrowser(shop, { slug: course.slug, title: course.title, price: PRICE });
    const outline = await getApiData<{ modules: { chapters: { id: string }[] }[] }>(
      baseUrl,
      `course/purchase-details/${course.id}`,
      learner.token,
    );
    const first = outline.modules[0]?.chapters[0];
    if (!first) throw new Error('The course has no chapter');
    await postProgress(baseUrl, learner.token, { chapterId: first.id, completed: true });

    // The instructor sees the sale: $25.00 gross, $7.50 to the platform, $17.50 theirs.
    await studio.goto('/studio/earnings');
    const sale = studio.getByRole('table', { name: 'Earnings' }).getByRole('row').filter({
      hasText: course.title,
    });
    await expect(sale).toContainText('$25.00');
    await expect(sale).toContainText('$7.50');
    await expect(sale).toContainText('$17.50');
    await expectAccessible(studio, 'the studio’s earnings with a sale');

    // …and where the learner stopped: after the first chapter, at the second.
    await studio.goto(`/studio/courses/${course.id}/insight`);
    const dropOff = studio.getByRole('table', { name: 'Drop-off per chapter' });
    const rows = dropOff.getByRole('row');
    await expect(rows.filter({ hasText: `1. ${course.chapters[0]}` })).toHaveText(/1\s*1\s*0$/);
    await expect(rows.filter({ hasText: `2. ${course.chapters[1]}` })).toHaveText(/0\s*0\s*1$/);
    await expectAccessible(studio, 'the course’s insight in the studio');

    await studio.context().close();
    await shop.context().close();
  });
});
