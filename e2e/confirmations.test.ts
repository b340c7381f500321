import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import {
  accountMenuButton,
  answerConsentBeforehand,
  expectSignedOutCookies,
  signOut,
  siteHeader,
  submitSignIn,
  waitForPageAfterSignIn,
  waitForToast,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, type Learner } from './support/learner.js';
import { solidPng } from './support/png.js';

const SIZES = [
  { label: '1280 × 800', viewport: { width: 1280, height: 800 }, isPhone: false },
  { label: 'a phone', viewport: PHONE, isPhone: true },
] as const;

const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

/** Signs in on /signin and waits until the header shows the learner: the account menu, or the burger's. */
async function signIn(page: Page, learner: Learner, isPhone: boolean): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, learner.email, learner.password);
  await waitForPageAfterSignIn(page);
  if (!isPhone) {
    await accountMenuButton(page, learner.name).waitFor();
    return;
  }
  await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
  await mobileNav(page)
    .getByRole('link', { name: `Profile (${learner.name})` })
    .waitFor();
  await siteHeader(page).getByRole('button', { name: 'Close menu' }).click();
}

/** Signs out from the account menu, or the burger's menu on a phone; the app reloads the site root. */
async function signOutFrom(page: Page, learner: Learner, isPhone: boolean): Promise<void> {
  if (!isPhone) {
    await signOut(page, learner.name);
    return;
  }
  await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
  const reloaded = page.waitForEvent('load');
  await mobileNav(page).getByRole('button', { name: 'Sign out' }).click();
  await reloaded;
}

/** The stored profile, as the API answers it to the learner's own token. */
async function avatarUrlOf(baseUrl: string, learner: Learner): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/user/profile`, {
    headers: { 'x-access-token': learner.token },
  });
  return ((await response.json()) as { data: { avatarUrl: string | null } }).data.avatarUrl;
}

describe.skipIf(!hasChrome())('confirmations', () => {
  const journey = useBrowser();

  test.each(SIZES)(
    'the contact form, the picture and signing out each say what happened, at $label',
    {
      timeout: 90_000,
    },
    async ({ label, viewport, isPhone }) => {
      const { page, context, baseUrl } = journey;
      await answerConsentBeforehand(journey);
      await page.setViewportSize(viewport);
      const learner = await createLearner(baseUrl, 'confirm');
      await signIn(page, learner, isPhone);

      // The contact form starts with the learner's name and email, and both stay editable.
      await page.goto('/contact');
      const contact = page.getByRole('form', { name: 'Contact form' });
      await contact.waitFor();
      await expect(contact.getByLabel('Name')).toHaveValue(learner.name);
      await expect(contact.getByLabel('Email')).toHaveValue(learner.email);
      await expect(contact.getByLabel('Message')).toHaveValue('');
      await contact.getByLabel('Name').fill('Rear Admiral Hopper');
      await expect(contact.getByLabel('Name')).toHaveValue('Rear Admiral Hopper');
      await expectAccessible(page, `the contact form prefilled for a learner, ${label}`);

      // A file that is not a picture is refused as soon as it is chosen, before Save.
      await page.goto('/profile');
      const details = page.getByRole('region', { name: 'Personal details' });
      await details.waitFor();
      const picture = details.getByLabel('Avatar picture');
      await picture.setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture'),
      });
      await details.getByText('Choose a JPEG, PNG or WebP image').waitFor();
      await expect(picture).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => avatarUrlOf(baseUrl, learner)).toBeNull();
      await expectAccessible(page, `the profile page with a refused picture, ${label}`);

      // A real picture is saved; then "Remove picture" takes it away, on the server too.
      await picture.setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: solidPng(64, 64, [34, 184, 207]),
      });
      // The new file's first bytes are read before the earlier error goes.
      await details.getByText('Choose a JPEG, PNG or WebP image').waitFor({ state: 'detached' });
      await details.getByRole('button', { name: 'Save changes' }).click();
      await waitForToast(page, 'Your profile has been saved');
      const remove = details.getByRole('button', { name: 'Remove picture' });
      await remove.waitFor();
      await expect.poll(() => avatarUrlOf(baseUrl, learner)).not.toBeNull();
      await expectAccessible(page, `the profile page with a picture, ${label}`);
      await remove.click();
      await waitForToast(page, 'Your picture has been removed');
      await remove.waitFor({ state: 'detached' });
      await expect.poll(() => avatarUrlOf(baseUrl, learner)).toBeNull();
      await expectAccessible(page, `the profile page after removing the picture, ${label}`);

      // Signing out reloads the home page, which says so.
      await page.goto('/');
      await signOutFrom(page, learner, isPhone);
      await waitForToast(page, 'You have signed out');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expectSignedOutCookies(context);
      await expectAccessible(page, `the home page after signing out, ${label}`);
    },
  );
});
