import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { chooseOption, consoleMain, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, type Journey, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, type Learner } from './support/learner.js';

/** The title of a published demo course, read as a visitor reads the catalogue. */
async function aDemoCourseTitle(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/course/list?limit=1`);
  const { data } = (await response.json()) as { data: { items: { title: string }[] } };
  const title = data.items[0]?.title;
  if (!title) throw new Error('the demo catalogue is empty');
  return title;
}

/** From the users list to the learner's page, searching by email as support does. */
async function openLearner(page: Page, learner: Learner): Promise<void> {
  await signInToConsole(page, '/admin/users');
  await consoleMain(page).getByLabel('Search name or email').fill(learner.email);
  // Journeys' learners share a name: the row is found by the email searched for.
  const row = consoleMain(page).getByRole('row').filter({ hasText: learner.email });
  await row.getByRole('link', { name: learner.name }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/users/'));
  await consoleMain(page).getByRole('heading', { level: 1, name: learner.name }).waitFor();
}

async function enrolAndGrant({ page, baseUrl }: Journey, size: string): Promise<void> {
  const learner = await createLearner(baseUrl, 'support');
  const title = await aDemoCourseTitle(baseUrl);
  await openLearner(page, learner);
  await expect(consoleMain(page).getByText('No courses yet.')).toBeVisible();
  await expectAccessible(page, `the learner page (${size})`);

  // Enrol without a sale.
  await consoleMain(page).getByRole('button', { name: 'Enrol in a course' }).click();
  const enrol = page.getByRole('dialog', { name: 'Enrol in a course' });
  await enrol.waitFor();
  await chooseOption(enrol, page, 'Course', title);
  await expectAccessible(page, `the enrol dialog (${size})`);
  await enrol.getByRole('button', { name: 'Enrol' }).click();
  await waitForToast(page, 'The learner is enrolled');
  const courses = consoleMain(page).getByRole('table', { name: 'Courses' });
  await courses.getByRole('cell', { name: title, exact: true }).waitFor();
  await consoleMain(page).getByRole('table', { name: 'Purchases' }).getByText('Granted').waitFor();

  // One more attempt at the final.
  await courses.getByRole('button', { name: `Grant another attempt at ${title}` }).click();
  const grant = page.getByRole('dialog', { name: 'Grant final attempts' });
  await grant.waitFor();
  await expectAccessible(page, `the grant dialog (${size})`);
  await grant.getByRole('button', { name: 'Grant' }).click();
  await waitForToast(page, '1 more final attempt granted');
  await grant.waitFor({ state: 'detached' });
  await expectAccessible(page, `the learner page after the grants (${size})`);

  // The learner owns the course now.
  const owned = await fetch(`${baseUrl}/api/learning/courses`, {
    headers: { 'x-access-token': learner.token },
  });
  const { data } = (await owned.json()) as { data: { items: { course: { title: string } }[] } };
  expect(data.items.map((item) => item.course.title)).toEqual([title]);
}

// Issue 27, item 3: support finds a learner, enrols them without a sale and grants a final attempt.
describe.skipIf(!hasChrome())('support helps a learner', () => {
  const journey = useBrowser();

  test('at 1280×800', { timeout: 90_000 }, async () => {
    await answerConsentBeforehand(journey);
    await enrolAndGrant(journey, 'desktop');
  });

  test('at 390×844', { timeout: 90_000 }, async () => {
    await answerConsentBeforehand(journey);
    await journey.page.setViewportSize(PHONE);
    await enrolAndGrant(journey, 'phone');
  });
});
