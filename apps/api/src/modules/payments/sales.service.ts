import type { CurrencyCode } from '@coursewise/contract';
import type { OperandExpression } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { conflict } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { findAccountById } from '../account/account-records.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { recordRefundLine } from '../earnings/ledger.service.js';
import { mailWords, recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { courseRefundedEmail } from '../mail/templates.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { findGiftByPayment, listGiftBuyers } from './gifts.repository.js';
import { cardOf } from './payment.mapper.js';
import * as repo from './payments.repository.js';
import { formatMoney } from './receipt-emails.js';
import * as intents from './refund-intents.repository.js';
import * as sales from './sales.repository.js';

/**
 * What the admin console's sales views need from payments: receipts and cards of purchases, the
 * receipt-number search, and refunding one course of a payment (provider first, then the record).
 */

export interface PaymentDetails {
  id: string;
  /** Who paid: the purchase's learner, or the buyer of a gift someone else redeemed. */
  userId: string;
  provider: 'stripe' | 'sandbox';
  status: repo.PaymentRow['status'];
  receiptNumber: string | null;
  card: { brand: string; last4: string } | null;
  paidAt: string | null;
  couponCode: string | null;
}

/** Ids of payments whose receipt number contains `text`, as a subquery. */
export function paymentIdsMatching(db: Executor, text: string): OperandExpression<string> {
  return sales.paymentIdsWithReceipt(db, text);
}

/** Provider, status, receipt and card of the given payments, by id. */
export async function paymentDetailsByIds(db: Executor, ids: string[]): Promise<Map<string, PaymentDetails>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await sales.listPaymentDetails(db, unique);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        userId: row.userId,
        provider: row.provider,
        status: row.status,
        receiptNumber: row.receiptNumber,
        card: cardOf(row),
        paidAt: row.paidAt,
        couponCode: row.couponCode,
      },
    ]),
  );
}

export interface GiftOfPayment {
  buyerId: string;
  /** The course the gift was bought for (the line's), whichever course it was redeemed for. */
  courseId: string;
  recipientEmail: string;
  redeemedAt: string | null;
}

/** The gifts among the given payments, by payment id. */
export async function giftsOfPayments(db: Executor, ids: string[]): Promise<Map<string, GiftOfPayment>> {
  const rows = await listGiftBuyers(db, [...new Set(ids)]);
  return new Map(rows.map(({ paymentId, ...gift }) => [paymentId, gift]));
}

/** The provider's refund id of each refunded line of the given payments, keyed `paymentId:courseId`. */
export async function refundRefsOf(db: Executor, paymentIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(paymentIds)];
  if (unique.length === 0) return new Map();
  const rows = await sales.listLineRefunds(db, unique);
  return new Map(
    rows.flatMap((row) => (row.refundRef ? [[`${row.paymentId}:${row.courseId}`, row.refundRef]] : [])),
  );
}

/** What a coupon took off each course of the given payments, keyed `paymentId:courseId` (absent: 0). */
export async function lineDiscountsOf(db: Executor, paymentIds: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(paymentIds)];
  if (unique.length === 0) return new Map();
  const rows = await repo.listLineDiscounts(db, unique);
  return new Map(rows.map((row) => [`${row.paymentId}:${row.courseId}`, row.discount]));
}

export interface ProviderRefund {
  refundRef: string;
  /** Minor units of the payment's currency given back. */
  amount: number;
}

/**
 * An admin's refund is recorded before the provider is asked, so a process that dies between the
 * provider's answer and the refund's transaction leaves a mark that start-up finishes. Answers false
 * when the intent was already recorded (by a concurrent request, or a process that died).
 */
export function recordRefundIntent(
  db: Executor,
  intent: { purchaseId: string; actorId: string | null; reason: string | null },
): Promise<boolean> {
  return intents.insertRefundIntent(db, intent);
}

/** Forgets the intent: in the refund's transaction, or when the provider refused the refund. */
export function forgetRefundIntent(db: Executor, purchaseId: string): Promise<void> {
  return intents.deleteRefundIntent(db, purchaseId);
}

