import type { RefundRequest, RefundRequestBody } from '@coursewise/contract';
import { type Executor, inTransaction } from '../../db/executor.js';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/app-error.js';
import { countChapters } from '../courses/chapters.service.js';
import { countRemainingChapters } from '../learning/chapter.service.js';
import { paymentDetailsByIds, recordRefundIntent } from '../payments/sales.service.js';
import { findPurchase } from '../purchases/purchases.service.js';
import {
  addRefundRequest,
  findRefundRequest,
  findRefundRequestOfPurchase,
  type RefundRequestRecord,
  refundWindowEnd,
  releaseRefundRequest,
  toRefundRequest,
} from '../refunds/refund-requests.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { isSettledRefusal, paidPurchase, type RefundDeps, refundAfterIntent } from './refund.service.js';

const purchaseMissing = () => notFound('This purchase does not exist');

/** Why a purchase that has a request cannot get another (one request per purchase, a decline final). */
function askedBefore(request: RefundRequestRecord) {
  if (request.status === 'declined')
    return conflict('Your refund request for this purchase was declined; it cannot be asked again');
  if (request.status === 'refunded') return conflict('This purchase was already refunded');
  return conflict('You already asked for a refund of this purchase');
}

/** The percent of the course's chapters the learner has completed, rounded down as the player shows it. */
export async function consumedPercentOf(db: Executor, userId: string, courseId: string): Promise<number> {
  const [total, remaining] = await Promise.all([
    countChapters(db, courseId),
    countRemainingChapters(db, userId, courseId),
  ]);
  return total === 0 ? 0 : Math.floor(((total - remaining) * 100) / total);
}

/**
 * Refuses what cannot be asked: another's purchase (404, as if absent), a refunded one (409), one
 * nobody paid for, or a gift someone else paid for (422), and one outside the refund window (422 with
 * the day it closed).
 */
async function refundablePurchase(db: Executor, userId: string, purchaseId: string) {
  const purchase = await findPurchase(db, purchaseId);
  if (!purchase || purchase.userId !== userId) throw purchaseMissing();
  if (purchase.revokedAt) throw conflict('This purchase was already refunded');
  if (!purchase.paymentId || purchase.amount <= 0)
    throw unprocessable('NOT_REFUNDABLE', 'Nothing was paid for this course: there is nothing to refund');
  const payment = (await paymentDetailsByIds(db, [purchase.paymentId])).get(purchase.paymentId);
  if (payment?.userId !== userId)
    throw unprocessable(
      'NOT_REFUNDABLE',
      'This course was a gift: only the person who paid for it can have it refunded',
    );
  const settings = await getEditableSettings(db);
  const closesAt = refundWindowEnd(purchase.createdAt, settings.refundWindowDays);
  if (!closesAt)
    throw unprocessable('REFUNDS_NOT_OFFERED', 'Refunds are not offered on request: please contact us');
  if (Date.now() >= Date.parse(closesAt))
    throw unprocessable(
      'REFUND_WINDOW_CLOSED',
      `The ${settings.refundWindowDays}-day refund window for this purchase closed on ${closesAt.slice(0, 10)}`,
    );
  return { paid: paidPurchase(purchase), settings };
}

/**
 * POST purchase/{id}/refund-request. The request is recorded (one per purchase); a learner below
 * `refundAutoBelowPercent` % of the chapters is refunded at once through the same steps as an admin's
 * refund: the request (approved) and the refund's intent in one transaction, then the provider, then
 * the refund's transaction, which closes the request. A provider's refusal leaves the request pending
 * for an admin; a provider out of reach leaves it approved, finished at start-up.
 */
export async function requestRefund(
  ctx: RefundDeps,
  userId: string,
  purchaseId: string,
  body: RefundRequestBody,
): Promise<{ request: RefundRequest; message: string }> {
  const reason = body.reason.trim();
  if (!reason)
    throw badRequest('reason: must not be blank', [{ path: 'reason', message: 'must not be blank' }]);
  const { paid, settings } = await refundablePurchase(ctx.db, userId, purchaseId);
  const existing = await findRefundRequestOfPurchase(ctx.db, purchaseId);
  if (existing) throw askedBefore(existing);
  const consumedPercent = await consumedPercentOf(ctx.db, userId, paid.courseId);
  const isAutomatic = consumedPercent < settings.refundAutoBelowPercent;
  const by = {
    actorId: userId,
    reason: `Refund request, refunded automatically: ${consumedPercent} % consumed`,
  };

  const { request, isOurs } = await inTransaction(ctx.db, async (trx) => {
    const added = await addRefundRequest(trx, {
      purchaseId,
      userId,
      courseId: paid.courseId,
      amount: paid.amount,
      currency: paid.currency,
      reason,
      consumedPercent,
      status: isAutomatic ? 'approved' : 'pending',
    });
    // A concurrent request for the same purchase inserted first.
    if (!added) throw conflict('You already asked for a refund of this purchase');
    return {
      request: added,
      isOurs: isAutomatic ? await recordRefundIntent(trx, { purchaseId, ...by }) : false,
    };
  });
  if (!isAutomatic)
    return { request: toRefundRequest(request), message: 'Your request was sent: we will answer by email.' };

  let message = 'Refunded: the money goes back to your card and the course leaves My learning.';
  try {
    await refundAfterIntent(ctx, paid, by, isOurs);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (isSettledRefusal(error)) {
      await releaseRefundRequest(ctx.db, request.id);
      message = 'Your request was sent: we could not refund it at once, so we will answer by email.';
    } else {
      // Out of reach (503): the intent stays and start-up, or the next attempt, finishes the refund.
      message = 'Your refund is under way: it will be finished shortly.';
    }
  }
  const now = (await findRefundRequest(ctx.db, request.id)) ?? request;
  return { request: toRefundRequest(now), message };
}
