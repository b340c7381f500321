import {
  type GiftCheck,
  normalizeGiftCode,
  type RedeemedGift,
  type RedeemGiftBody,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError, conflict, notFound, unprocessable } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import type { RateLimitRule } from '../../lib/rate-limit/rate-limiter.js';
import { findAccountById } from '../account/account-records.service.js';
import { addLearners, courseLabelsByIds, findPublishedCourse } from '../courses/courses.service.js';
import { recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { giftRedeemedEmail } from '../mail/templates.js';
import { hasPurchased, recordPurchase } from '../purchases/purchases.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import * as repo from './gifts.repository.js';
import { GIFT_CODE_LENGTH, hashGiftCode } from './gifts.service.js';
import { formatMoney } from './receipt-emails.js';

type RedeemDeps = Pick<AppContext, 'db' | 'config' | 'storage' | 'effects' | 'limiter'>;
type PaidGift = NonNullable<Awaited<ReturnType<typeof repo.findPaidGiftByCode>>>;

const MINUTE = 60_000;
/** Wrong codes from one address, and of one account: 80-bit codes cannot be guessed at this pace. */
export const giftRules = {
  ip: { name: 'gift-redeem:ip', limit: 20, windowMs: 15 * MINUTE },
  account: { name: 'gift-redeem:account', limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

const INVALID = 'GIFT_CODE_INVALID';
/** Unknown, used and refunded codes answer alike, and so does the loser of a race to redeem one. */
const invalidCode = () => new AppError(INVALID, 'This gift code is not valid or has been used', 409);
const isWrongCode = (error: unknown) => error instanceof AppError && error.code === INVALID;

interface Target {
  id: string;
  slug: string;
  title: string;
}

/**
 * Which course the gift becomes: its own, unless the learner owns it already (409, the gift kept);
 * then `courseId`, another published course whose US price is at most the gift's (priceUsd when bought).
 */
async function chooseCourse(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  userId: string,
  gift: PaidGift,
  courseId: string | undefined,
): Promise<Target> {
  const labels = await courseLabelsByIds(db, ctx, [gift.courseId]);
  const giftCourse = labels.get(gift.courseId) ?? { id: gift.courseId, slug: '', title: 'this course' };
  const ownsGiftCourse = await hasPurchased(db, userId, gift.courseId);
  const upTo = formatMoney(gift.priceUsd, 'USD');
  if (!courseId || courseId === gift.courseId) {
    if (ownsGiftCourse)
      throw new AppError(
        'GIFT_COURSE_OWNED',
        `You already own ${giftCourse.title}. The gift is kept: choose another course of up to ${upTo} for it.`,
        409,
      );
    return giftCourse;
  }
  if (!ownsGiftCourse)
    throw unprocessable(
      'GIFT_COURSE_MISMATCH',
      `This gift is for ${giftCourse.title}: redeem it without choosing a course`,
    );
  const course = await findPublishedCourse(db, courseId);
  if (!course) throw notFound('This course does not exist');
  if (course.priceCents > gift.priceUsd)
    throw unprocessable('GIFT_PRICE_TOO_HIGH', `This gift covers a course of up to ${upTo}`);
  if (await hasPurchased(db, userId, course.id)) throw conflict(`You already own ${course.title}`);
  const label = (await courseLabelsByIds(db, ctx, [course.id])).get(course.id);
  return { id: course.id, slug: label?.slug ?? '', title: course.title };
}

/** Queues the buyer's notice that their gift was redeemed (deleted accounts get none). */
async function queueRedeemedMail(trx: Executor, gift: PaidGift, courseTitle: string) {
  const buyer = await findAccountById(trx, gift.buyerId);
  if (!buyer || buyer.deletedAt) return;
  const { siteName } = await getEditableSettings(trx);
  await queueMail(
    trx,
    giftRedeemedEmail(
      buyer.email,
      { recipientEmail: gift.recipientEmail, courseTitle },
      siteName,
      recipientLocale(buyer.locale),
    ),
  );
}

/** The paid gift a code redeems, for anyone but its buyer; unknown, used and refunded codes alike are a 409. */
async function redeemableGift(ctx: Pick<AppContext, 'db' | 'config'>, userId: string, typed: string) {
  const code = normalizeGiftCode(typed);
  const gift =
    code.length === GIFT_CODE_LENGTH
      ? await repo.findPaidGiftByCode(ctx.db, hashGiftCode(ctx.config.jwtSecret, code))
      : undefined;
  // A refunded gift (an admin refunded the buyer's line before it was redeemed) is no longer valid.
  if (!gift || gift.redeemedAt || gift.refundedAt) throw invalidCode();
  if (gift.buyerId === userId)
    throw unprocessable('GIFT_OWN', 'You bought this gift: give the code to the person it is for');
  return gift;
}

async function check(ctx: RedeemDeps, userId: string, typed: string): Promise<GiftCheck> {
  const gift = await redeemableGift(ctx, userId, typed);
  const label = (await courseLabelsByIds(ctx.db, ctx, [gift.courseId])).get(gift.courseId);
  return {
    course: {
      id: gift.courseId,
      slug: label?.slug ?? '',
      title: label?.title ?? 'A course no longer offered',
    },
    priceUsd: gift.priceUsd,
    isCourseOwned: await hasPurchased(ctx.db, userId, gift.courseId),
  };
}

async function redeem(ctx: RedeemDeps, userId: string, body: RedeemGiftBody): Promise<RedeemedGift> {
  const gift = await redeemableGift(ctx, userId, body.code);
  const target = await chooseCourse(ctx.db, ctx, userId, gift, body.courseId);
  return inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    const at = nowIso();
    // The conditional update decides the one redeemer; the others wait for it here, then find it used.
    if (!(await repo.markGiftRedeemed(trx, gift.id, { at, by: userId }))) throw invalidCode();
    const purchaseId = await recordPurchase(trx, {
      userId,
      courseId: target.id,
      amount: gift.amount,
      currency: gift.currency,
      paymentId: gift.paymentId,
      // Paid for (by the buyer): a sale, refundable by an admin like any other.
      source: 'sale',
      createdAt: at,
    });
    if (!purchaseId) throw conflict(`You already own ${target.title}`);
    await repo.setGiftPurchase(trx, gift.id, purchaseId);
    await addLearners(trx, target.id, 1);
    await queueRedeemedMail(trx, gift, target.title);
    uow.kickMail();
    uow.invalidateCatalogue();
    return { course: target, purchaseId };
  });
}

/**
 * POST gift/redeem: makes the gift's course (or, when it is owned already, a chosen course of at most
 * its price) the learner's, once. A purchase linked to the gift's payment, so an admin refund of it
 * gives the buyer's line back. Wrong codes count against the address and the account.
 */
export function redeemGift(ctx: RedeemDeps, userId: string, ip: string, body: RedeemGiftBody) {
  return limitWrongCodes(ctx, userId, ip, () => redeem(ctx, userId, body));
}

/** POST gift/check: the gift's course and price, and whether the learner owns it; counted like redeeming. */
export function checkGift(ctx: RedeemDeps, userId: string, ip: string, code: string) {
  return limitWrongCodes(ctx, userId, ip, () => check(ctx, userId, code));
}

function limitWrongCodes<T>(ctx: RedeemDeps, userId: string, ip: string, attempt: () => Promise<T>) {
  const keys = [
    { rule: giftRules.ip, subject: ip },
    { rule: giftRules.account, subject: userId },
  ];
  return ctx.limiter.limitFailures(keys, attempt, isWrongCode);
}
