import type { Locator, Page } from 'playwright-core';
import { adminApi, adminToken } from './admin.js';
import { formatMoney, getApiData } from './catalogue.js';
import { expect } from './expect.js';
import { postApi } from './learner.js';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** The parts of a line of GET purchase/list the journeys compare with the pages. */
export interface PurchaseAnswer {
  course: { id: string; title: string };
  amount: number;
  currency: string;
  paymentId: string | null;
  receiptNumber: string | null;
  refundedAt: string | null;
  refundedAmount: number;
}

export const RECEIPT_NUMBER = /^CW-R-\d{4}-\d{6}$/;

export const orderSummary = (page: Page): Locator =>
  page.getByRole('main').getByRole('region', { name: 'Order summary' });

/** The courses the order summary lists, in order. */
export const orderLines = (page: Page): Locator =>
  orderSummary(page).getByRole('list', { name: 'Courses in your order' }).getByRole('listitem');

/** The heading of the page a paid checkout lands on. */
export const CONFIRMATION_HEADING = "Thank you — you're enrolled";

/** A date as the web app writes it ("26 November 2026"). */
export const formatDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { year: 'numeric', month: 'long', day: 'numeric' });

/** Refunds the learner's purchase of the course through the admin API, as support would; answers its date. */
export async function refundByAdmin(
  baseUrl: string,
  learnerEmail: string,
  courseId: string,
): Promise<string> {
  const token = await adminToken(baseUrl);
  const query = `purchases?search=${encodeURIComponent(learnerEmail)}`;
  const { items } = await adminApi<{ items: { id: string; course: { id: string } }[] }>(
    baseUrl,
    token,
    'GET',
    query,
  );
  const purchase = items.find((item) => item.course.id === courseId);
  if (!purchase) throw new Error(`${learnerEmail} has no purchase of ${courseId} to refund`);
  const refunded = await adminApi<{ refund: { refundedAt: string } | null }>(
    baseUrl,
    token,
    'POST',
    `purchases/${encodeURIComponent(purchase.id)}/refund`,
    { reason: 'Asked within 14 days' },
  );
  if (!refunded.refund) throw new Error('The refund answered no refund date');
  return refunded.refund.refundedAt;
}

/** Types a card into the sandbox form key by key (as a person does) and checks the number's grouping. */
export async function fillCard(page: Page, digits: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card details' });
  const number = form.getByLabel('Card number');
  await number.pressSequentially(digits);
  await expect(number).toHaveValue(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
  await form.getByLabel('Expiry date').pressSequentially('1234');
  await expect(form.getByLabel('Expiry date')).toHaveValue('12/34');
  await form.getByLabel('Security code').fill('123');
}

/** The "Pay £…" button, named by the total it charges. */
export const payButton = (page: Page, total: number, symbol: string): Locator =>
  page
    .getByRole('form', { name: 'Card details' })
    .getByRole('button', { name: `Pay ${formatMoney(total, symbol)}` });

export async function addToCartByApi(baseUrl: string, token: string, courseId: string): Promise<void> {
  const { inCart } = await postApi<{ inCart: boolean }>(baseUrl, 'cart/add-remove', { courseId }, token);
  if (!inCart) throw new Error(`Course ${courseId} was in the cart already and has just been taken out`);
}

export async function listPurchases(baseUrl: string, token: string): Promise<PurchaseAnswer[]> {
  return (await getApiData<{ items: PurchaseAnswer[] }>(baseUrl, 'purchase/list', token)).items;
}
