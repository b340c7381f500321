import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { adminApi, adminToken } from './support/admin.js';
import { answerConsentBeforehand, TOKEN_COOKIE } from './support/app.js';
import { buyByApi, quizPath } from './support/assessments.js';
import { hasChrome, type Journey, useBrowser } from './support/browser.js';
import { getApiData } from './support/catalogue.js';
import { addToCartByApi } from './support/checkout.js';
import { expect } from './support/expect.js';
import { createLearner, postApi } from './support/learner.js';
import { type Content, speakPseudo, untranslatedWords } from './support/pseudo-locale.js';
import { instructorToken } from './support/studio.js';

/**
 * Issue 26's pseudo-locale run: every page a learner, an instructor or an operator opens, with the
 * catalogues' words wrapped in ⟦ ⟧ (support/pseudo-locale.ts). A word outside the brackets that the
 * API did not send is one the catalogues do not hold: it would stay English in Spanish, French and
 * German. The journeys' other files check that the translations are right; this one, that they are
 * all there.
 */

/** Until the page has drawn its data: no skeleton, spinner or busy region is left. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[aria-busy="true"], .mantine-Skeleton-root[data-visible], .mantine-Loader-root, [data-loading]',
      ),
  );
}

async function expectAllTranslated(page: Page, content: Content, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  expect(await untranslatedWords(page, content), `untranslated words on ${path}`).toEqual([]);
}

/** Pseudo words, consent answered and, with a token, signed in: the run's start. */
async function startRun({ page, context, baseUrl, ...rest }: Journey, token?: string): Promise<Content> {
  await answerConsentBeforehand({ page, context, baseUrl, ...rest });
  if (token) await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseUrl, sameSite: 'Lax' }]);
  return speakPseudo(context, baseUrl);
}

const QUIZ_COURSE = 'designing-for-accessibility';
const OTHER_COURSE = 'practical-typescript-for-teams';

interface Outline {
  modules: { chapters: { id: string; quiz: { questionCount: number } | null }[] }[];
}

describe.skipIf(!hasChrome())('the pseudo-locale run', () => {
  const journey = useBrowser();

  test('the public pages hold no word outside the catalogues', { timeout: 120_000 }, async () => {
    const { page } = journey;
    const content = await startRun(journey);
    const pages = [
      '/',
      '/courses',
      `/courses/${QUIZ_COURSE}`,
      '/about',
      '/faq',
      '/help',
      '/contact',
      '/terms',
    ];
    pages.push('/privacy', '/signin', '/signup', '/forgot-password', '/no-such-page');
    for (const path of pages) await expectAllTranslated(page, content, path);
  });

  test("a learner's pages hold no word outside the catalogues", { timeout: 180_000 }, async () => {
    const { page, baseUrl } = journey;
    const learner = await createLearner(baseUrl, 'pseudo');
    const course = await getApiData<{ id: string }>(baseUrl, `course/details?slug=${QUIZ_COURSE}`);
    const other = await getApiData<{ id: string }>(baseUrl, `course/details?slug=${OTHER_COURSE}`);
    const paymentId = await buyByApi(baseUrl, learner.token, course.id);
    await addToCartByApi(baseUrl, learner.token, other.id);
    await postApi(baseUrl, 'wish/add-remove', { courseId: other.id }, learner.token);
    const outline = await getApiData<Outline>(baseUrl, `course/purchase-details/${course.id}`, learner.token);
    const chapters = outline.modules.flatMap((module) => module.chapters);
    const quizChapter = chapters.find((chapter) => chapter.quiz !== null);
    if (!chapters[0] || !quizChapter) throw new Error('The demo course has no chapter quiz');
    const content = await startRun(journey, learner.token);

    const pages = ['/profile', '/wishlist', '/cart', '/checkout', '/purchases', `/purchases/${paymentId}`];
    pages.push('/my-learning', `/learn/${QUIZ_COURSE}`, `/learn/${QUIZ_COURSE}/chapters/${chapters[0].id}`);
    pages.push(`/learn/${QUIZ_COURSE}/notes`, `/learn/${QUIZ_COURSE}/discussions`);
    pages.push(quizPath(QUIZ_COURSE, quizChapter.id), `/learn/${QUIZ_COURSE}/final`);
    pages.push('/certificates', '/notifications', '/gifts/redeem', `/courses/${OTHER_COURSE}`);
    for (const path of pages) await expectAllTranslated(page, content, path);
  });

  test("the console's pages hold no word outside the catalogues", { timeout: 240_000 }, async () => {
    const { page, baseUrl } = journey;
    const token = await adminToken(baseUrl);
    const course = await getApiData<{ id: string }>(baseUrl, `course/details?slug=${OTHER_COURSE}`);
    const users = await adminApi<{ items: { id: string; role: string }[] }>(
      baseUrl,
      token,
      'GET',
      'users?role=instructor',
    );
    const instructor = users.items.find((user) => user.role === 'instructor');
    if (!instructor) throw new Error('The demo content has no instructor');
    const content = await startRun(journey, token);

    const pages = ['/admin', '/admin/courses', '/admin/categories', `/admin/courses/${course.id}`];
    for (const part of ['curriculum', 'final-questions', 'insight', 'announcements', 'questions']) {
      pages.push(`/admin/courses/${course.id}/${part}`);
    }
    pages.push('/admin/users', `/admin/users/${instructor.id}`, '/admin/instructors');
    pages.push(`/admin/instructors/${instructor.id}`, '/admin/purchases', '/admin/refund-requests');
    pages.push('/admin/coupons', '/admin/payouts', '/admin/settings', '/admin/faqs', '/admin/testimonials');
    pages.push('/admin/help', '/admin/reviews', '/admin/reported-posts', '/admin/messages');
    pages.push('/admin/certificates', '/admin/audit', '/admin/pages', '/admin/pages/about');
    for (const path of pages) await expectAllTranslated(page, content, path);
  });

  test("the studio's pages hold no word outside the catalogues", { timeout: 180_000 }, async () => {
    const { page, baseUrl } = journey;
    const token = await instructorToken(baseUrl);
    const course = await getApiData<{ id: string }>(baseUrl, `course/details?slug=${OTHER_COURSE}`);
    const content = await startRun(journey, token);

    const pages = ['/studio', '/studio/courses', `/studio/courses/${course.id}`];
    for (const part of [
      'curriculum',
      'final-questions',
      'insight',
      'announcements',
      'questions',
      'instructors',
    ]) {
      pages.push(`/studio/courses/${course.id}/${part}`);
    }
    pages.push('/studio/earnings', '/studio/payouts');
    for (const path of pages) await expectAllTranslated(page, content, path);
  });
});
