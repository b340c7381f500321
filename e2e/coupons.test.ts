import { CURRENCY_COOKIE } from '@coursewise/contract/cookies';
import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { adminApi, adminToken, consoleMain, signInToConsole } from './support/admin.js';
import { answerConsentBeforehand, siteHeader, waitForToast } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, type Journey, readCodeFromOutbox, uniqueEmail, useBrowser } from './support/browser.js';
import { formatMoney, type ListedCourse, listCourses } from './support/catalogue.js';
import { CONFIRMATION_HEADING, fillCard, orderSummary, payButton, TEST_CARDS } from './support/checkout.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';
import { waitFor } from './support/wait.js';

interface Quote {
  code: string;
  subtotal: number;
  discount: number;
  total: number;
}

const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}`.toUpperCase();

/** A paid course of the demo catalogue (a different one per journey, so they never share an order). */
async function paidCourse(baseUrl: string, index: number): Promise<ListedCourse> {
  const course = (await listCourses(baseUrl, { sort: 'newest' })).items.filter((c) => c.price > 0)[index];
  if (!course) throw new Error('The demo catalogue needs paid courses');
  return course;
}

async function quoteOf(baseUrl: string, code: string, courseId: string): Promise<Quote> {
  const response = await fetch(`${baseUrl}/api/coupon/check?code=${code}&currency=GBP&courseIds=${courseId}`);
  if (!response.ok) throw new Error(`coupon/check answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: Quote }).data;
}

/**
 * A visitor opens a share link signed out, sees the price the code gives, signs up on the way to
 * checkout, and pays in pounds at the discounted price; the receipt names the code and the discount.
 */
