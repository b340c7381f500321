import type { Locator, Page } from 'playwright-core';
import { siteHeader, submitSignIn, waitForPageAfterSignIn } from './app.js';

/** Seeded with the demo content (apps/api/src/seed/seed-demo.ts): owns one published course. */
export const DEMO_INSTRUCTOR = {
  email: 'instructor@example.com',
  password: 'coursewise-instructor',
  name: 'Daniel Okafor',
  course: 'Practical TypeScript for Teams',
} as const;

/** Signs the demo instructor in on /signin and waits for the page that follows. */
export async function signInAsInstructor(page: Page): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, DEMO_INSTRUCTOR.email, DEMO_INSTRUCTOR.password);
  await waitForPageAfterSignIn(page);
}

/** The studio's entry in the account menu (desktop) or the phone menu. */
export async function studioEntry(page: Page, isPhone: boolean): Promise<Locator> {
  if (isPhone) {
    await siteHeader(page).getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    return menu.getByRole('link', { name: 'Studio' });
  }
  await siteHeader(page)
    .getByRole('button', { name: `Account menu for ${DEMO_INSTRUCTOR.name}` })
    .click();
  return page.getByRole('menuitem', { name: 'Studio' });
}

/** Signs the demo instructor in through the API and answers the token. */
export async function instructorToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_INSTRUCTOR.email, password: DEMO_INSTRUCTOR.password }),
  });
  if (!response.ok) throw new Error(`Instructor sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Calls /api/instructor/{path} with the instructor's token: its status and the envelope's `data`. */
export async function studioApi<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T; code?: string }> {
  const response = await fetch(`${baseUrl}/api/instructor/${path}`, {
    method,
    headers: {
      'x-access-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Most answers are JSON envelopes; the import template is CSV.
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  const answer = (isJson ? await response.json() : {}) as { data: T; code?: string };
  return { status: response.status, data: answer.data, code: answer.code };
}

/** `studioApi` for a journey's set-up: the envelope's `data`, or an error naming the refused call. */
export async function studioData<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await studioApi<T>(baseUrl, token, method, path, body);
  if (answer.status >= 300) throw new Error(`${method} /api/instructor/${path} answered ${answer.status}`);
  return answer.data;
}
