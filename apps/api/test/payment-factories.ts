import type { CreatePaymentBody, Payment } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { type OutboxEmail, outbox } from './factories.js';
import { call } from './helper.js';

/** The sandbox's test cards, as a learner types them. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  /** A valid Visa number that is not a test card. */
  realLooking: '4111 1111 1111 1111',
} as const;

/** An expiry safely in the future. */
export const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

export const startCheckout = (app: FastifyInstance, token: string, payload: CreatePaymentBody | object) =>
  call(app, { method: 'POST', url: '/api/course/payment', token, payload });

export const confirmCard = (
  app: FastifyInstance,
  token: string,
  paymentId: string,
  cardNumber: string = CARDS.success,
  extra: Record<string, string> = {},
) =>
  call(app, {
    method: 'POST',
    url: `/api/course/payment/${paymentId}/confirm`,
    token,
    payload: { cardNumber, expiry: FUTURE_EXPIRY, cvc: '123', ...extra },
  });

export const getPayment = (app: FastifyInstance, token: string, paymentId: string) =>
  call(app, { method: 'GET', url: `/api/course/payment/${paymentId}`, token });

/** A created payment, or the test fails with the server's answer. */
export async function createdPayment(
  app: FastifyInstance,
  token: string,
  payload: CreatePaymentBody,
): Promise<Payment> {
  const response = await startCheckout(app, token, payload);
  if (response.statusCode !== 201)
    throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: Payment }).data;
}

/** Checks out the courses and pays with the success card; answers the paid payment. */
export async function buyCourses(
  app: FastifyInstance,
  token: string,
  courseIds: string[],
  currency: CreatePaymentBody['currency'] = 'USD',
): Promise<Payment> {
  const payment = await createdPayment(app, token, { courseIds, currency });
  const confirmed = await confirmCard(app, token, payment.id);
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return (confirmed.json() as { data: Payment }).data;
}

export async function addToCart(app: FastifyInstance, token: string, courseId: string): Promise<void> {
  const response = await call(app, {
    method: 'POST',
    url: '/api/cart/add-remove',
    token,
    payload: { courseId },
  });
  if (response.json().data?.inCart !== true) throw new Error(`not added to the cart: ${response.body}`);
}

export async function cartIds(app: FastifyInstance, token: string): Promise<string[]> {
  const response = await call(app, { method: 'GET', url: '/api/cart/list', token });
  return (response.json() as { data: { items: { id: string }[] } }).data.items.map((item) => item.id);
}

/** Mail sent to `to`, newest first, once the mail queue has sent what it holds. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxEmail[]> {
  await app.ctx.mailQueue.idle();
  return (await outbox(app)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The learner's purchase rows (what owning a course means). */
export function purchasesOf(app: FastifyInstance, userId: string) {
  return app.ctx.db
    .selectFrom('purchases')
    .select(['courseId', 'amount', 'currency', 'paymentId'])
    .where('userId', '=', userId)
    .execute();
}

export async function learnersCount(app: FastifyInstance, courseId: string): Promise<number> {
  const row = await app.ctx.db
    .selectFrom('courses')
    .select('learnersCount')
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  return row.learnersCount;
}

/** Moves a payment's checkout `minutes` into the past (its prices hold for 30), as if the learner had waited. */
export async function backdatePayment(
  app: FastifyInstance,
  paymentId: string,
  minutes: number,
): Promise<void> {
  const createdAt = new Date(Date.now() - minutes * 60_000).toISOString();
  await app.ctx.db.updateTable('payments').set({ createdAt }).where('id', '=', paymentId).execute();
}

/** The stored row of a payment, read without asking anything (a status check may change it). */
export function storedPayment(app: FastifyInstance, paymentId: string) {
  return app.ctx.db
    .selectFrom('payments')
    .select(['status', 'failureMessage', 'refundedAmount', 'refundRef', 'receiptNumber'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
}
