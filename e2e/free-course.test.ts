import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { answerConsentBeforehand, submitSignIn, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import {
  type CoursePage,
  countText,
  courseCard,
  expectResults,
  type ListedCourse,
  listCourses,
  urlParams,
} from './support/catalogue.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, type Learner, signInAs } from './support/learner.js';
import { chaptersOf, purchasedCourse, waitForChapter } from './support/learning.js';
import { waitFor } from './support/wait.js';

/**
 * Issue 22, item 2: a free course is found with the catalogue's "Free only" filter, owned with "Enrol
 * for free" (signed out: after signing in, as the other signed-out clicks), opened in the player, and
 * its enrolment mail is in the dev outbox. At desktop size signed out, at phone size signed in.
 */

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The enrolment mail the dev outbox holds for the learner (it is sent after the commit). */
function enrolmentMail(baseUrl: string, learner: Learner, course: ListedCourse): Promise<OutboxMail> {
  return waitFor(
    async () => {
      const response = await fetch(`${baseUrl}/api/dev/outbox`);
      const { data } = (await response.json()) as { data: OutboxMail[] };
      return data.find(
        (mail) =>
          mail.to.toLowerCase() === learner.email.toLowerCase() &&
          mail.subject === `You are enrolled in “${course.title}”`,
      );
    },
    { timeout: 10_000, message: () => `No enrolment mail reached ${learner.email}` },
  );
}

/** Enrols on the course page, then opens the player from "Go to course" at the first chapter. */
async function enrolAndOpen(page: Page, baseUrl: string, learner: Learner, course: ListedCourse) {
  const main = page.getByRole('main');
  await waitForToast(page, `You are enrolled in “${course.title}”`);
  const goToCourse = main.getByRole('link', { name: 'Go to course' });
  await goToCourse.waitFor();
  await expect(main.getByRole('button', { name: 'Enrol for free' })).toHaveCount(0);
  await expectAccessible(page, 'a free course just enrolled in');
  await goToCourse.click();
  const outline = await purchasedCourse(baseUrl, learner.token, course.id);
  const [first] = chaptersOf(outline);
  if (!first) throw new Error('The free course has no chapter');
  await waitForChapter(page, first.title);
  const mail = await enrolmentMail(baseUrl, learner, course);
  expect(mail.text).toContain(`/learn/${course.slug}`);
  expect(mail.text).toContain('nothing was charged');
}

/** Every listed course is free and says so on its card. */
async function expectAllFree(page: Page, free: CoursePage): Promise<void> {
  expect(free.total).toBeGreaterThan(0);
  expect(free.items.every((course) => course.price === 0)).toBe(true);
  await expectResults(page, free);
  for (const course of free.items) await expect(courseCard(page, course.title)).toContainText('Free');
}

describe.skipIf(!hasChrome())('free courses', () => {
  const journey = useBrowser();

  test('desktop: "Free only", then "Enrol for free" signed out, sign in, the player and the mail', {
    timeout: 120_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const learner = await createLearner(baseUrl, 'free-desktop');
    const free = await listCourses(baseUrl, { maxPrice: '0' });
    const main = page.getByRole('main');

    await page.goto('/courses');
    await main.getByLabel('Free or paid').selectOption({ label: 'Free only' });
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '0');
    expect(urlParams(page)).toEqual({ maxPrice: '0' });
    await expectAllFree(page, free);
    await expectAccessible(page, 'the catalogue showing free courses');

    const course = free.items[0];
    if (!course) throw new Error('No free course is listed');
    await courseCard(page, course.title).getByRole('link', { name: course.title }).click();
    await page.waitForURL(`**/courses/${course.slug}`);
    await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await expect(main.getByText('Free', { exact: true })).toBeVisible();
    // Never bought: no cart and no checkout for a free course.
    await expect(main.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
    await expectAccessible(page, 'a free course, signed out');

    await main.getByRole('button', { name: 'Enrol for free' }).click();
    await page.waitForURL('**/signin');
    await expect(main.getByRole('note', { name: 'Why sign in' })).toHaveText(
      `Sign in to enrol in “${course.title}” for free: we enrol you as soon as you are signed in.`,
    );
    await submitSignIn(page, learner.email, learner.password);
    await page.waitForURL(`**/courses/${course.slug}`);
    await enrolAndOpen(page, baseUrl, learner, course);
  });

  test('phone: "Free only" in the filter drawer, "Enrol for free", the player and the mail', {
    timeout: 120_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const learner = await createLearner(baseUrl, 'free-phone');
    await signInAs(page, learner);
    await page.setViewportSize(PHONE);
    const free = await listCourses(baseUrl, { maxPrice: '0' });
    const main = page.getByRole('main');

    await page.goto('/courses');
    await main.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByLabel('Free or paid').selectOption({ label: 'Free only' });
    await drawer.getByRole('button', { name: `Show ${countText(free.total)}` }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(urlParams(page)).toEqual({ maxPrice: '0' });
    await expectAllFree(page, free);
    await expectAccessible(page, 'the catalogue showing free courses on a phone');

    const course = free.items.at(-1);
    if (!course) throw new Error('No free course is listed');
    await expect(courseCard(page, course.title).getByRole('link', { name: course.title })).toBeVisible();
    // The course page as the server renders it: it hydrates without a mismatch, then enrols.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(`/courses/${course.slug}`);
    await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await main.getByRole('button', { name: 'Enrol for free' }).click();
    await enrolAndOpen(page, baseUrl, learner, course);
    expect(problems).toEqual([]);
  });
});
