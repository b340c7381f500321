import type { Locator, Page } from 'playwright-core';
import { submitSignIn, waitForToast } from './app.js';

/** Seeded at start from ADMIN_EMAIL / ADMIN_PASSWORD (their defaults, ARCHITECTURE §6). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'coursewise-admin' } as const;

/** Opens a console page; signed out, the console sends the admin to sign in and back again. */
export async function signInToConsole(page: Page, path = '/admin/courses'): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/signin');
  await submitSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL((url) => url.pathname === path);
}

/** The console's main area. */
export const consoleMain = (page: Page): Locator => page.locator('main');

/** Picks `option` in the Mantine select labelled `label` (a combobox with a listbox of options). */
export async function chooseOption(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  // A required field's label ends with an asterisk.
  await scope.getByLabel(new RegExp(`^${label}( \\*)?$`)).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks a button and waits for the toast that says the write went through. */
export async function clickAndConfirm(button: Locator, page: Page, toast: string): Promise<void> {
  await button.click();
  await waitForToast(page, toast);
}

/** The id at the end of the console's current address (`/admin/courses/<id>`). */
export function idFromPath(page: Page, pattern: RegExp): string {
  const match = pattern.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`${page.url()} does not match ${pattern}`);
  return match[1];
}

/** Signs the demo admin in through the API and answers the token, for setting up what a journey needs. */
export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!response.ok) throw new Error(`Admin sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Calls /api/admin/{path} with the admin's token and answers the envelope's `data`. */
export async function adminApi<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/admin/${path}`, {
    method,
    headers: {
      'x-access-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} /api/admin/${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}
