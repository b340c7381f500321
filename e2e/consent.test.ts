import { describe, test } from 'vitest';
import { CONSENT_COOKIE, findCookie, waitForHomePage } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';

const DAY_SECONDS = 24 * 60 * 60;

describe.skipIf(!hasChrome())('cookie consent', () => {
  const journey = useBrowser();

  for (const choice of [
    { button: 'Accept All Cookies', value: 'accept' },
    { button: 'Decline', value: 'decline' },
  ] as const) {
    test(`"${choice.button}" stores ${choice.value} for 365 days and hides the banner for good`, async () => {
      const { page, context } = journey;
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor();
      await expect(banner).toContainText(/cookies to enhance your browsing experience/i);
      await expect(banner).toContainText(/analyse our traffic/i);
      await expect.poll(() => findCookie(context, CONSENT_COOKIE)).toBeUndefined();
      await waitForHomePage(page);
      await expectAccessible(page, 'the home page with the cookie banner');

      await banner.getByRole('button', { name: choice.button, exact: true }).click();
      await banner.waitFor({ state: 'detached' });

      const cookie = await findCookie(context, CONSENT_COOKIE);
      expect(cookie?.value).toBe(choice.value);
      expect(cookie?.path).toBe('/');
      // Served over http here: secure is only set on https (spec §4).
      expect(cookie?.secure).toBe(false);
      const inAYear = Date.now() / 1000 + 365 * DAY_SECONDS;
      expect(Math.abs((cookie?.expires ?? 0) - inAYear)).toBeLessThan(DAY_SECONDS);

      await page.reload();
      await waitForHomePage(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
      expect((await findCookie(context, CONSENT_COOKIE))?.value).toBe(choice.value);
    });
  }
});
