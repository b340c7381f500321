import type { Locator, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import {
  accountMenuButton,
  answerConsentBeforehand,
  expectSignedOutCookies,
  findCookie,
  pathOf,
  signOut,
  siteHeader,
  submitSignIn,
  TOKEN_COOKIE,
  waitForToast,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, readCodeFromOutbox, uniqueEmail, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { submitEmpty } from './support/forms.js';
import { solidPng } from './support/png.js';

const FIRST_NAME = 'Ada';
const LAST_NAME = 'Lovelace';
const NAME = `${FIRST_NAME} ${LAST_NAME}`;
const FIRST_PASSWORD = 'violet-harbour-lantern-42';
const CHANGED_PASSWORD = 'copper-meadow-compass-17';
const RESET_PASSWORD = 'silent-orchard-beacon-93';
const WRONG_CREDENTIALS = 'Incorrect email or password';

/** Resolves once `image` has a picture that loaded (Mantine's avatar falls back to initials otherwise). */
async function expectLoadedImage(image: Locator): Promise<void> {
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

async function openProfileFromMenu(page: Page): Promise<void> {
  await accountMenuButton(page, NAME).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.waitForURL('**/profile');
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
}

async function goToSignIn(page: Page): Promise<void> {
  await siteHeader(page).getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL('**/signin');
}

describe.skipIf(!hasChrome())('account life', () => {
  const journey = useBrowser();

  test('sign up, verify, complete the profile, change and reset the password, then delete the account', {
    timeout: 120_000,
  }, async () => {
    const { page, context, baseUrl } = journey;
    const email = uniqueEmail('life');
    await answerConsentBeforehand(journey);

    // Sign up from the header.
    await page.goto('/');
    await siteHeader(page).getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await expectAccessible(page, 'the sign-up form');
    await submitEmpty(page, 'Create account');
    await expectAccessible(page, 'the sign-up form with errors');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Verify with the code from the mail.
    await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/verify');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expectAccessible(page, 'the verification form');
    await submitEmpty(page, 'Verify email');
    await expectAccessible(page, 'the verification form with an error');
    const verificationCode = await readCodeFromOutbox(baseUrl, email, { subject: /verification code/ });
    await page.getByLabel('Verification code').fill(verificationCode);
    await page.getByRole('button', { name: 'Verify email' }).click();

    // Complete the profile, with a picture.
    await page.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/signup/profile');
    await page.getByLabel('First name').fill(FIRST_NAME);
    await page.getByLabel('Last name').fill(LAST_NAME);
    await page.getByLabel('Phone').fill('+44 20 7946 0958');
    await page.getByLabel('Avatar picture').setInputFiles({
      name: 'ada.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 64, [132, 94, 247]),
    });
    await expectLoadedImage(page.getByRole('img', { name: 'Avatar preview' }));
    await expectAccessible(page, 'the profile step of signing up');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Signed in at home: the menu shows the name and the uploaded picture.
    await waitForToast(page, 'Your profile is ready');
    await page.waitForURL((url) => url.pathname === '/');
    const menuButton = accountMenuButton(page, NAME);
    await menuButton.waitFor();
    await expect(menuButton).toContainText(NAME);
    // The picture beside the name is decorative (alt=""), so it has no role to find it by.
    await expectLoadedImage(menuButton.locator('img'));
    await expectAccessible(page, 'the home page, signed in, with a toast');
    expect((await findCookie(context, TOKEN_COOKIE))?.path).toBe('/');

    // Sign out: back at the root without the token.
    await signOutAndCheck(page);

    // Sign in with the password.
    await goToSignIn(page);
    await submitSignIn(page, email, FIRST_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await accountMenuButton(page, NAME).waitFor();

    // Change the password on the profile page.
    await openProfileFromMenu(page);
    await expectLoadedImage(page.getByRole('img', { name: `${NAME}'s picture` }));
    await expectAccessible(page, 'the profile page');
    const changePassword = page.getByRole('region', { name: 'Change password' });
    await changePassword.getByLabel('Current password', { exact: true }).fill(FIRST_PASSWORD);
    await changePassword.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
    await changePassword.getByLabel('Confirm new password', { exact: true }).fill(CHANGED_PASSWORD);
    await changePassword.getByRole('button', { name: 'Change password' }).click();
    await waitForToast(page, 'Your password has been changed');
    await expect(changePassword.getByLabel('Current password', { exact: true })).toHaveValue('');
    await expectAccessible(page, 'the profile page after changing the password');

    // Sign out from the home page (signing out of /profile would send the next sign-in back there:
    // see the known bug in session.test.ts), then forget the password and reset it with the mailed code.
    await siteHeader(page).getByRole('link', { name: 'Coursewise home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The router renders the new page in a transition: wait until the profile page has really gone.
    await changePassword.waitFor({ state: 'detached' });
    await signOutAndCheck(page);
    await goToSignIn(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page, 'the forgotten-password form');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expectAccessible(page, 'the password reset form');
    await submitEmpty(page, 'Reset password');
    await expectAccessible(page, 'the password reset form with errors');
    const resetCode = await readCodeFromOutbox(baseUrl, email, { subject: /password reset code/ });
    await page.getByLabel('Reset code').fill(resetCode);
    await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/signin?*');
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(email);

    // The password from before the reset no longer works; the new one does.
    await submitSignIn(page, email, CHANGED_PASSWORD);
    await waitForToast(page, WRONG_CREDENTIALS);
    await expect.poll(() => pathOf(page)).toBe('/signin');
    await expectAccessible(page, 'the sign-in page with an error toast');
    await submitSignIn(page, email, RESET_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await accountMenuButton(page, NAME).waitFor();

    // Delete the account, confirming with the password.
    await openProfileFromMenu(page);
    const deleteSection = page.getByRole('region', { name: 'Delete account' });
    await deleteSection.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectAccessible(page, 'the delete-account dialog');
    await dialog.getByLabel('Password', { exact: true }).fill(RESET_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await waitForToast(page, 'Your account has been deleted');
    await page.waitForURL((url) => url.pathname === '/');
    await siteHeader(page).getByRole('link', { name: 'Sign in' }).waitFor();
    await expectSignedOutCookies(context);

    // The account is gone: its password no longer signs anyone in.
    await goToSignIn(page);
    await submitSignIn(page, email, RESET_PASSWORD);
    await waitForToast(page, WRONG_CREDENTIALS);
    await expect.poll(() => pathOf(page)).toBe('/signin');
    await expect.poll(() => findCookie(context, TOKEN_COOKIE)).toBeUndefined();
  });

  async function signOutAndCheck(page: Page): Promise<void> {
    await signOut(page, NAME);
    await expect.poll(() => pathOf(page)).toBe('/');
    await expectSignedOutCookies(journey.context);
  }
});
