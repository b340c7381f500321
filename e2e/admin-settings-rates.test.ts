import { describe, test } from 'vitest';
import { adminApi, adminToken, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';

interface Rates {
  GBP: number;
  EUR: number;
}
interface AuditPage {
  items: { summary: string }[];
}

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: PHONE },
] as const;

describe.skipIf(!hasChrome())('currency rates in the console', () => {
  const journey = useBrowser();

  for (const size of SIZES) {
    test(`a typo is refused as typed, and a change beyond ±20 % is saved only once confirmed (${size.name})`, {
      timeout: 90_000,
    }, async () => {
      const { page, baseUrl } = journey;
      await answerConsentBeforehand(journey);
      await page.setViewportSize(size.viewport);
      const token = await adminToken(baseUrl);
      const before = (await adminApi<{ currency: { rates: Rates } }>(baseUrl, token, 'GET', 'settings'))
        .currency.rates;
      try {
        await signInToConsole(page, '/admin/settings');
        const main = page.getByRole('main');
        const gbp = main.getByRole('textbox', { name: 'GBP per US dollar' });
        await gbp.waitFor();
        await expect(gbp).toHaveValue(String(before.GBP));
        await expectAccessible(page, `the settings page (${size.name})`);

        // A dropped digit or an extra three stay as typed and are refused, naming the currency.
        const save = main.getByRole('button', { name: 'Save settings' });
        for (const typo of ['0', '1000']) {
          await gbp.fill(typo);
          await save.click();
          await main.getByText('Use a rate from 0.1 to 10 GBP per US dollar').waitFor();
          await expect(gbp).toHaveValue(typo);
        }
        await expectAccessible(page, `a refused rate (${size.name})`);

        // +25 %: the console asks first, saying old → new and what a $19.99 course will cost.
        const raised = Math.round(before.GBP * 1.25 * 10_000) / 10_000;
        await gbp.fill(String(raised));
        await save.click();
        const dialog = page.getByRole('dialog', { name: 'Change the currency rate?' });
        await expect(dialog).toContainText(`GBP: ${before.GBP} → ${raised}`);
        await expect(dialog).toContainText('A $19.99 course will cost £');
        await expectAccessible(page, `the rate-change confirmation (${size.name})`);
        // Nothing is saved while the question is open.
        expect((await (await fetch(`${baseUrl}/api/setting/details`)).json()).data.currency.rates.GBP).toBe(
          before.GBP,
        );
        await dialog.getByRole('button', { name: 'Change the rate' }).click();
        await waitForToast(page, 'Settings saved');
        await dialog.waitFor({ state: 'hidden' });
        const saved = await (await fetch(`${baseUrl}/api/setting/details`)).json();
        expect(saved.data.currency.rates.GBP).toBe(raised);

        const audit = await adminApi<AuditPage>(baseUrl, token, 'GET', 'audit?entity=settings');
        expect(audit.items[0]?.summary).toBe(`Changed settings: rates.GBP ${before.GBP} → ${raised}`);
      } finally {
        // Other journeys price in pounds with the seeded rate.
        await adminApi(baseUrl, token, 'PUT', 'settings', {
          currency: { rates: before, confirmRateChange: true },
        });
      }
    });
  }
});
