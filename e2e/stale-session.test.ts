import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import {
  answerConsentBeforehand,
  findCookie,
  siteHeader,
  submitSignIn,
  TOKEN_COOKIE,
  waitForToast,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, type Learner, postApi, signInAs } from './support/learner.js';

/** The password changed on another device: every token issued before is revoked. */
async function changePasswordElsewhere(baseUrl: string, learner: Learner): Promise<void> {
  const { token } = await postApi<{ token: string }>(baseUrl, 'user/signin', {
    email: learner.email,
    password: learner.password,
  });
  const next = `${learner.password}-x`;
  await postApi(
    baseUrl,
    'user/change-password',
    { currentPassword: learner.password, newPassword: next },
    token,
  );
  learner.password = next;
}

const toasts = (page: Page) => page.getByRole('alert').filter({ hasText: /session|Profile/ });

describe.skipIf(!hasChrome())('a session that ended on another device', () => {
  const journey = useBrowser();

  test('public pages show as a visitor sees them, at once, with one toast — on reload and mid-visit, at both sizes', {
    timeout: 60_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const learner = await createLearner(baseUrl, 'stale');
    await signInAs(page, learner);
    // The tab is left first: a request the signed-in page still had in flight would otherwise meet the
    // revoked token, and that page would forget the session before the next one opens (CI saw it).
    await page.goto('about:blank');
    await changePasswordElsewhere(baseUrl, learner);
    expect(await findCookie(journey.context, TOKEN_COOKIE)).toBeDefined();

    // Opening the home page again: the course rows load, the header offers sign-in, one toast says why.
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('article').first().waitFor();
    await siteHeader(page).getByRole('link', { name: 'Sign in' }).waitFor();
    await waitForToast(page, 'Failed to fetch Profile details');
    await expect(main.getByText('Courses could not load')).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(1);
    await expectAccessible(page, 'the home page after the session ended elsewhere');

    // Mid-visit on a phone: signed in again, the password changes again, then the learner moves on.
    await page.setViewportSize(PHONE);
    await page.goto('/signin');
    await submitSignIn(page, learner.email, learner.password);
    await page.waitForURL((url) => url.pathname !== '/signin');
    await changePasswordElsewhere(baseUrl, learner);
    await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Courses' }).click();
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('main').getByRole('article').first().waitFor();
    await waitForToast(page, 'Your session has ended');
    await expect(toasts(page)).toHaveCount(1);
    await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'the catalogue on a phone after the session ended');
  });
});
