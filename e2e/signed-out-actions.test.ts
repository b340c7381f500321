import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import {
  accountMenuButton,
  answerConsentBeforehand,
  pathOf,
  submitSignIn,
  waitForToast,
} from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, readCodeFromOutbox, uniqueEmail, useBrowser } from './support/browser.js';
import { type CourseDetailsAnswer, getApiData, type ListedCourse, listCourses } from './support/catalogue.js';
import { orderLines } from './support/checkout.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, type Learner } from './support/learner.js';

const note = (page: Page) => page.getByRole('main').getByRole('note', { name: 'Why sign in' });

async function openCourse(page: Page, course: ListedCourse): Promise<void> {
  await page.goto(`/courses/${course.slug}`);
  await page.getByRole('main').getByRole('heading', { level: 1, name: course.title }).waitFor();
}

/** Signs in on the sign-in page the click led to, after checking it says why. */
async function signInExplained(page: Page, learner: Learner, expected: string, state: string): Promise<void> {
  await page.waitForURL('**/signin');
  await expect(note(page)).toHaveText(expected);
  await expectAccessible(page, state);
  await submitSignIn(page, learner.email, learner.password);
}

const flagsOf = (baseUrl: string, course: ListedCourse, token: string) =>
  getApiData<CourseDetailsAnswer>(baseUrl, `course/details?slug=${course.slug}`, token);

describe.skipIf(!hasChrome())(
  'what a signed-out visitor clicks on a course page is done after sign-in',
  () => {
    const journey = useBrowser();

    test('"Add to cart" and "Buy now" at 1366×900: explained on the sign-in page, then done', {
      timeout: 90_000,
    }, async () => {
      const { page, baseUrl } = journey;
      await answerConsentBeforehand(journey);
      const [first, second] = (await listCourses(baseUrl, { sort: 'newest' })).items.filter(
        (c) => c.price > 0,
      );
      if (!first || !second) throw new Error('Two paid courses are needed');
      const learner = await createLearner(baseUrl, 'later-cart');
      const main = page.getByRole('main');

      await openCourse(page, first);
      await main.getByRole('button', { name: 'Add to cart' }).click();
      await signInExplained(
        page,
        learner,
        `Sign in to add “${first.title}” to your cart: we add it as soon as you are signed in.`,
        'the sign-in page explaining the cart',
      );
      await page.waitForURL(`**/courses/${first.slug}`);
      await waitForToast(page, 'Added to your cart');
      await main.getByRole('link', { name: 'Go to cart' }).waitFor();
      expect((await flagsOf(baseUrl, first, learner.token)).isInCart).toBe(true);
      await expectAccessible(page, 'the course page with the cart finished after sign-in');

      // Signed out again, "Buy now" goes through sign-in straight to checkout for that course alone.
      await accountMenuButton(page, learner.name).click();
      const reloaded = page.waitForEvent('load');
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await reloaded;
      await openCourse(page, second);
      await main.getByRole('button', { name: 'Buy now' }).click();
      await signInExplained(
        page,
        learner,
        `Sign in to buy “${second.title}”: checkout opens as soon as you are signed in.`,
        'the sign-in page explaining buy now',
      );
      await page.waitForURL((url) => url.pathname === '/checkout');
      await expect.poll(() => new URL(page.url()).searchParams.get('courseId')).toBe(second.id);
      await expect(orderLines(page)).toHaveCount(1);
      await orderLines(page).getByText(second.title).waitFor();
      // The cart's course is still there, and nothing else was changed by the way.
      const afterwards = await flagsOf(baseUrl, first, learner.token);
      expect(afterwards.isInCart).toBe(true);
      expect((await flagsOf(baseUrl, second, learner.token)).isInCart).toBe(false);
    });

    test('"Add to wishlist" on a phone, through sign-up; a second time it keeps what is saved', {
      timeout: 120_000,
    }, async () => {
      const { page, baseUrl } = journey;
      await answerConsentBeforehand(journey);
      await page.setViewportSize(PHONE);
      const course = (await listCourses(baseUrl, { sort: 'rating' })).items[0];
      if (!course) throw new Error('No course is listed');
      const main = page.getByRole('main');

      await openCourse(page, course);
      await main.getByRole('button', { name: 'Add to wishlist' }).click();
      await page.waitForURL('**/signin');
      const expected = `to save “${course.title}” to your wishlist: we add it as soon as you are signed in.`;
      await expect(note(page)).toHaveText(`Sign in ${expected}`);

      // A new learner: the wish survives sign-up, the code and the profile step.
      await main.getByRole('link', { name: 'Create an account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
      await expect(note(page)).toHaveText(`Create an account ${expected}`);
      await expectAccessible(page, 'the sign-up page explaining the wishlist on a phone');
      const email = uniqueEmail('later-wish');
      const password = 'amber-lighthouse-ledger-58';
      await main.getByLabel('Email').fill(email);
      await main.getByLabel('Password', { exact: true }).fill(password);
      await main.getByLabel('Confirm password', { exact: true }).fill(password);
      await main.getByRole('button', { name: 'Create account' }).click();
      await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
      const code = await readCodeFromOutbox(baseUrl, email, { subject: /verification code/ });
      await main.getByLabel('Verification code').fill(code);
      await main.getByRole('button', { name: 'Verify email' }).click();
      await page.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
      await main.getByLabel('First name').fill('Ada');
      await main.getByLabel('Last name').fill('Lovelace');
      await main.getByRole('button', { name: 'Save and continue' }).click();

      await page.waitForURL(`**/courses/${course.slug}`);
      await waitForToast(page, 'Added to your wishlist');
      const wishlisted = main.getByRole('button', { name: 'Wishlisted' });
      await wishlisted.waitFor();
      await expect(wishlisted).toHaveAttribute('aria-pressed', 'true');
      await expectAccessible(page, 'the course page with the wishlist finished after sign-up on a phone');

      // Signed out, the same click again: the course is on the wishlist already and must stay there
      // (the endpoint toggles; a blind toggle would take it off).
      const learner: Learner = { email, password, name: 'Ada Lovelace', token: '' };
      await page.context().clearCookies({ name: 'auth_token' });
      await openCourse(page, course);
      await main.getByRole('button', { name: 'Add to wishlist' }).click();
      await signInExplained(
        page,
        learner,
        `Sign in ${expected}`,
        'the sign-in page explaining the wishlist on a phone',
      );
      await page.waitForURL(`**/courses/${course.slug}`);
      await waitForToast(page, 'It is on your wishlist already');
      await wishlisted.waitFor();
      await expect.poll(() => pathOf(page)).toBe(`/courses/${course.slug}`);
    });
  },
);
