import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { convertCents } from '../../lib/currency.js';
import { courseLabelsByIds, findPublishedCourse } from '../courses/courses.service.js';
import { getCurrencyRates } from '../settings/settings.service.js';
import * as repo from './payments.repository.js';

/**
 * How long a checkout's prices hold. A payment still unpaid after that is closed (`expired`) when it
 * is next seen, and so is one whose course was unpublished or re-priced meanwhile: the learner checks
 * out again at today's price rather than being charged yesterday's.
 */
export const PAYMENT_TTL_MINUTES = 30;
const PAYMENT_TTL_MS = PAYMENT_TTL_MINUTES * 60_000;

export type StaleCode = 'PAYMENT_EXPIRED' | 'PRICE_CHANGED' | 'COURSE_UNAVAILABLE';

/** Why a payment can no longer be paid at its price; `reason` is one sentence for the learner. */
export interface Staleness {
  code: StaleCode;
  reason: string;
  /** The course `reason` names, so a mail can say it in another language; null when it is unknown. */
  courseTitle?: string | null;
}

export const isPastExpiry = (payment: Pick<repo.PaymentRow, 'createdAt'>, now: string): boolean =>
  Date.parse(payment.createdAt) + PAYMENT_TTL_MS <= Date.parse(now);

/**
 * Whether the payment's lines still cost what they did: each course published, and its stored price
 * at today's rate (priced as checkout prices it) equal to the line's amount. Null when they do.
 */
export async function priceChange(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  payment: repo.PaymentRow,
): Promise<Staleness | null> {
  const lines = await repo.listLines(db, payment.id);
  const rates = await getCurrencyRates(db);
  for (const line of lines) {
    const course = await findPublishedCourse(db, line.courseId);
    // The list price is compared: a coupon's discount is not a change of price.
    const listPrice = line.amount + line.discount;
    if (course && convertCents(course.priceCents, payment.currency, rates) === listPrice) continue;
    const title =
      course?.title ?? (await courseLabelsByIds(db, ctx, [line.courseId])).get(line.courseId)?.title;
    const name = title ? `"${title}"` : 'A course in this order';
    const courseTitle = title ?? null;
    return course
      ? {
          code: 'PRICE_CHANGED',
          reason: `The price of ${name} has changed since this checkout started.`,
          courseTitle,
        }
      : { code: 'COURSE_UNAVAILABLE', reason: `${name} is no longer for sale.`, courseTitle };
  }
  return null;
}

/** Why an unpaid payment can no longer be paid (too old, or its prices moved); null when it still can. */
export async function whyUnpayable(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  payment: repo.PaymentRow,
  now: string,
): Promise<Staleness | null> {
  if (isPastExpiry(payment, now))
    return {
      code: 'PAYMENT_EXPIRED',
      reason: `This checkout expired: its prices hold for ${PAYMENT_TTL_MINUTES} minutes.`,
    };
  return priceChange(db, ctx, payment);
}

/** What the learner reads on a payment closed before anything was charged. */
export const notChargedMessage = (stale: Staleness): string =>
  `${stale.reason} Nothing was charged: please check out again.`;

/** What the learner reads on a payment charged after its price moved, and refunded in full. */
export const refundedMessage = (stale: Staleness, amount: string): string =>
  `${stale.reason} Your payment of ${amount} is being refunded in full: please check out again.`;

/** The 409 a closed payment answers to a confirm; its stored message says why. */
export const closedPayment = (code: StaleCode, message: string) => new AppError(code, message, 409);
