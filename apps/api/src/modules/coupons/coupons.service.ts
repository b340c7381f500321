import {
  COUPON_INVALID_MESSAGE,
  type CouponQuote,
  type CurrencyCode,
  isCouponCodeShape,
  normalizeCouponCode,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { AppError, notFound, unprocessable } from '../../lib/app-error.js';
import { convertCents, type Rates, storedCurrency } from '../../lib/currency.js';
import { newId } from '../../lib/ids.js';
import { type LimitKey, rules } from '../../lib/rate-limit/rate-limiter.js';
import { findPublishedCourse } from '../courses/courses.service.js';
import { getCurrencyRates } from '../settings/settings.service.js';
import { type CouponValue, discountLines, type PricedLine } from './coupon-pricing.js';
import * as repo from './coupons.repository.js';

/**
 * Applying coupon codes to orders: the quote the cart shows (`coupon/check`), the redemption a checkout
 * writes in its own transaction, and its end (paid, or given back). Every reason a code cannot be used
 * reads the same, and wrong codes count against the guessing limits.
 */

export const invalidCoupon = () => new AppError('COUPON_INVALID', COUPON_INVALID_MESSAGE, 422);
const isInvalidCoupon = (error: unknown) => error instanceof AppError && error.code === 'COUPON_INVALID';

/** The limits a wrong code counts against: the address, and the account when signed in. */
function guessKeys(ip: string, userId: string | null): LimitKey[] {
  const keys: LimitKey[] = [{ rule: rules.couponIp, subject: ip }];
  if (userId) keys.push({ rule: rules.couponAccount, subject: userId });
  return keys;
}

/** Runs `attempt` counting a `COUPON_INVALID` answer against the guessing limits (429 once over). */
export function limitCouponGuesses<T>(
  ctx: Pick<AppContext, 'limiter'>,
  who: { ip: string; userId: string | null },
  attempt: () => Promise<T>,
): Promise<T> {
  return ctx.limiter.limitFailures(guessKeys(who.ip, who.userId), attempt, isInvalidCoupon);
}

const couponValue = (row: repo.CouponRow): CouponValue =>
  row.percentOff !== null
    ? { kind: 'percent', percentOff: row.percentOff }
    : { kind: 'amount', amountOff: row.amountOff ?? 0, currency: storedCurrency(row.currency ?? 'USD') };

export const courseIdsOf = (row: Pick<repo.CouponRow, 'courseIds'>): string[] | null =>
  row.courseIds === null ? null : (JSON.parse(row.courseIds) as string[]);

interface Order {
  code: string;
  currency: CurrencyCode;
  rates: Rates;
  lines: PricedLine[];
  /** The learner, when signed in: their own cap is checked too. */
  userId: string | null;
  now: string;
}

interface Applied {
  coupon: repo.CouponRow;
  discounts: number[];
}

/**
 * The code's discount on each line, or the one `COUPON_INVALID` answer: unknown, deactivated, not
 * started, ended, used up in all or by this learner, or for none of the order's courses. With `lock`
 * the coupon's row is locked first, so the caps are counted with no other checkout in between.
 */
async function applyCode(db: Executor, order: Order, lock: boolean): Promise<Applied> {
  const code = normalizeCouponCode(order.code);
  const coupon = isCouponCodeShape(code) ? await repo.findCouponByCode(db, code) : undefined;
  if (coupon?.active !== 1) throw invalidCoupon();
  if (coupon.startsAt && Date.parse(coupon.startsAt) > Date.parse(order.now)) throw invalidCoupon();
  if (coupon.endsAt && Date.parse(coupon.endsAt) <= Date.parse(order.now)) throw invalidCoupon();
  if (lock) await repo.lockCoupon(db, coupon.id);
  if (coupon.maxRedemptions !== null) {
    const used = (await repo.countLiveRedemptions(db, [coupon.id], order.now)).get(coupon.id) ?? 0;
    if (used >= coupon.maxRedemptions) throw invalidCoupon();
  }
  if (coupon.perLearner !== null && order.userId) {
    const mine = await repo.countLiveRedemptions(db, [coupon.id], order.now, order.userId);
    if ((mine.get(coupon.id) ?? 0) >= coupon.perLearner) throw invalidCoupon();
  }
  const only = courseIdsOf(coupon);
  const isEligible = (courseId: string) => only === null || only.includes(courseId);
  const discounts = discountLines(order.lines, isEligible, couponValue(coupon), order.currency, order.rates);
  if (!discounts.some((discount) => discount > 0)) throw invalidCoupon();
  return { coupon, discounts };
}

/** GET coupon/check: the order's lines priced as checkout prices them, with the code applied. */
export async function quoteCoupon(
  ctx: Pick<AppContext, 'db' | 'limiter'>,
  who: { ip: string; userId: string | null },
  query: { code: string; currency: CurrencyCode; courseIds: string },
  now: string,
): Promise<CouponQuote> {
  const ids = [...new Set(query.courseIds.split(','))];
  const rates = await getCurrencyRates(ctx.db);
  const lines: PricedLine[] = [];
  for (const id of ids) {
    const course = await findPublishedCourse(ctx.db, id);
    if (!course) throw notFound('This course does not exist');
    lines.push({ courseId: id, amount: convertCents(course.priceCents, query.currency, rates) });
  }
  const { coupon, discounts } = await limitCouponGuesses(ctx, who, () =>
    applyCode(ctx.db, { ...query, rates, lines, userId: who.userId, now }, false),
  );
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = discounts.reduce((sum, d) => sum + d, 0);
  return {
    code: coupon.code,
    currency: query.currency,
    percentOff: coupon.percentOff,
    lines: lines.map((line, i) => ({ ...line, discount: discounts[i] ?? 0 })),
    subtotal,
    discount,
    total: subtotal - discount,
  };
}

export interface Redemption {
  code: string;
  /** Per line, in the order of the lines given. */
  discounts: number[];
  /** The code took off the whole order: nothing is to be paid (recorded as a `free` redemption). */
  isFree: boolean;
}

/**
 * Redeems a code for a checkout inside its transaction: validates it under the coupon's row lock,
 * answers each line's discount and writes the redemption. A pending one holds a place under the caps
 * until `holdUntil`; one that takes off the whole order is final at once (`free`: no payment follows),
 * unless `allowFree` is false (a gift must be paid for), then it is refused.
 */
export async function redeemCoupon(
  trx: Executor,
  order: Omit<Order, 'userId'> & { userId: string; paymentId: string; holdUntil: string; allowFree: boolean },
): Promise<Redemption> {
  const { coupon, discounts } = await applyCode(trx, order, true);
  const discount = discounts.reduce((sum, d) => sum + d, 0);
  const subtotal = order.lines.reduce((sum, line) => sum + line.amount, 0);
  const isFree = discount >= subtotal;
  if (isFree && !order.allowFree)
    throw unprocessable(
      'GIFT_NEEDS_PAYMENT',
      'This code takes off the whole price, and a gift must be paid for: buy the gift without it',
    );
  await repo.insertRedemption(trx, {
    id: newId(),
    couponId: coupon.id,
    userId: order.userId,
    paymentId: order.paymentId,
    status: isFree ? 'free' : 'pending',
    discount,
    currency: order.currency,
    holdUntil: isFree ? order.now : order.holdUntil,
    createdAt: order.now,
    updatedAt: order.now,
  });
  return { code: coupon.code, discounts, isFree };
}

/** The payment was paid: its redemption (if any) is final. Inside the fulfilment's transaction. */
export async function confirmRedemption(db: Executor, paymentId: string, at: string): Promise<void> {
  await repo.settleRedemption(db, paymentId, 'redeemed', at);
}

/** The payment was closed unpaid (or refunded in full for being stale): its place goes back. */
export async function releaseRedemption(db: Executor, paymentId: string, at: string): Promise<void> {
  await repo.settleRedemption(db, paymentId, 'released', at);
}
