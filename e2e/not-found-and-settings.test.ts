import { describe, test } from 'vitest';
import { answerConsentBeforehand, CONSENT_COOKIE, findCookie, TOKEN_COOKIE } from './support/app.js';
import { buyByApi } from './support/assessments.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, useBrowser } from './support/browser.js';
import { listCourses } from './support/catalogue.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';

describe.skipIf(!hasChrome())('the second walkthrough’s small parts (issue 27, item 9)', () => {
  const journey = useBrowser();

  test('"Cookie settings" in the footer brings the banner back, and a new choice replaces the cookie', {
    timeout: 60_000,
  }, async () => {
    const { page, context } = journey;
    await answerConsentBeforehand(journey);
    for (const size of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const settings = footer.getByRole('button', { name: 'Cookie settings' });
      await settings.waitFor();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
      await settings.click();
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor();
      await expectAccessible(page, `the cookie banner reopened at ${size.width}px`);
      await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
      await banner.waitFor({ state: 'detached' });
      expect((await findCookie(context, CONSENT_COOKIE))?.value).toBe('accept');

      await settings.click();
      await banner.waitFor();
      await banner.getByRole('button', { name: 'Decline' }).click();
      await banner.waitFor({ state: 'detached' });
      expect((await findCookie(context, CONSENT_COOKIE))?.value).toBe('decline');
    }
  });

  test('an unknown course in the player and a receipt that is not yours answer 404 with the not-found page', {
    timeout: 90_000,
  }, async () => {
    const { page, context, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const learner = await createLearner(baseUrl, 'not-found');
    await signInAs(page, learner);
    await expect.poll(() => findCookie(context, TOKEN_COOKIE)).toBeDefined();

    const player = await page.goto('/learn/no-such-course-anywhere');
    expect(player?.status()).toBe(404);
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectAccessible(page, 'the player of an unknown course');

    // Another learner's receipt and one that does not exist: 404 from the server, the not-found page.
    const other = await createLearner(baseUrl, 'receipt-owner');
    const course = (await listCourses(baseUrl, { sort: 'newest' })).items.at(-3);
    if (!course) throw new Error('The catalogue lists too few courses');
    const othersPayment = await buyByApi(baseUrl, other.token, course.id);
    for (const address of [`/purchases/${othersPayment}`, '/purchases/not-a-payment-of-yours']) {
      const receipt = await page.goto(address);
      expect(receipt?.status(), address).toBe(404);
      await page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    }
    await expectAccessible(page, 'a receipt that is not yours');
  });
});
