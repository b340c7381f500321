import type {
  BillingDetails,
  CreatePaymentBody,
  CurrencyCode,
  Payment,
  PaymentProvider as ProviderName,
} from '@coursewise/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { conflict, notFound, unprocessable } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { convertCents, type Rates } from '../../lib/currency.js';
import { newId } from '../../lib/ids.js';
import { cartCourseIds } from '../cart/cart.service.js';
import { findPublishedCourse, type PublishedCourse } from '../courses/courses.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import { getCurrencyRates } from '../settings/settings.service.js';
import { fulfilPayment } from './fulfilment.service.js';
import type { CardDetails } from './payments.repository.js';
import * as repo from './payments.repository.js';
import { readPayment } from './payments.service.js';

type CheckoutDeps = Pick<AppContext, 'db' | 'storage' | 'payments'>;

/** The listed courses, each published and not yet owned: else a 404 or a 409 naming the course. */
async function listedCourses(db: Executor, userId: string, ids: string[]): Promise<PublishedCourse[]> {
  const courses: PublishedCourse[] = [];
  for (const id of ids) {
    const course = await findPublishedCourse(db, id);
    if (!course) throw notFound('This course does not exist');
    if (await hasPurchased(db, userId, id)) throw conflict(`You already own ${course.title}`);
    courses.push(course);
  }
  return courses;
}

/** The cart as the cart page shows it: published courses the learner does not own yet. */
async function cartCourses(db: Executor, userId: string): Promise<PublishedCourse[]> {
  const courses: PublishedCourse[] = [];
  for (const id of await cartCourseIds(db, userId)) {
    const course = await findPublishedCourse(db, id);
    if (course && !(await hasPurchased(db, userId, id))) courses.push(course);
  }
  return courses;
}

interface PendingPayment {
  id: string;
  billing?: BillingDetails | undefined;
  userId: string;
  provider: ProviderName;
  currency: CurrencyCode;
  rates: Rates;
  courses: PublishedCourse[];
  now: string;
}

/** An address as printed: each line trimmed, blank lines dropped. */
const tidyAddress = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/** Writes the payment (pending) and its lines, priced per course; answers the total. */
async function writePendingPayment(trx: Executor, order: PendingPayment): Promise<number> {
  const { id, currency, rates, now } = order;
  const lines = order.courses.map((course) => ({
    paymentId: id,
    courseId: course.id,
    priceUsd: course.priceCents,
    amount: convertCents(course.priceCents, currency, rates),
    refundedAt: null,
    refundRef: null,
  }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  await repo.insertPayment(
    trx,
    {
      id,
      userId: order.userId,
      provider: order.provider,
      status: 'pending',
      currency,
      amount: total,
      rate: currency === 'USD' ? 1 : rates[currency],
      providerRef: null,
      clientSecret: null,
      failureMessage: null,
      cardBrand: null,
      cardLast4: null,
      receiptNumber: null,
      invoiceNumber: null,
      refundRef: null,
      createdAt: now,
      updatedAt: now,
      paidAt: null,
    },
    lines,
  );
  const { billing } = order;
  if (billing)
    await repo.insertBilling(trx, {
      paymentId: id,
      name: billing.name.trim(),
      address: tidyAddress(billing.address),
      country: billing.country,
      taxId: billing.taxId?.trim() || null,
      createdAt: now,
    });
  return total;
}

/**
 * Starts a checkout. The server alone prices it: each course's stored price × the currency's rate
 * from settings, rounded per course, then summed (what the cart showed). Payment and lines are written
 * in one transaction; then the provider opens its payment attempt (Stripe: a PaymentIntent). If the
 * provider cannot be reached the payment is marked failed and the learner may start again.
 */
export async function createPayment(
  ctx: CheckoutDeps,
  log: FastifyBaseLogger,
  userId: string,
  body: CreatePaymentBody,
): Promise<Payment> {
  const { currency } = body;
  const id = newId();
  const now = nowIso();
  const amount = await inTransaction(ctx.db, async (trx) => {
    const rates = await getCurrencyRates(trx);
    const courses = body.courseIds
      ? await listedCourses(trx, userId, body.courseIds)
      : await cartCourses(trx, userId);
    if (courses.length === 0) throw unprocessable('EMPTY_CART', 'Your cart is empty');
    return writePendingPayment(trx, {
      id,
      userId,
      provider: ctx.payments.name,
      currency,
      rates,
      courses,
      now,
      billing: body.billing,
    });
  });

  try {
    const intent = await ctx.payments.createIntent({ paymentId: id, amount, currency });
    if (intent) await repo.setProviderIntent(ctx.db, id, intent.ref, intent.clientSecret, nowIso());
  } catch (error) {
    log.error({ err: error, paymentId: id }, 'the payment provider could not open a payment');
    await repo.markFailed(ctx.db, id, 'The payment service could not be reached.', null, nowIso());
    throw error;
  }
  return readPayment(ctx, userId, id);
}

/**
 * A checkout that was paid at `paidAt` (the demo seed's purchases): payment, lines and fulfilment in
 * one transaction, with a receipt number and no mail. Answers the payment id.
 */
export async function recordPaidCheckout(
  db: Executor,
  ctx: Pick<AppContext, 'dialect' | 'config' | 'storage' | 'effects'>,
  order: { userId: string; courseIds: string[]; currency: CurrencyCode; paidAt: string; card: CardDetails },
): Promise<string> {
  const id = newId();
  await inTransaction(db, async (trx) => {
    const courses = await listedCourses(trx, order.userId, order.courseIds);
    const rates = await getCurrencyRates(trx);
    const { userId, currency, paidAt } = order;
    await writePendingPayment(trx, {
      id,
      userId,
      provider: 'sandbox',
      currency,
      rates,
      courses,
      now: paidAt,
    });
    await fulfilPayment(trx, ctx, id, { card: order.card, paidAt, notify: false });
  });
  return id;
}