/** Refunds asked of the provider and never recorded (the process died in between), oldest first. */
export function listRefundIntents(db: Executor): Promise<intents.RefundIntentRow[]> {
  return intents.listRefundIntents(db);
}

/**
 * The course of the payment line that paid for a purchase: its own course, except for a gift redeemed
 * for another course (the recipient owned the gift's), whose line is the gift's course.
 */
async function paidCourseOf(db: Executor, paymentId: string, courseId: string): Promise<string> {
  const gift = await findGiftByPayment(db, paymentId);
  return gift?.courseId ?? courseId;
}

/**
 * Gives one course of a payment back through the payment provider (Stripe, or the sandbox at once),
 * before anything is recorded: a provider failure (502/503) leaves everything as it was. The
 * idempotency key is the purchase's, so a retried or concurrent refund never gives the money twice.
 */
export async function refundCourseThroughProvider(
  db: Executor,
  ctx: Pick<AppContext, 'payments'>,
  purchase: { id: string; paymentId: string; courseId: string },
): Promise<ProviderRefund> {
  const payment = await repo.findPayment(db, purchase.paymentId);
  const lineCourseId = await paidCourseOf(db, purchase.paymentId, purchase.courseId);
  const line = await repo.findLine(db, purchase.paymentId, lineCourseId);
  if (payment?.status !== 'succeeded' || !line)
    throw conflict('The payment for this purchase did not go through: there is nothing to refund');
  if (line.refundedAt) throw conflict('This purchase was already refunded');
  if (payment.provider !== ctx.payments.name)
    throw conflict(
      `This payment was taken by the ${payment.provider} provider, which this server no longer uses: refund it there`,
    );
  const refundRef = await ctx.payments.refund({
    paymentId: payment.id,
    ref: payment.providerRef,
    amount: line.amount,
    key: `refund-purchase-${purchase.id}`,
  });
  return { refundRef, amount: line.amount };
}

/** Records the course's refund on its payment line (in the refund's transaction); false when it already was. */
export async function recordCourseRefund(
  trx: Executor,
  paymentId: string,
  courseId: string,
  refundRef: string,
): Promise<boolean> {
  const lineCourseId = await paidCourseOf(trx, paymentId, courseId);
  const at = nowIso();
  const marked = (await repo.markLineRefunded(trx, paymentId, lineCourseId, refundRef, at)) !== null;
  // The earnings ledger reverses the line's sale in the same transaction.
  if (marked) await recordRefundLine(trx, { paymentId, courseId: lineCourseId, at });
  return marked;
}

/** Queues the learner's refund notice in the refund's transaction; deleted accounts get none. */
export async function queueCourseRefundMail(
  trx: Executor,
  ctx: Pick<AppContext, 'storage'>,
  refund: {
    userId: string;
    courseId: string;
    /** Null when the purchase had no payment. */
    amount: number | null;
    currency: string;
    receiptNumber: string | null;
    /** The learner's certificate for the course, revoked with the refund; null when there was none. */
    certificateNumber: string | null;
    /** The admin's note on the learner's refund request, if they wrote one. */
    note?: string | null;
  },
): Promise<void> {
  const account = await findAccountById(trx, refund.userId);
  if (!account || account.deletedAt) return;
  const { siteName } = await getEditableSettings(trx);
  const course = (await courseLabelsByIds(trx, ctx, [refund.courseId])).get(refund.courseId);
  const locale = recipientLocale(account.locale);
  await queueMail(
    trx,
    courseRefundedEmail(
      account.email,
      {
        courseTitle: course?.title ?? mailWords(locale).aCourse,
        amount:
          refund.amount === null ? null : formatMoney(refund.amount, refund.currency as CurrencyCode, locale),
        receiptNumber: refund.receiptNumber,
        certificateNumber: refund.certificateNumber,
        note: refund.note ?? null,
      },
      siteName,
      locale,
    ),
  );
}
