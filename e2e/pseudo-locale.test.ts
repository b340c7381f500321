import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { answerConsentBeforehand } from './support/app.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { expect } from './support/expect.js';
import { type Content, speakPseudo, untranslatedWords } from './support/pseudo-locale.js';

/**
 * Issue 26's pseudo-locale run: every page a learner, an instructor or an operator opens, with the
 * catalogues' words wrapped in ⟦ ⟧ (support/pseudo-locale.ts). A word outside the brackets that the
 * API did not send is one the catalogues do not hold: it would stay English in Spanish, French and
 * German. The journeys' other files check that the translations are right; this one, that they are
 * all there.
 */

/** Until the page has drawn its data: no skeleton, spinner or busy region is left. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[aria-busy="true"], .mantine-Skeleton-root[data-visible], .mantine-Loader-root, [data-loading]',
      ),
  );
}

async function expectAllTranslated(page: Page, content: Content, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  expect(await untranslatedWords(page, content), `untranslated words on ${path}`).toEqual([]);
}

describe.skipIf(!hasChrome())('the pseudo-locale run', () => {
  const journey = useBrowser();

  test('the public pages hold no word outside the catalogues', { timeout: 120_000 }, async () => {
    const { page, context, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const content = await speakPseudo(context, baseUrl);
    for (const path of ['/', '/courses', '/about', '/faq', '/help', '/contact', '/terms', '/privacy', '/signin']) {
      await expectAllTranslated(page, content, path);
    }
  });
});