async function shareLinkToReceipt(journey: Journey, course: ListedCourse, code: string, state: string) {
  const { page, baseUrl } = journey;
  const main = page.getByRole('main');
  const quote = await quoteOf(baseUrl, code, course.id);
  await page.goto(`/courses/${course.slug}?coupon=${code.toLowerCase()}`);
  await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
  await main.getByText(formatMoney(quote.total, '£'), { exact: true }).waitFor();
  await expect(main).toContainText(`with code ${code}`);
  await expectAccessible(page, `the course page with a coupon (${state})`);

  await main.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL('**/signin');
  await main.getByRole('link', { name: 'Create an account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
  const email = uniqueEmail('coupon');
  const password = 'amber-lighthouse-ledger-58';
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Confirm password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();
  await main
    .getByLabel('Verification code')
    .fill(await readCodeFromOutbox(baseUrl, email, { subject: /verification code/ }));
  await main.getByRole('button', { name: 'Verify email' }).click();
  await page.getByRole('heading', { level: 1, name: 'Complete your profile' }).waitFor();
  await main.getByLabel('First name').fill('Ada');
  await main.getByLabel('Last name').fill('Lovelace');
  await main.getByRole('button', { name: 'Save and continue' }).click();

  // Checkout opens for that course with the code carried over, priced in pounds.
  await page.waitForURL((url) => url.pathname === '/checkout');
  await payButton(page, quote.total, '£').waitFor();
  await expect(orderSummary(page)).toContainText(`Coupon ${code}−${formatMoney(quote.discount, '£')}`);
  await expect(orderSummary(page)).toContainText(`Total (1 course)${formatMoney(quote.total, '£')}`);
  await expectAccessible(page, `the checkout with a coupon (${state})`);
  await fillCard(page, TEST_CARDS.succeeds);
  await payButton(page, quote.total, '£').click();
  await main.getByRole('heading', { level: 1, name: CONFIRMATION_HEADING }).waitFor();
  await expect(main).toContainText(`Amount charged${formatMoney(quote.total, '£')} (GBP)`);

  const paymentId = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/purchases/${paymentId}`);
  await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor();
  const receipt = main.getByRole('table', { name: 'Courses on this receipt' });
  await expect(receipt.getByRole('row').filter({ hasText: `Coupon ${code}` })).toHaveText(
    `Coupon ${code}−${formatMoney(quote.discount, '£')}`,
  );
  await expect(receipt.getByRole('row').filter({ hasText: 'Total (GBP)' })).toHaveText(
    `Total (GBP)${formatMoney(quote.total, '£')}`,
  );
  await expectAccessible(page, `the receipt with a coupon (${state})`);
}

async function choosePounds(page: Page): Promise<void> {
  await siteHeader(page).getByLabel('Currency').selectOption({ label: '£ GBP' });
}

describe.skipIf(!hasChrome())('coupons', () => {
  const journey = useBrowser();

  test('an admin creates a code in the console; a share link signed out, sign-up and checkout in £ at 1366×900', {
    timeout: 150_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await answerConsentBeforehand(journey);
    const course = await paidCourse(baseUrl, 2);
    const code = uniqueCode('spring');

    await signInToConsole(page, '/admin/coupons');
    const main = consoleMain(page);
    await main.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();
    await main.getByRole('button', { name: 'New coupon' }).click();
    const form = page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Percent off').fill('25');
    await form.getByLabel('Uses in all').fill('50');
    await expectAccessible(page, 'the new coupon form');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await waitForToast(page, 'Coupon created');
    const row = main.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('25 %');
    await expect(row).toContainText('0 / 50');
    await expectAccessible(page, 'the coupons list');
    // Only this course, so no other journey's order meets the code.
    const token = await adminToken(baseUrl);
    const { items } = await adminApi<{ items: { id: string; code: string }[] }>(
      baseUrl,
      token,
      'GET',
      `coupons?search=${code}`,
    );
    const id = items.find((item) => item.code === code)?.id;
    await adminApi(baseUrl, token, 'PUT', `coupons/${id}`, { courseIds: [course.id] });

    await page.context().clearCookies({ name: 'auth_token' });
    await page.goto('/');
    await choosePounds(page);
    await shareLinkToReceipt(journey, course, code, 'desktop');

    // The console shows the use.
    await page.context().clearCookies({ name: 'auth_token' });
    await signInToConsole(page, '/admin/coupons');
    await expect(main.getByRole('row').filter({ hasText: code })).toContainText('1 / 50');
    await main.getByRole('button', { name: `Usage of ${code}` }).click();
    await page.getByRole('dialog').getByText('1 in use of 50 · 1 paid').waitFor();
  });

  test('on a phone: the share link, sign-up and checkout in £ at the discounted price', {
    timeout: 150_000,
  }, async () => {
    const { page, baseUrl, context } = journey;
    await answerConsentBeforehand(journey);
    await context.addCookies([{ name: CURRENCY_COOKIE, value: 'GBP', url: baseUrl }]);
    await page.setViewportSize(PHONE);
    const course = await paidCourse(baseUrl, 3);
    const code = uniqueCode('phone');
    const token = await adminToken(baseUrl);
    await adminApi(baseUrl, token, 'POST', 'coupons', {
      code,
      amountOff: 500,
      currency: 'USD',
      courseIds: [course.id],
    });
    await shareLinkToReceipt(journey, course, code, 'phone');
  });

  test('on a phone: a code taking off the whole price asks for no card, "Enrol for free" and the mail', {
    timeout: 120_000,
  }, async () => {
    const { page, baseUrl, context } = journey;
    await answerConsentBeforehand(journey);
    await context.addCookies([{ name: CURRENCY_COOKIE, value: 'GBP', url: baseUrl }]);
    const course = await paidCourse(baseUrl, 4);
    const code = uniqueCode('allfree');
    await adminApi(baseUrl, await adminToken(baseUrl), 'POST', 'coupons', {
      code,
      percentOff: 100,
      courseIds: [course.id],
    });
    const learner = await createLearner(baseUrl, 'coupon-free');
    await signInAs(page, learner);
    await page.setViewportSize(PHONE);
    const main = page.getByRole('main');

    await page.goto(`/courses/${course.slug}?coupon=${code}`);
    await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await expect(main).toContainText(`with code ${code}`);
    await main.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const order = main.getByRole('region', { name: 'Nothing to pay' });
    await expect(order).toContainText(`Your code ${code} takes off the whole price of your order (1 course`);
    await expect(main.getByLabel('Card number')).toHaveCount(0);
    await expectAccessible(page, 'a checkout made free by a coupon (phone)');

    await order.getByRole('button', { name: 'Enrol for free' }).click();
    const done = main.getByRole('region', { name: "You're enrolled" });
    await expect(done).toContainText(`Your code ${code} made this order free: nothing was charged.`);
    await expectAccessible(page, 'a free checkout done (phone)');
    await done.getByRole('link', { name: 'Start learning' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/learn/${course.slug}`));

    const mail = await waitFor(
      async () => {
        const response = await fetch(`${baseUrl}/api/dev/outbox`);
        const { data } = (await response.json()) as { data: { to: string; subject: string; text: string }[] };
        return data.find(
          (m) => m.to === learner.email && m.subject === `You are enrolled in “${course.title}”`,
        );
      },
      { timeout: 10_000, message: () => `No enrolment mail reached ${learner.email}` },
    );
    expect(mail.text).toContain(`Your coupon ${code} made these courses free: nothing was charged.`);
  });
});
