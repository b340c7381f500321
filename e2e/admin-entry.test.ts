import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { DEMO_ADMIN } from './support/admin.js';
import {
  answerConsentBeforehand,
  pathOf,
  siteHeader,
  submitSignIn,
  waitForPageAfterSignIn,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';

/** Signs the demo admin in on /signin and waits for the page that follows. */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await waitForPageAfterSignIn(page);
}

/** The console's first page: its dashboard. */
async function waitForConsole(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

const openPhoneMenu = async (page: Page) => {
  await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.waitFor();
  return menu;
};

describe.skipIf(!hasChrome())('the way into the admin console (issue 27, item 6)', () => {
  const journey = useBrowser();

  test('the demo admin reaches the console from the account menu at 1280×800', {
    timeout: 90_000,
  }, async () => {
    const { page } = journey;
    await answerConsentBeforehand(journey);
    await signInAsAdmin(page);
    await siteHeader(page)
      .getByRole('button', { name: /^Account menu for / })
      .click();
    const entry = page.getByRole('menuitem', { name: 'Admin console' });
    await entry.waitFor();
    await expectAccessible(page, "the admin's account menu");
    await entry.click();
    await waitForConsole(page);
    await expectAccessible(page, 'the console reached from the header');
  });

  test('the demo admin reaches the console from the phone menu at 390×844', { timeout: 90_000 }, async () => {
    const { page } = journey;
    await answerConsentBeforehand(journey);
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    const menu = await openPhoneMenu(page);
    const entry = menu.getByRole('link', { name: 'Admin console' });
    await entry.waitFor();
    await expectAccessible(page, "the admin's phone menu");
    await entry.click();
    await waitForConsole(page);
    await expectAccessible(page, 'the console reached from the phone menu');
  });

  test('a learner is offered no console, in the account menu or the phone menu', {
    timeout: 90_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const learner = await createLearner(baseUrl, 'no-console');
    await signInAs(page, learner);
    await siteHeader(page)
      .getByRole('button', { name: `Account menu for ${learner.name}` })
      .click();
    await page.getByRole('menuitem', { name: 'My certificates' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Admin console' })).toHaveCount(0);
    await expectAccessible(page, "a learner's account menu");
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    const menu = await openPhoneMenu(page);
    await menu.getByRole('link', { name: 'My certificates' }).waitFor();
    await expect(menu.getByRole('link', { name: 'Admin console' })).toHaveCount(0);
    await expectAccessible(page, "a learner's phone menu");
    await expect.poll(() => pathOf(page)).not.toMatch(/^\/admin/);
  });
});
