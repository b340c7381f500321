import { describe, test } from 'vitest';
import { findCookie, waitForHomePage } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';

const LOCALE_COOKIE = 'locale';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

describe.skipIf(!hasChrome())('the language menu', () => {
  const journey = useBrowser();

  test('Deutsch chosen in the footer on a phone: the shell speaks German, <html lang="de">, and a reload keeps it', {
    timeout: 60_000,
  }, async () => {
    const { page, context } = journey;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForHomePage(page);

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });

    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect(footer.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
    await expect(footer.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expect(footer).toContainText('Alle Rechte vorbehalten');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    await expect(banner.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Ablehnen', exact: true })).toBeVisible();
    await expectAccessible(page, 'the home page in German on a phone');

    const cookie = await findCookie(context, LOCALE_COOKIE);
    expect(cookie?.value).toBe('de');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + YEAR_SECONDS))).toBeLessThan(24 * 60 * 60);

    await page.reload();
    await waitForHomePage(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }).click();
    const phoneMenu = page.getByRole('navigation', { name: 'Mobilmenü' });
    await expect(phoneMenu.getByRole('link', { name: 'Kurse' })).toBeVisible();
    await expect(phoneMenu.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expectAccessible(page, 'the phone menu in German');
  });
});
