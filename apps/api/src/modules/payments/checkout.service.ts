import type {
  BillingDetails,
  CreatePaymentBody,
  CurrencyCode,
  FreeCheckout,
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
import {
  limitCouponGuesses,
  type Redemption,
  redeemCoupon,
  releaseRedemption,
} from '../coupons/coupons.service.js';
import { courseLabelsByIds, findPublishedCourse, type PublishedCourse } from '../courses/courses.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import { getCurrencyRates } from '../settings/settings.service.js';
import { enrolWithoutPayment } from './enrolment.service.js';
import { fulfilPayment } from './fulfilment.service.js';
import { writePendingGift } from './gifts.service.js';
import { PAYMENT_TTL_MINUTES } from './payment-expiry.js';
import type { CardDetails } from './payments.repository.js';
import * as repo from './payments.repository.js';
import { readPayment } from './payments.service.js';

type CheckoutDeps = Pick<
  AppContext,
  'db' | 'storage' | 'payments' | 'limiter' | 'dialect' | 'config' | 'effects'
>;

/**
 * The listed courses, each published, priced and not yet owned: else a 404, a 409 or (a free course,
 * which is enrolled in, never bought) a 422 naming the course. A gift may be a course the buyer owns
 * (they buy it for someone else).
 */
async function listedCourses(
  db: Executor,
  userId: string,
  ids: string[],
  isGift = false,
): Promise<PublishedCourse[]> {
  const courses: PublishedCourse[] = [];
  for (const id of ids) {
    const course = await findPublishedCourse(db, id);
    if (!course) throw notFound('This course does not exist');
    if (!isGift && (await hasPurchased(db, userId, id))) throw conflict(`You already own ${course.title}`);
    if (course.priceCents === 0)
      throw unprocessable('COURSE_IS_FREE', `${course.title} is free: enrol in it from its page`);
    courses.push(course);
  }
  return courses;
}

/** The cart as the cart page shows it: published, priced courses the learner does not own yet. */
async function cartCourses(db: Executor, userId: string): Promise<PublishedCourse[]> {
  const courses: PublishedCourse[] = [];
  for (const id of await cartCourseIds(db, userId)) {
    const course = await findPublishedCourse(db, id);
    if (course && course.priceCents > 0 && !(await hasPurchased(db, userId, id))) courses.push(course);
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
  /** A coupon redeemed for this payment: its code and each course's discount, in the courses' order. */
  coupon?: Redemption | null;
}

/** An address as printed: each line trimmed, blank lines dropped. */
const tidyAddress = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/** Each course's list price in the order's currency: round(price × rate). */
const listPrices = (courses: PublishedCourse[], currency: CurrencyCode, rates: Rates) =>
  courses.map((course) => ({
    courseId: course.id,
    amount: convertCents(course.priceCents, currency, rates),
  }));

/** Writes the payment (pending) and its lines, priced per course less any discount; answers the total. */
async function writePendingPayment(trx: Executor, order: PendingPayment): Promise<number> {
  const { id, currency, rates, now, coupon } = order;
  const prices = listPrices(order.courses, currency, rates);
  const lines = order.courses.map((course, i) => {
    const discount = coupon?.discounts[i] ?? 0;
    return {
      paymentId: id,
      courseId: course.id,
      priceUsd: course.priceCents,
      amount: (prices[i]?.amount ?? 0) - discount,
      discount,
      refundedAt: null,
      refundRef: null,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
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
      couponCode: coupon?.code ?? null,
      discount,
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
 * A checkout the coupon made free: the courses become the learner's as free enrolments, in the
 * checkout's transaction (no payment, no receipt; one enrolment mail naming the code).
 */
async function enrolForFree(
  trx: Executor,
  ctx: CheckoutDeps,
  order: { userId: string; currency: CurrencyCode; courses: PublishedCourse[]; couponCode: string },
  discount: number,
): Promise<FreeCheckout> {
  const courseIds = order.courses.map((course) => course.id);
  const { enrolledAt } = await enrolWithoutPayment(trx, ctx, {
    userId: order.userId,
    courseIds,
    via: 'coupon',
    couponCode: order.couponCode,
  });
  const labels = await courseLabelsByIds(trx, ctx, courseIds);
  return {
    couponCode: order.couponCode,
    currency: order.currency,
    discount,
    enrolments: order.courses.map((course) => ({
      courseId: course.id,
      slug: labels.get(course.id)?.slug ?? '',
      title: course.title,
      enrolledAt,
    })),
  };
}

/**
 * Starts a checkout. The server alone prices it: each course's stored price × the currency's rate
 * from settings, rounded per course, less a coupon's discount per course (coupons module), then
 * summed (what the cart showed). Payment, lines and the coupon's redemption are written in one
 * transaction; then the provider opens its payment attempt (Stripe: a PaymentIntent) for the total.
 * If the provider cannot be reached the payment is marked failed and the learner may start again.
 * A coupon that takes off the whole order makes no payment: the answer is the free enrolments.
 */
export async function createPayment(
  ctx: CheckoutDeps,
  log: FastifyBaseLogger,
  who: { userId: string; ip: string },
  body: CreatePaymentBody,
): Promise<Payment | FreeCheckout> {
  const { currency, couponCode } = body;
  const { userId } = who;
  const id = newId();
  const now = nowIso();
  const holdUntil = new Date(Date.parse(now) + PAYMENT_TTL_MINUTES * 60_000).toISOString();
  const { gift } = body;
  const write = () =>
    inTransaction(ctx.db, async (trx): Promise<{ amount: number } | FreeCheckout> => {
      const rates = await getCurrencyRates(trx);
      if (gift && body.courseIds?.length !== 1)
        throw unprocessable('GIFT_ONE_COURSE', 'A gift is one course: check out that course alone');
      const courses = body.courseIds
        ? await listedCourses(trx, userId, body.courseIds, gift !== undefined)
        : await cartCourses(trx, userId);
      if (courses.length === 0) throw unprocessable('EMPTY_CART', 'Your cart is empty');
      const lines = listPrices(courses, currency, rates);
      const coupon = couponCode
        ? await redeemCoupon(trx, {
            code: couponCode,
            currency,
            rates,
            lines,
            userId,
            paymentId: id,
            now,
            holdUntil,
            allowFree: gift === undefined,
          })
        : null;
      if (coupon?.isFree) {
        const discount = lines.reduce((sum, line) => sum + line.amount, 0);
        return enrolForFree(trx, ctx, { userId, currency, courses, couponCode: coupon.code }, discount);
      }
      const order = {
        id,
        userId,
        provider: ctx.payments.name,
        currency,
        rates,
        courses,
        now,
        coupon,
        billing: body.billing,
      };
      const amount = await writePendingPayment(trx, order);
      const [first] = courses;
      if (gift && first)
        await writePendingGift(trx, { paymentId: id, buyerId: userId, courseId: first.id, gift, now });
      return { amount };
    });
  const written = couponCode ? await limitCouponGuesses(ctx, who, write) : await write();
  if ('enrolments' in written) return written;

  try {
    const intent = await ctx.payments.createIntent({ paymentId: id, amount: written.amount, currency });
    if (intent) await repo.setProviderIntent(ctx.db, id, intent.ref, intent.clientSecret, nowIso());
  } catch (error) {
    log.error({ err: error, paymentId: id }, 'the payment provider could not open a payment');
    await repo.markFailed(ctx.db, id, 'The payment service could not be reached.', null, nowIso());
    // No intent exists, so this payment can never be paid: its coupon's place goes back at once.
    await releaseRedemption(ctx.db, id, nowIso());
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
