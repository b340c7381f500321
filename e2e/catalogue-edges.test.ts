import type { Locator, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { answerConsentBeforehand, pathOf } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import {
  CATALOGUE_PAGE_SIZE,
  countText,
  expectResults,
  listCourses,
  urlParams,
} from './support/catalogue.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { escapeRegExp } from './support/text.js';

const SIZES = [
  { label: '1280×800', viewport: { width: 1280, height: 800 } },
  { label: 'phone 390×844', viewport: PHONE },
] as const;

/** The results' heading: the count, then (for screen readers) which page of how many. */
const resultsHeading = (page: Page, total: number): Locator =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    // By its text: the count inside it is a live region, which name-from-content does not take in here.
    .filter({ hasText: new RegExp(`^${escapeRegExp(countText(total))}\\b`) });

/** A price field; on a phone the filters sit in a drawer behind the "Filters" button, opened first. */
async function priceField(page: Page, name: 'Min price' | 'Max price'): Promise<Locator> {
  const field = page.getByRole('main').getByRole('textbox', { name, exact: true });
  if (await field.isVisible()) return field;
  const inDrawer = page.getByRole('dialog', { name: 'Filters' }).getByRole('textbox', { name, exact: true });
  if (await inDrawer.isVisible()) return inDrawer;
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Filters\b/ })
    .click();
  await inDrawer.waitFor();
  return inDrawer;
}

/** Waits until the field explains `message` (after the typing pause) and is marked invalid. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect
    .poll(() =>
      field.evaluate((node) =>
        (node.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' '),
      ),
    )
    .toContain(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

describe.skipIf(!hasChrome())('catalogue edge cases', () => {
  const journey = useBrowser();

  for (const { label, viewport } of SIZES) {
    test(`a page past the last one leads back to the last page, in place of the history entry (${label})`, async () => {
      const { page, baseUrl } = journey;
      await answerConsentBeforehand(journey);
      await page.setViewportSize(viewport);
      const everything = await listCourses(baseUrl);
      const lastPage = Math.ceil(everything.total / CATALOGUE_PAGE_SIZE);
      expect(lastPage, 'the demo catalogue must fill more than one page').toBeGreaterThan(1);
      const last = await listCourses(baseUrl, { page: String(lastPage) });

      await page.goto('/courses');
      await expectResults(page, everything);
      await page.goto('/courses?page=99');
      await page.waitForURL((url) => url.searchParams.get('page') === String(lastPage));
      await expectResults(page, last);
      const main = page.getByRole('main');
      await expect(main.getByText('This page is empty')).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
      const pagination = main.getByRole('navigation', { name: 'Pagination' });
      await expect(pagination.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Nothing on the page focused by itself on arrival.
      await expect(resultsHeading(page, everything.total)).not.toBeFocused();
      await expectAccessible(page, `the catalogue led back from page 99 (${label})`);

      // The corrected page replaced page 99: Back returns to where the visitor was before.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/courses' && !url.searchParams.has('page'));
      await expectResults(page, everything);
      await expect.poll(() => pathOf(page)).toBe('/courses');

      // A search with no results on a high page: page 1, and "Clear filters" because a search is set.
      await page.goto('/courses?search=qzxwvkjh&page=7');
      await page.waitForURL((url) => !url.searchParams.has('page'));
      await main.getByRole('heading', { name: 'No courses match your search' }).waitFor();
      await main.getByRole('button', { name: 'Clear filters' }).waitFor();
      expect(urlParams(page)).toEqual({ search: 'qzxwvkjh' });
      await expectAccessible(page, `the catalogue without results (${label})`);
    });

    test(`the price filter explains what it cannot use and keeps it out of the URL (${label})`, async () => {
      const { page, baseUrl } = journey;
      await answerConsentBeforehand(journey);
      await page.setViewportSize(viewport);
      const everything = await listCourses(baseUrl);
      await page.goto('/courses');
      await expectResults(page, everything);

      const min = await priceField(page, 'Min price');
      for (const [typed, message] of [
        ['-5', 'Enter a price of 0 or more'],
        ['12.345', 'Use at most 2 decimals'],
        ['abc', 'Enter a number'],
      ] as const) {
        await min.fill(typed);
        // No Enter, no leaving the field: the pause in typing is enough to explain.
        await expectFieldError(min, message);
        await expect(min).toHaveValue(typed);
        expect(urlParams(page)).toEqual({});
      }
      await expectAccessible(page, `the price filter explaining an error (${label})`);

      // A usable minimum is applied on Enter, in US cents.
      await min.fill('20');
      await min.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('minPrice') === '2000');
      await expect(min).not.toHaveAttribute('aria-invalid', 'true');
      const fromTwenty = await listCourses(baseUrl, { minPrice: '2000' });
      await expectResults(page, fromTwenty);

      // A maximum below it is explained and never reaches the URL; the fields are not swapped.
      const max = await priceField(page, 'Max price');
      await max.fill('10');
      await max.press('Enter');
      await expectFieldError(max, 'The minimum is above the maximum');
      expect(urlParams(page)).toEqual({ minPrice: '2000' });
      await expect(min).toHaveValue('20');
      await expect(max).toHaveValue('10');
      await expectAccessible(page, `the price filter with an inverted range (${label})`);

      // Raising it makes the range usable: applied after the pause, the message gone.
      await max.fill('80');
      await page.waitForURL((url) => url.searchParams.get('maxPrice') === '8000');
      expect(urlParams(page)).toEqual({ minPrice: '2000', maxPrice: '8000' });
      await expect(max).not.toHaveAttribute('aria-invalid', 'true');
      await expectResults(page, await listCourses(baseUrl, { minPrice: '2000', maxPrice: '8000' }));
    });

    test(`a page change moves the focus to the new results' heading (${label})`, async () => {
      const { page, baseUrl } = journey;
      await answerConsentBeforehand(journey);
      await page.setViewportSize(viewport);
      const firstPage = await listCourses(baseUrl);
      await page.goto('/courses');
      await expectResults(page, firstPage);
      const heading = resultsHeading(page, firstPage.total);
      // The first load leaves the focus where the browser puts it.
      await expect(heading).not.toBeFocused();
      await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);

      const pagination = page.getByRole('main').getByRole('navigation', { name: 'Pagination' });
      await pagination.getByRole('button', { name: 'Page 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expectResults(page, await listCourses(baseUrl, { page: '2' }));
      await expect(heading).toBeFocused();
      await expect(heading).toHaveText(/page 2 of \d+/);
      // The heading is on screen, where the new results start.
      await expect(heading).toBeInViewport({ ratio: 1 });
      await expectAccessible(page, `the catalogue's second page, its heading focused (${label})`);

      // Tab goes on from the results, not from the top of the page.
      await page.keyboard.press('Tab');
      await expect
        .poll(() =>
          page.evaluate(() => {
            const results = document.getElementById('catalogue-results');
            return results?.contains(document.activeElement) ?? false;
          }),
        )
        .toBe(true);

      await pagination.getByRole('button', { name: 'Previous page' }).click();
      await page.waitForURL((url) => !url.searchParams.has('page'));
      await expectResults(page, firstPage);
      await expect(heading).toBeFocused();
    });
  }
});
