import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { siteHeader, submitSignIn, waitForHomePage, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { isOnTop } from './support/layout.js';

const PHONE = { width: 390, height: 844 };

/** How far the page is wider than the screen (0 when nothing scrolls sideways), once it has settled. */
async function horizontalOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe.skipIf(!hasChrome())('on a phone (390×844)', () => {
  const journey = useBrowser();

  test('the home page and sign-in fit the screen without sideways scrolling', async () => {
    const { page } = journey;
    await page.setViewportSize(PHONE);

    // First visit: the cookie banner is showing too, and must fit as well.
    await page.goto('/');
    await waitForHomePage(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // Compact: at most an eighth of the screen (it was 175 px, 21 %), its two buttons side by side.
    await expect
      .poll(async () => (await banner.boundingBox())?.height ?? Number.POSITIVE_INFINITY)
      .toBeLessThanOrEqual(PHONE.height / 8);
    const buttonTop = async (name: string) => (await banner.getByRole('button', { name }).boundingBox())?.y;
    await expect
      .poll(async () => (await buttonTop('Accept All Cookies')) === (await buttonTop('Decline')), {
        message: 'the two buttons side by side',
      })
      .toBe(true);
    await expect(banner).toContainText('We use cookies to enhance browsing and analyse traffic.');
    await expectAccessible(page, 'the home page with the cookie banner on a phone');

    await page.goto('/signin');
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByRole('main').getByLabel('Password', { exact: true }).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the sign-in page on a phone');
  });

  test('the menu button opens the mobile navigation', async () => {
    const { page } = journey;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForHomePage(page);

    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toHaveCount(0);
    const menuButton = siteHeader(page).getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await mobileNav.waitFor();
    await mobileNav.getByRole('link', { name: 'Courses' }).waitFor();
    await mobileNav.getByRole('link', { name: 'Sign in' }).waitFor();
    await mobileNav.getByRole('link', { name: 'Sign up' }).waitFor();
    const closeButton = siteHeader(page).getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the mobile menu open on a phone');

    // Following a link closes the menu.
    await mobileNav.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/signin');
    await mobileNav.waitFor({ state: 'detached' });
  });

  test('a toast on screen never covers the open menu', async () => {
    const { page } = journey;
    await page.setViewportSize(PHONE);
    await page.goto('/signin');
    await submitSignIn(page, 'nobody@example.com', 'not-the-password-1');
    // On a phone the toasts span the top of the screen, where the menu opens.
    const toast = await waitForToast(page, 'Incorrect email or password');

    await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
    const courses = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Courses' });
    await courses.waitFor();
    await expect(toast, 'the toast must still be showing for this check').toBeVisible();
    await expect.poll(() => isOnTop(courses), { message: 'a toast covers the open mobile menu' }).toBe(true);
    await courses.click();
    await page.waitForURL('**/courses');
  });
});
