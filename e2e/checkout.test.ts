import { describe, test } from 'vitest';
import {
  accountMenuButton,
  answerConsentBeforehand,
  pathOf,
  siteHeader,
  waitForToast,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import type { CartAnswer } from './support/cart.js';
import { formatMoney, getApiData, type ListedCourse, listCourses } from './support/catalogue.js';
import {
  addToCartByApi,
  CONFIRMATION_HEADING,
  fillCard,
  listPurchases,
  orderLines,
  orderSummary,
  payButton,
  RECEIPT_NUMBER,
  TEST_CARDS,
} from './support/checkout.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';

interface SettingsAnswer {
  currency: { rates: Record<string, number> };
  payment: { provider: string };
}

const DECLINED = 'Your card was declined.';

/** Two paid courses a fresh learner can buy (the first page of the catalogue). */
async function twoCourses(baseUrl: string): Promise<[ListedCourse, ListedCourse]> {
  const [first, second] = (await listCourses(baseUrl)).items.filter((course) => course.price > 0);
  if (!first || !second) throw new Error('The demo catalogue needs two paid courses');
  return [first, second];
}

describe.skipIf(!hasChrome())('checkout', () => {
  const journey = useBrowser();

  test('two courses in pounds with the test card: the confirmation, purchases and a receipt with the same total', {
    timeout: 120_000,
  }, async () => {
    const { page, baseUrl } = journey;
    const settings = await getApiData<SettingsAnswer>(baseUrl, 'setting/details');
    expect(settings.payment.provider, 'the journeys run with the sandbox provider').toBe('sandbox');
    const learner = await createLearner(baseUrl);
    const courses = await twoCourses(baseUrl);
    await answerConsentBeforehand(journey);
    await signInAs(page, learner);
    const main = page.getByRole('main');

    // Add both to the cart from their pages.
    for (const course of courses) {
      await page.goto(`/courses/${course.slug}`);
      await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
      await main.getByRole('button', { name: 'Add to cart' }).click();
      await waitForToast(page, 'Added to your cart');
      await main.getByRole('link', { name: 'Go to cart' }).waitFor();
    }
    await expectAccessible(page, 'a course page in the cart, with a toast');

    // Pounds, then the cart's checkout button.
    await siteHeader(page).getByLabel('Currency').selectOption({ label: '£ GBP' });
    await siteHeader(page)
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Cart/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    await main.getByRole('list', { name: 'Courses in your cart' }).getByRole('listitem').nth(1).waitFor();
    await expectAccessible(page, 'the cart in pounds');
    await main.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');

    // The summary is the server's pricing: the same as the cart in pounds, with the rate.
    const pounds = await getApiData<CartAnswer>(baseUrl, 'cart/list?currency=GBP', learner.token);
    expect(pounds.items).toHaveLength(2);
    await payButton(page, pounds.total, '£').waitFor();
    await expect(orderLines(page)).toHaveCount(2);
    for (const item of pounds.items) {
      const line = orderLines(page).filter({ hasText: item.title });
      await expect(line).toContainText(formatMoney(item.convertedPrice, '£'));
    }
    const checkoutTotal = formatMoney(pounds.total, '£');
    await expect(orderSummary(page)).toContainText(`Total (2 courses)${checkoutTotal}`);
    await expect(orderSummary(page)).toContainText(`1 USD = ${settings.currency.rates.GBP} GBP`);
    await expectAccessible(page, 'the checkout');

    // Pay with the card that succeeds.
    await fillCard(page, TEST_CARDS.succeeds);
    await expectAccessible(page, 'the checkout with the card filled in');
    await payButton(page, pounds.total, '£').click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/complete/'));
    await main.getByRole('heading', { level: 1, name: CONFIRMATION_HEADING }).waitFor();
    await expect(main).toContainText(`Amount charged${checkoutTotal} (GBP)`);
    // Two courses: "Start learning" opens My learning.
    await expect(main.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/my-learning');
    await expectAccessible(page, 'the confirmation after paying');

    // Purchases: both, each with a receipt number.
    const purchases = await listPurchases(baseUrl, learner.token);
    expect(purchases.map((purchase) => purchase.course.id).sort()).toEqual(courses.map((c) => c.id).sort());
    expect(purchases.every((purchase) => purchase.currency === 'GBP')).toBe(true);
    const [receiptNumber] = new Set(purchases.map((purchase) => purchase.receiptNumber));
    expect(receiptNumber).toMatch(RECEIPT_NUMBER);
    await accountMenuButton(page, learner.name).click();
    await page.getByRole('menuitem', { name: 'Purchases' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your purchases' }).waitFor();
    const rows = main.getByRole('list', { name: 'Your purchases' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    for (const course of courses) {
      const row = rows.filter({ hasText: course.title });
      await expect(row).toContainText(`Receipt ${receiptNumber}`);
      await expect(row).toContainText('Visa ending 4242');
    }
    await expectAccessible(page, 'the purchases page');

    // The receipt: the same total in pounds as the checkout charged.
    await rows.filter({ hasText: courses[0].title }).getByRole('link', { name: 'View receipt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
    const receipt = main.getByRole('table', { name: 'Courses on this receipt' });
    await expect(receipt.getByRole('row').filter({ hasText: 'Total (GBP)' })).toHaveText(
      `Total (GBP)${checkoutTotal}`,
    );
    await expect(main).toContainText(`Receipt number${receiptNumber}`);
    await expectAccessible(page, 'the receipt');

    // Printed, the receipt stands alone: no header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(siteHeader(page)).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(main.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(siteHeader(page)).toBeVisible();
  });

  test('a declined card buys nothing; "Buy now" checks out one course; the checkout fits a phone', {
    timeout: 90_000,
  }, async () => {
    const { page, baseUrl } = journey;
    const learner = await createLearner(baseUrl, 'declined');
    const [inCart, buyNow] = await twoCourses(baseUrl);
    await addToCartByApi(baseUrl, learner.token, inCart.id);
    await answerConsentBeforehand(journey);
    await signInAs(page, learner);
    const main = page.getByRole('main');

    // The declined test card: a lasting error in the card form, still on the checkout, nothing bought,
    // the cart kept.
    await page.goto('/checkout');
    await payButton(page, inCart.price, '$').waitFor();
    await fillCard(page, TEST_CARDS.declined);
    await payButton(page, inCart.price, '$').click();
    await page
      .getByRole('form', { name: 'Card details' })
      .getByRole('alert')
      .filter({ hasText: DECLINED })
      .waitFor();
    await expect.poll(() => pathOf(page)).toBe('/checkout');
    await expect(payButton(page, inCart.price, '$')).toBeEnabled();
    await expectAccessible(page, 'the checkout after a declined card');
    await expect.poll(() => listPurchases(baseUrl, learner.token)).toEqual([]);
    const cart = await getApiData<CartAnswer>(baseUrl, 'cart/list?currency=USD', learner.token);
    expect(cart.items.map((item) => item.id)).toEqual([inCart.id]);

    // "Buy now" on another course's page: a checkout of that course alone, the cart left as it is.
    await page.goto(`/courses/${buyNow.slug}`);
    await main.getByRole('heading', { level: 1, name: buyNow.title }).waitFor();
    await main.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/checkout' && url.searchParams.get('courseId') === buyNow.id,
    );
    await payButton(page, buyNow.price, '$').waitFor();
    await expect(orderLines(page)).toHaveCount(1);
    await expect(orderLines(page)).toContainText(buyNow.title);

    // On a phone the checkout, card form included, never scrolls sideways.
    await page.setViewportSize(PHONE);
    await page.getByRole('form', { name: 'Card details' }).getByLabel('Card number').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the checkout on a phone');
  });
});
