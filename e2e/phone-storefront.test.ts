import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { answerConsentBeforehand } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { countText, expectResults, listCourses, resultCount, urlParams } from './support/catalogue.js';
import { addToCartByApi } from './support/checkout.js';
import { expect } from './support/expect.js';
import { isOnTop, PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';

/** Whether the element lies wholly within the first screen, as loaded (no scrolling). */
async function isOnFirstScreen(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  return box !== null && scrollY === 0 && box.y >= 0 && box.y + box.height <= PHONE.height;
}

describe.skipIf(!hasChrome())('the storefront on a phone (390×844)', () => {
  const journey = useBrowser();

  test('the catalogue shows its first course on the first screen; filters open in a drawer with "Filters (n)"', {
    timeout: 60_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    await page.setViewportSize(PHONE);
    const all = await listCourses(baseUrl);
    await page.goto('/courses');
    await expectResults(page, all);
    const main = page.getByRole('main');
    const first = all.items[0];
    if (!first) throw new Error('No course is listed');
    const firstTitle = main.getByRole('article').first().getByRole('heading', { name: first.title });
    await expect
      .poll(() => isOnFirstScreen(page, firstTitle), {
        message: 'the first course title is below the first screen',
      })
      .toBe(true);
    // The panel is not on the page itself, only behind its button.
    await expect(main.getByLabel('Level')).toHaveCount(0);

    const filtersButton = main.getByRole('button', { name: 'Filters', exact: true });
    await filtersButton.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await expectAccessible(page, 'the filter drawer on a phone');

    // Choices apply at once; the drawer's button counts what they leave.
    const beginner = await listCourses(baseUrl, { level: 'beginner' });
    await drawer.getByLabel('Level').selectOption('beginner');
    await drawer.getByRole('button', { name: `Show ${countText(beginner.total)}` }).waitFor();
    await drawer.getByLabel('Max price').fill('50');
    await drawer.getByLabel('Max price').press('Enter');
    const cheap = await listCourses(baseUrl, { level: 'beginner', maxPrice: '5000' });
    await drawer.getByRole('button', { name: `Show ${countText(cheap.total)}` }).click();
    await drawer.waitFor({ state: 'hidden' });
    await expectResults(page, cheap);
    expect(urlParams(page)).toEqual({ level: 'beginner', maxPrice: '5000' });
    const counted = main.getByRole('button', { name: 'Filters (2)' });
    await counted.waitFor();
    // Focus comes back to the button that opened the drawer.
    await expect(counted).toBeFocused();
    await expectAccessible(page, 'the catalogue filtered on a phone');

    // Escape closes it too; "Clear filters" there empties the panel's choices.
    await counted.click();
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Clear filters' }).click();
    await drawer.getByRole('button', { name: `Show ${countText(all.total)}` }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await filtersButton.waitFor();
    await expect.poll(async () => (await resultCount(page).textContent())?.trim()).toBe(countText(all.total));
    expect(urlParams(page)).toEqual({});
  });

  test('the cart keeps its total and "Checkout" on screen while the list scrolls', {
    timeout: 60_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const learner = await createLearner(baseUrl, 'phone-cart');
    const courses = (await listCourses(baseUrl, { sort: 'newest' })).items
      .filter((c) => c.price > 0)
      .slice(0, 6);
    for (const course of courses) await addToCartByApi(baseUrl, learner.token, course.id);
    await signInAs(page, learner);
    await page.setViewportSize(PHONE);
    await page.goto('/cart');
    const main = page.getByRole('main');
    const items = main.getByRole('list', { name: 'Courses in your cart' }).getByRole('listitem');
    await expect(items).toHaveCount(courses.length);

    const checkout = main.getByRole('region', { name: 'Cart total' }).getByRole('link', { name: 'Checkout' });
    await expect
      .poll(() => isOnFirstScreen(page, checkout), { message: 'checkout is below the first screen' })
      .toBe(true);
    await expect.poll(() => isOnTop(checkout)).toBe(true);
    await items.nth(3).scrollIntoViewIfNeeded();
    await expect
      .poll(
        async () => {
          const box = await checkout.boundingBox();
          return box !== null && box.y + box.height <= PHONE.height;
        },
        { message: 'checkout ends above the bottom of the screen' },
      )
      .toBe(true);
    await expect.poll(() => isOnTop(checkout)).toBe(true);
    await expectAccessible(page, 'the cart on a phone, scrolled');
    await checkout.click();
    await page.waitForURL('**/checkout');
  });
});
