import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import {
  accountMenuButton,
  answerConsentBeforehand,
  DEMO_LEARNER,
  expectSignedOutCookies,
  findCookie,
  pathOf,
  signOut,
  siteHeader,
  submitSignIn,
  TOKEN_COOKIE,
  waitForHomePage,
  waitForToast,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { submitEmpty } from './support/forms.js';
import { PHONE } from './support/layout.js';

const expectSignedIn = (page: Page) => accountMenuButton(page, DEMO_LEARNER.name).waitFor();

describe.skipIf(!hasChrome())('session', () => {
  const journey = useBrowser();

  test('a wrong password shows the server message as a toast in the top-right corner', async () => {
    const { page } = journey;
    await answerConsentBeforehand(journey);
    await page.goto('/signin');
    await page.getByRole('main').getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await expectAccessible(page, 'the sign-in page');
    await submitEmpty(page, 'Sign in');
    await expectAccessible(page, 'the sign-in form with errors');
    await submitSignIn(page, DEMO_LEARNER.email, 'not-the-right-password');

    const toast = await waitForToast(page, 'Incorrect email or password');
    await expect(toast).toHaveText('Incorrect email or password');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('The page has no viewport');
    // The toast slides in from the right: wait until it has settled inside the viewport.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        if (!box) return 'not laid out';
        const isInside = box.x >= 0 && box.x + box.width <= viewport.width && box.y >= 0;
        const isTopRight =
          box.x + box.width / 2 > viewport.width / 2 && box.y + box.height / 2 < viewport.height / 2;
        return isInside && isTopRight ? 'top-right' : JSON.stringify(box);
      })
      .toBe('top-right');
    await expectAccessible(page, 'the sign-in page with an error toast');
    await expect.poll(() => pathOf(page)).toBe('/signin');
    await expect.poll(() => findCookie(journey.context, TOKEN_COOKIE)).toBeUndefined();

    // Signed in at the next try, the error is no longer true: it does not follow the learner.
    await submitSignIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await page.waitForURL((url) => url.pathname !== '/signin');
    await toast.waitFor({ state: 'detached' });
    await expectSignedIn(page);
  });

  test('a refused profile fetch says "Failed to fetch Profile details" and shows the visitor signed out', async () => {
    const { page, context, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    await context.addCookies([{ name: TOKEN_COOKIE, value: 'garbage.expired.token', url: baseUrl }]);
    await page.goto('/');

    await waitForToast(page, 'Failed to fetch Profile details');
    await siteHeader(page).getByRole('link', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'the home page with an error toast');
    await expect(siteHeader(page).getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
    // The refused token is forgotten, so the next visit does not fail again.
    await expectSignedOutCookies(context);
  });

  test('a protected page sends a signed-out visitor to sign in and back again', async () => {
    const { page } = journey;
    await answerConsentBeforehand(journey);
    await page.goto('/profile');
    await page.waitForURL('**/signin');

    await submitSignIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: DEMO_LEARNER.name }).waitFor();
    await page.getByRole('region', { name: 'Personal details' }).waitFor();
    await accountMenuButton(page, DEMO_LEARNER.name).waitFor();
    await expectAccessible(page, "the demo learner's profile page");
  });

  // Logout clears the user, which re-renders the protected page signed out before the reload; the
  // page must not store itself again as the next sign-in's destination (spec §4).
  test('signing out of a protected page forgets it: the next sign-in lands at home', async () => {
    const { page } = journey;
    await answerConsentBeforehand(journey);
    await page.goto('/signin');
    await submitSignIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await accountMenuButton(page, DEMO_LEARNER.name).waitFor();
    await page.goto('/profile');
    await page.getByRole('region', { name: 'Personal details' }).waitFor();
    await signOut(page, DEMO_LEARNER.name);

    await siteHeader(page).getByRole('link', { name: 'Sign in' }).click();
    await submitSignIn(page, DEMO_LEARNER.email, DEMO_LEARNER.password);
    await page.waitForURL((url) => url.pathname !== '/signin');
    await expect.poll(() => pathOf(page)).toBe('/');
  });

  test('an unknown address shows "Page not found", with HTTP 404 at both sizes', async () => {
    const { page } = journey;
    await answerConsentBeforehand(journey);
    await page.setViewportSize(PHONE);
    const onPhone = await page.goto('/courses/no-such-course');
    expect(onPhone?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor();
    await expectAccessible(page, 'an unknown course on a phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto('/no-such-page/anywhere');
    // Search engines and link checkers read the status; people read the page.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectAccessible(page, 'the page-not-found page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await waitForHomePage(page);
    await expect.poll(() => pathOf(page)).toBe('/');
  });
});
