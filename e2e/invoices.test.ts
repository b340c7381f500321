import { readFile } from 'node:fs/promises';
import { describe, test } from 'vitest';
import { answerConsentBeforehand } from './support/app.js';
import { expectAccessible } from './support/axe.js';
import { hasChrome, type Journey, useBrowser } from './support/browser.js';
import { type ListedCourse, listCourses } from './support/catalogue.js';
import { CONFIRMATION_HEADING, fillCard, listPurchases, payButton, TEST_CARDS } from './support/checkout.js';
import { expect } from './support/expect.js';
import { PHONE } from './support/layout.js';
import { createLearner, signInAs } from './support/learner.js';

const INVOICE_NUMBER = /^INV-\d{6}$/;

async function aPaidCourse(baseUrl: string): Promise<ListedCourse> {
  const course = (await listCourses(baseUrl)).items.find((item) => item.price > 0);
  if (!course) throw new Error('The demo catalogue needs a paid course');
  return course;
}

async function buyWithBillingDetails({ page, baseUrl }: Journey, size: 'desktop' | 'phone'): Promise<void> {
  const learner = await createLearner(baseUrl, 'invoice');
  const course = await aPaidCourse(baseUrl);
  await signInAs(page, learner);
  if (size === 'phone') await page.setViewportSize(PHONE);
  const main = page.getByRole('main');

  await page.goto(`/courses/${course.slug}`);
  await main.getByRole('heading', { level: 1, name: course.title }).waitFor();
  await main.getByRole('button', { name: 'Buy now' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  const pay = payButton(page, course.price, '$');
  await pay.waitFor();

  // The disclosure opens from the keyboard; a missing name is said beside the field.
  const disclosure = main.getByText('Add billing details for an invoice');
  await disclosure.focus();
  await page.keyboard.press('Enter');
  const billing = page.getByRole('form', { name: 'Billing details' });
  await billing.getByRole('button', { name: 'Use these details' }).click();
  await expect(billing).toContainText('Enter the name of the person or company to bill');
  await billing.getByLabel('Name or company').fill('Fjord & Fell Ltd');
  await billing.getByLabel('Address').fill('12 Harbour Street\nBergen 5003');
  await billing.getByLabel('Country').selectOption('NO');
  await billing.getByLabel('Tax ID (optional)').fill('NO 912 345 678 MVA');
  await expectAccessible(page, `the checkout with billing details (${size})`);
  await billing.getByRole('button', { name: 'Use these details' }).click();
  await billing.getByText('The invoice will be made out to Fjord & Fell Ltd.').waitFor();
  await expect(pay).toBeEnabled();

  await fillCard(page, TEST_CARDS.succeeds);
  await pay.click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/complete/'));
  await main.getByRole('heading', { level: 1, name: CONFIRMATION_HEADING }).waitFor();
  const [purchase] = await listPurchases(baseUrl, learner.token);

  // The receipt page downloads the invoice: a PDF named and numbered INV-…
  await page.goto(`/purchases/${purchase?.paymentId}`);
  const download = main.getByRole('button', { name: /^Download invoice INV-\d{6}$/ });
  await download.waitFor();
  await expectAccessible(page, `the receipt with its invoice (${size})`);
  const number = (await download.textContent())?.replace('Download invoice ', '') ?? '';
  expect(number).toMatch(INVOICE_NUMBER);
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`Invoice ${number}`);
}

// Issue 22, item 5: an invoice a company can expense, with the buyer's billing details.
describe.skipIf(!hasChrome())('invoices', () => {
  const journey = useBrowser();

  test('at 1280×800', { timeout: 120_000 }, async () => {
    await answerConsentBeforehand(journey);
    await buyWithBillingDetails(journey, 'desktop');
  });

  test('at 390×844', { timeout: 120_000 }, async () => {
    await answerConsentBeforehand(journey);
    await buyWithBillingDetails(journey, 'phone');
  });
});
