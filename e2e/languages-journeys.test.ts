import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { answerConsentBeforehand, siteHeader, waitForToast } from './support/app.js';
import { buyByApi, quizPath } from './support/assessments.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, type Journey, readCodeFromOutbox, uniqueEmail, useBrowser } from './support/browser.js';
import { getApiData, type ListedCourse, listCourses } from './support/catalogue.js';
import { listPurchases, RECEIPT_NUMBER, TEST_CARDS } from './support/checkout.js';
import { expect } from './support/expect.js';
import { horizontalOverflow, PHONE } from './support/layout.js';
import { createLearner, type Learner } from './support/learner.js';
import { type Locale, messageIn, wordsIn } from './support/words.js';

/**
 * Issue 26: a learner in France or Germany signs up, buys and takes a quiz on a phone in their own
 * language. At each state the page is checked with axe and must not scroll sideways at 390 px, where
 * German's long words would push it.
 */

const QUIZ_COURSE = 'designing-for-accessibility';

/** A regular expression for a message with `{placeholders}`: each stands for any text. */
function messagePattern(locale: Locale, id: string): RegExp {
  const parts = messageIn(locale, id).split(/\{\w+\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}`);
}

/** The page's language is the visitor's: the cookie a language menu would have written. */
async function speak({ context, baseUrl }: Journey, locale: Locale): Promise<void> {
  await context.addCookies([{ name: 'locale', value: locale, url: baseUrl }]);
}

/** axe, and no sideways scrolling on the phone. */
async function checkState(page: Page, what: string): Promise<void> {
  await expect
    .poll(() => horizontalOverflow(page), { message: `${what} scrolls sideways` })
    .toBeLessThanOrEqual(0);
  await expectAccessible(page, what);
}

async function signInIn(page: Page, locale: Locale, learner: Learner): Promise<void> {
  const say = wordsIn(locale);
  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: messageIn(locale, 'auth.signIn.title') }).waitFor();
  await main.getByLabel(say('Email')).fill(learner.email);
  await main.getByLabel(messageIn(locale, 'auth.signIn.password'), { exact: true }).fill(learner.password);
  await main.getByRole('button', { name: messageIn(locale, 'auth.signIn.submit') }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
}

describe.skipIf(!hasChrome())('journeys in French and German on a phone', () => {
  const journey = useBrowser();

  test('fr: sign up from the phone menu, verify with the mailed code, complete the profile', {
    timeout: 90_000,
  }, async () => {
    const { page, baseUrl } = journey;
    const say = wordsIn('fr');
    await answerConsentBeforehand(journey);
    await speak(journey, 'fr');
    await page.setViewportSize(PHONE);
    const email = uniqueEmail('fr-signup');
    const password = 'lanterne-violette-du-port-42';

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await siteHeader(page)
      .getByRole('button', { name: say('Open menu') })
      .click();
    await page
      .getByRole('link', { name: messageIn('fr', 'auth.signIn.createAccount') })
      .first()
      .click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: messageIn('fr', 'auth.signUp.title') }).waitFor();
    await checkState(page, 'the French sign-up form');
    await main.getByLabel(say('Email')).fill(email);
    await main.getByLabel(messageIn('fr', 'auth.signIn.password'), { exact: true }).fill(password);
    await main.getByLabel(say('Confirm password'), { exact: true }).fill(password);
    await main.getByRole('button', { name: messageIn('fr', 'auth.signUp.submit') }).click();

    await main.getByRole('heading', { level: 1, name: messageIn('fr', 'auth.verify.title') }).waitFor();
    await checkState(page, 'the French verification form');
    // The code's mail is French too.
    const code = await readCodeFromOutbox(baseUrl, email, { subject: /^Votre code de vérification/ });
    await main.getByLabel(messageIn('fr', 'auth.verify.codeLabel')).fill(code);
    await main.getByRole('button', { name: messageIn('fr', 'auth.verify.submit') }).click();

    await main.getByRole('heading', { level: 1, name: messageIn('fr', 'auth.profile.title') }).waitFor();
    await checkState(page, 'the French profile step');
    await main.getByLabel(say('First name'), { exact: true }).fill('Élodie');
    await main.getByLabel(say('Last name'), { exact: true }).fill('Marchand');
    await main.getByRole('button', { name: messageIn('fr', 'auth.profile.submit') }).click();
    await waitForToast(page, messageIn('fr', 'auth.profile.done', { siteName: 'Coursewise' }));
    await page.waitForURL((url) => url.pathname === '/');
    await checkState(page, 'the French home page, signed in, with a toast');
  });

  test('de: a course page, the cart, the checkout with the test card, the confirmation', {
    timeout: 90_000,
  }, async () => {
    const { page, baseUrl } = journey;
    const learner = await createLearner(baseUrl, 'de-buyer');
    const [course] = (await listCourses(baseUrl)).items.filter((item: ListedCourse) => item.price > 0);
    if (!course) throw new Error('The demo catalogue needs a paid course');
    await answerConsentBeforehand(journey);
    await speak(journey, 'de');
    await page.setViewportSize(PHONE);
    await signInIn(page, 'de', learner);
    const main = page.getByRole('main');

    await page.goto(`/courses/${course.slug}`);
    await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await checkState(page, 'a German course page');
    await main.getByRole('button', { name: messageIn('de', 'catalogue.purchase.addToCart') }).click();
    await main.getByRole('link', { name: messageIn('de', 'catalogue.purchase.goToCart') }).click();
    await main.getByRole('heading', { level: 1, name: messageIn('de', 'commerce.cart.title') }).waitFor();
    await checkState(page, 'the German cart');
    // The list's button, or the bar a phone keeps on screen: the same link.
    await main
      .getByRole('link', { name: messageIn('de', 'commerce.cart.checkout') })
      .first()
      .click();
    await page.waitForURL('**/checkout');
    await main.getByRole('heading', { level: 1, name: messageIn('de', 'commerce.checkout.title') }).waitFor();
    await checkState(page, 'the German checkout');

    const form = page.getByRole('form', { name: messageIn('de', 'commerce.card.form') });
    await form.getByLabel(messageIn('de', 'commerce.card.number')).pressSequentially(TEST_CARDS.succeeds);
    await form.getByLabel(messageIn('de', 'commerce.card.expiry')).pressSequentially('1234');
    await form.getByLabel(messageIn('de', 'commerce.card.cvcLabel')).fill('123');
    await checkState(page, 'the German checkout with a card typed in');
    await form.getByRole('button', { name: messagePattern('de', 'commerce.pay') }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/complete/'));
    await main
      .getByRole('heading', { level: 1, name: messageIn('de', 'commerce.confirmation.title') })
      .waitFor();
    await checkState(page, 'the German confirmation');
    // The course is the learner's, with a receipt.
    const [purchase] = await listPurchases(baseUrl, learner.token);
    expect(purchase?.course.id).toBe(course.id);
    expect(purchase?.receiptNumber).toMatch(RECEIPT_NUMBER);
  });

  test('fr: a chapter quiz, answered and submitted, with its result', { timeout: 90_000 }, async () => {
    const { page, baseUrl } = journey;
    const learner = await createLearner(baseUrl, 'fr-quiz');
    const course = await getApiData<{ id: string }>(baseUrl, `course/details?slug=${QUIZ_COURSE}`);
    await buyByApi(baseUrl, learner.token, course.id);
    const outline = await getApiData<{
      modules: { chapters: { id: string; title: string; quiz: { questionCount: number } | null }[] }[];
    }>(baseUrl, `course/purchase-details/${course.id}`, learner.token);
    const chapter = outline.modules.flatMap((module) => module.chapters).find((item) => item.quiz !== null);
    if (!chapter?.quiz) throw new Error('The demo course has no chapter quiz');
    await answerConsentBeforehand(journey);
    await speak(journey, 'fr');
    await page.setViewportSize(PHONE);
    await signInIn(page, 'fr', learner);
    const main = page.getByRole('main');

    await page.goto(quizPath(QUIZ_COURSE, chapter.id));
    await main
      .getByRole('heading', {
        level: 1,
        name: messageIn('fr', 'assessments.quiz.title', { title: chapter.title }),
      })
      .waitFor();
    const groups = main.getByRole('group', { name: messagePattern('fr', 'assessments.question.counter') });
    await expect(groups).toHaveCount(chapter.quiz.questionCount);
    await checkState(page, 'a French chapter quiz');
    for (const group of await groups.all()) {
      const multiple = (await group.getByRole('checkbox').count()) > 0;
      await group
        .getByRole(multiple ? 'checkbox' : 'radio')
        .first()
        .check();
    }
    await main.getByRole('button', { name: messageIn('fr', 'assessments.quiz.submit') }).click();
    const result = main.getByRole('region', { name: messageIn('fr', 'assessments.quiz.result') });
    await result.waitFor();
    await checkState(page, 'a French quiz result');
    // Not a single English word of the result is left.
    await expect(result).not.toContainText(/Passed|Not passed|Retake/);
  });
});
