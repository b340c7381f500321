import { describe, test } from 'vitest';
import { adminApi, adminToken, consoleMain, signInToConsole } from './support/admin.js';
import {
  answerConsentBeforehand,
  submitSignIn,
  waitForPageAfterSignIn,
  waitForToast,
} from './support/app.js';
import { buyByApi } from './support/assessments.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { getApiData, listCourses } from './support/catalogue.js';
import { formatDay } from './support/checkout.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, postApi } from './support/learner.js';
import { learningCourses, signInAsDemoLearner } from './support/learning.js';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: PHONE },
] as const;

/** The demo learner's first course was bought 20 days ago (seed): outside a 10-day window. */
const SHORT_WINDOW_DAYS = 10;

/**
 * Issue 22, item 4: a learner asks for a refund from their purchases; having studied nothing of the
 * course, they are refunded at once and the course leaves My learning. A request that waits for an
 * admin is declined in the console with a note. A purchase older than the window shows no button and
 * says when the window closed.
 */
describe.skipIf(!hasChrome())('refund requests', () => {
  const journey = useBrowser();

  test.each(SIZES)(
    'inside the window: refunded at once; a waiting request declined in the console; outside: no button ($name)',
    { timeout: 120_000 },
    async ({ name, viewport }) => {
      const { page, context, baseUrl } = journey;
      await page.setViewportSize(viewport);
      await answerConsentBeforehand(journey);
      const listed = await listCourses(baseUrl, { sort: 'newest' });
      const course = listed.items.at(name === 'desktop' ? 3 : 4);
      if (!course) throw new Error('The catalogue lists too few courses');
      const learner = await createLearner(baseUrl, 'refunder');
      await buyByApi(baseUrl, learner.token, course.id);

      // Inside the window: the learner asks from their purchases and is refunded at once.
      await page.goto('/signin');
      await submitSignIn(page, learner.email, learner.password);
      await waitForPageAfterSignIn(page);
      await page.goto('/purchases');
      const main = page.getByRole('main');
      const row = main
        .getByRole('list', { name: 'Your purchases' })
        .getByRole('listitem')
        .filter({ hasText: course.title });
      await expect(row).toContainText('A refund can be requested until');
      await row.getByRole('button', { name: 'Request a refund' }).click();
      const dialog = page.getByRole('dialog', { name: `Request a refund of “${course.title}”?` });
      await dialog.waitFor();
      await expect(dialog).toContainText('You can ask within 30 days of buying a course');
      await expectAccessible(page, `the refund request dialog (${name})`);
      await dialog
        .getByRole('textbox', { name: /Why do you want a refund/ })
        .fill('It is not what I was looking for');
      await dialog.getByRole('button', { name: 'Send the request' }).click();
      await waitForToast(page, 'Refunded: the money goes back to your card');
      await dialog.waitFor({ state: 'hidden' });
      await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
      await expectAccessible(page, `a refunded purchase (${name})`);

      await page.goto('/my-learning');
      await main.getByRole('heading', { level: 1, name: 'My learning' }).waitFor();
      await expect(main.getByText(course.title)).toHaveCount(0);
      expect(
        (await learningCourses(baseUrl, learner.token)).items.map((item) => item.course.id),
      ).not.toContain(course.id);

      // Above the threshold (0 % here) a request waits; the admin declines it in the console with a note.
      // Outside the window: the demo learner's 20-day-old purchase, with the window at 10 days.
      const token = await adminToken(baseUrl);
      await adminApi(baseUrl, token, 'PUT', 'settings', {
        refundWindowDays: SHORT_WINDOW_DAYS,
        refundAutoBelowPercent: 0,
      });
      try {
        const asker = await createLearner(baseUrl, 'asker');
        await buyByApi(baseUrl, asker.token, course.id);
        const bought = await getApiData<{ items: { id: string; course: { id: string } }[] }>(
          baseUrl,
          'purchase/list',
          asker.token,
        );
        const purchaseId = bought.items.find((item) => item.course.id === course.id)?.id ?? '';
        await postApi(
          baseUrl,
          `purchase/${purchaseId}/refund-request`,
          { reason: 'Changed my mind' },
          asker.token,
        );
        await context.clearCookies();
        await answerConsentBeforehand(journey);
        await signInToConsole(page, '/admin/refund-requests');
        await page.goto(`/admin/refund-requests?status=pending&search=${encodeURIComponent(asker.email)}`);
        const consolePage = consoleMain(page);
        await consolePage.getByRole('heading', { level: 1, name: 'Refund requests' }).waitFor();
        await expect(consolePage.getByText('Changed my mind')).toBeVisible();
        await consolePage
          .getByRole('button', { name: `Decline the refund of ${course.title} for ${asker.email}` })
          .click();
        const decline = page.getByRole('dialog', { name: 'Decline the request' });
        await decline
          .getByRole('textbox', { name: /Note to the learner/ })
          .fill('You have studied most of it');
        await expectAccessible(page, `declining a refund request (${name})`);
        await decline.getByRole('button', { name: 'Decline' }).click();
        await waitForToast(page, `Declined the refund request of ${asker.email}`);
        const refreshed = await getApiData<{
          items: { id: string; refundRequest: { status: string } | null }[];
        }>(baseUrl, 'purchase/list', asker.token);
        expect(refreshed.items.find((item) => item.id === purchaseId)?.refundRequest?.status).toBe(
          'declined',
        );

        await context.clearCookies();
        await answerConsentBeforehand(journey);
        const demoToken = await signInAsDemoLearner(journey);
        const purchases = await fetch(`${baseUrl}/api/purchase/list?limit=100`, {
          headers: { 'x-access-token': demoToken },
        });
        const items = (
          (await purchases.json()) as {
            data: {
              items: { course: { title: string }; createdAt: string; refundableUntil: string | null }[];
            };
          }
        ).data.items;
        const old = items.find(
          (item) => Date.parse(item.createdAt) < Date.now() - SHORT_WINDOW_DAYS * 86_400_000,
        );
        if (!old?.refundableUntil)
          throw new Error(`The demo learner has no purchase older than ${SHORT_WINDOW_DAYS} days`);
        await page.goto('/purchases');
        const oldRow = main
          .getByRole('list', { name: 'Your purchases' })
          .getByRole('listitem')
          .filter({ hasText: old.course.title });
        await expect(oldRow).toContainText(`The refund window closed on ${formatDay(old.refundableUntil)}`);
        await expect(oldRow.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
      } finally {
        await adminApi(baseUrl, token, 'PUT', 'settings', {
          refundWindowDays: 30,
          refundAutoBelowPercent: 30,
        });
      }
    },
  );
});
