import { describe, test } from 'vitest';
import { answerConsentBeforehand, pathOf } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, type Journey, useBrowser } from './support/browser.js';
import { formatMoney, type ListedCourse, listCourses } from './support/catalogue.js';
import {
  CONFIRMATION_HEADING,
  fillCard,
  formatDay,
  listPurchases,
  payButton,
  RECEIPT_NUMBER,
  refundByAdmin,
  TEST_CARDS,
} from './support/checkout.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';

const DECLINED = 'Your card was declined.';

/** A paid course of the demo catalogue, bought in US dollars. */
async function aPaidCourse(baseUrl: string): Promise<ListedCourse> {
  const course = (await listCourses(baseUrl)).items.find((item) => item.price > 0);
  if (!course) throw new Error('The demo catalogue needs a paid course');
  return course;
}

async function payThenRefund({ page, baseUrl }: Journey, size: 'desktop' | 'phone'): Promise<void> {
  const learner = await createLearner(baseUrl, 'confirm');
  const course = await aPaidCourse(baseUrl);
  // Signed in at the desktop size, where the header shows the account menu signInAs waits for.
  await signInAs(page, learner);
  if (size === 'phone') await page.setViewportSize(PHONE);
  const main = page.getByRole('main');

  // "Buy now": the checkout of that one course.
  await page.goto(`/courses/${course.slug}`);
  await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
  await main.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  const pay = payButton(page, course.price, '$');
  await pay.waitFor();
  await expectAccessible(page, `the checkout (${size})`);

  // The declined card: a lasting error beside the number, focus in the number, no toast, nothing bought.
  const form = page.getByRole('form', { name: 'Card details' });
  const cardNumber = form.getByLabel('Card number');
  await fillCard(page, TEST_CARDS.declined);
  await pay.click();
  await form.getByRole('alert').filter({ hasText: DECLINED }).waitFor();
  await expect(cardNumber).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: DECLINED })).toHaveCount(1);
  await expect.poll(() => pathOf(page)).toBe('/checkout');
  await expectAccessible(page, `the checkout after a declined card (${size})`);
  await expect.poll(() => listPurchases(baseUrl, learner.token)).toEqual([]);

  // The card that pays: the confirmation page with the receipt number and the amount in dollars.
  await cardNumber.fill('');
  await form.getByLabel('Expiry date').fill('');
  await fillCard(page, TEST_CARDS.succeeds);
  await pay.click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/complete/'));
  await main.getByRole('heading', { level: 1, name: CONFIRMATION_HEADING }).waitFor();
  const [purchase, ...others] = await listPurchases(baseUrl, learner.token);
  expect(others).toEqual([]);
  expect(purchase?.receiptNumber).toMatch(RECEIPT_NUMBER);
  await expect.poll(() => pathOf(page)).toBe(`/checkout/complete/${purchase?.paymentId}`);
  await expect(main).toContainText(`Receipt number${purchase?.receiptNumber}`);
  await expect(main).toContainText(`Amount charged${formatMoney(course.price, '$')} (USD)`);
  await expect(main).toContainText(course.title);
  await expect(main.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
    'href',
    `/purchases/${purchase?.paymentId}`,
  );
  await expectAccessible(page, `the confirmation page (${size})`);

  // "Start learning" opens the course bought in the player.
  await main.getByRole('link', { name: 'Start learning' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/learn/${course.slug}`));
  await main.getByRole('heading', { level: 1 }).first().waitFor();
  await expectAccessible(page, `the player after "Start learning" (${size})`);

  // Refunded by support: still in the history, marked "Refunded" with the date and the amount.
  const refundedAt = await refundByAdmin(baseUrl, learner.email, course.id);
  await page.goto('/purchases');
  const row = main
    .getByRole('list', { name: 'Your purchases' })
    .getByRole('listitem')
    .filter({ hasText: course.title });
  await row.getByText('Refunded', { exact: true }).waitFor();
  await expect(row).toContainText(`Refunded ${formatMoney(course.price, '$')} on ${formatDay(refundedAt)}`);
  await expectAccessible(page, `the purchases with a refund (${size})`);
}

// Issue 27, item 7: a confirmation after paying, a lasting decline, refunds kept in the history.
describe.skipIf(!hasChrome())('after paying', () => {
  const journey = useBrowser();

  test('at 1280×800', { timeout: 120_000 }, async () => {
    await answerConsentBeforehand(journey);
    await payThenRefund(journey, 'desktop');
  });

  test('at 390×844', { timeout: 120_000 }, async () => {
    await answerConsentBeforehand(journey);
    await payThenRefund(journey, 'phone');
  });
});
