import { describe, test } from 'vitest';
import {
  accountMenuButton,
  expectSignedOutCookies,
  findCookie,
  signOut,
  TOKEN_COOKIE,
  waitForToast,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { createLearner, signInAs } from './support/learner.js';

/** GET /api/user/profile with a token: 200 while its session is open, 401 once it has ended. */
async function profileStatus(baseUrl: string, token: string): Promise<number> {
  return (await fetch(`${baseUrl}/api/user/profile`, { headers: { 'x-access-token': token } })).status;
}

// Issue 19, item 6: signing out ends the session on the server, and a learner can end every session.
describe.skipIf(!hasChrome())('sessions', () => {
  const journey = useBrowser();

  test('signing out ends the session on the server: a copy of the token stops working', async () => {
    const { page, context, baseUrl } = journey;
    const learner = await createLearner(baseUrl, 'signout');
    await signInAs(page, learner);
    const copied = (await findCookie(context, TOKEN_COOKIE))?.value ?? '';
    await expect.poll(() => profileStatus(baseUrl, decodeURIComponent(copied))).toBe(200);

    await signOut(page, learner.name);
    await expectSignedOutCookies(context);
    await expect.poll(() => profileStatus(baseUrl, decodeURIComponent(copied))).toBe(401);
    // A session opened elsewhere (the API sign-up's) is untouched.
    await expect.poll(() => profileStatus(baseUrl, learner.token)).toBe(200);
  });

  test('"Sign out of all devices" on the profile page ends every session of the account', async () => {
    const { page, context, baseUrl } = journey;
    const learner = await createLearner(baseUrl, 'everywhere');
    await signInAs(page, learner);
    await accountMenuButton(page, learner.name).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    const devices = page.getByRole('region', { name: 'Devices' });
    await devices.waitFor();
    await expectAccessible(page, 'the profile page with its devices section');

    await devices.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForToast(page, 'You have signed out of every device');
    await expectSignedOutCookies(context);
    await expect.poll(() => profileStatus(baseUrl, learner.token)).toBe(401);
  });
});
