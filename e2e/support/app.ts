import { CONSENT_COOKIE, TOKEN_COOKIE } from '@coursewise/contract/cookies';
import type { BrowserContext, Cookie, Locator, Page } from 'playwright-core';
import type { Journey } from './browser.js';
import { expect } from './expect.js';

/** Seeded with the demo content (ARCHITECTURE §6). */
export const DEMO_LEARNER = {
  email: 'learner@example.com',
  password: 'coursewise-learner',
  name: 'Demo Learner',
} as const;

export { CONSENT_COOKIE, TOKEN_COOKIE };

/** A returning visitor who answered the cookie banner before, so it never covers the page under test. */
export async function answerConsentBeforehand({ context, baseUrl }: Journey): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'decline', url: baseUrl }]);
}

export async function findCookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** The site header (landmark "banner"). */
export const siteHeader = (page: Page): Locator => page.getByRole('banner');

export const accountMenuButton = (page: Page, name: string): Locator =>
  siteHeader(page).getByRole('button', { name: `Account menu for ${name}` });

/** Waits for the toast (role alert) that says `text` and answers it. */
export async function waitForToast(page: Page, text: string): Promise<Locator> {
  const toast = page.getByRole('alert').filter({ hasText: text }).first();
  await toast.waitFor();
  return toast;
}

/** Fills and sends the form on /signin (the page must be open). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through the account menu; the app then reloads the site root. */
export async function signOut(page: Page, name: string): Promise<void> {
  await accountMenuButton(page, name).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await reloaded;
  await siteHeader(page).getByRole('link', { name: 'Sign in' }).waitFor();
}

/** Resolves once the browser no longer holds the sign-in token cookie. */
export async function expectSignedOutCookies(context: BrowserContext): Promise<void> {
  await expect.poll(async () => (await findCookie(context, TOKEN_COOKIE))?.value ?? null).toBeNull();
}

/** Waits for the home page's main heading (its text comes from the CMS, so any level-1 heading). */
export async function waitForHomePage(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * After a successful sign-in: the address changes before the next page is shown (its code may still
 * be loading), and the header closes the mobile menu when that page arrives. Resolves once it has.
 */
export async function waitForPageAfterSignIn(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname !== '/signin');
  await page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: 'Sign in' })
    .waitFor({ state: 'detached' });
  await waitForHomePage(page);
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;
