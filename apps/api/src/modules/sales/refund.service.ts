import type { AdminPurchase, AdminRefundBody } from '@coursewise/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/executor.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import { revokeCertificateFor } from '../certificates/certificates.service.js';
import { removeLearners } from '../courses/course-stats.service.js';
import { notify } from '../notifications/notifications.service.js';
import {
  forgetRefundIntent,
  listRefundIntents,
  type ProviderRefund,
  paymentDetailsByIds,
  queueCourseRefundMail,
  recordCourseRefund,
  recordRefundIntent,
  refundCourseThroughProvider,
} from '../payments/sales.service.js';
import { type AdminPurchaseRecord, findPurchase, revokePurchase } from '../purchases/purchases.service.js';
import { closeRefundRequestOnRefund } from '../refunds/refund-requests.service.js';
import { getPurchaseForAdmin, purchaseMissing } from './purchases.admin.service.js';

/**
 * The one way a purchase is refunded, whoever asks: an admin (`POST admin/purchases/{id}/refund`, or
 * approving a refund request) or the learner's own request refunded automatically. The intent is
 * recorded first; then the provider gives the money back (idempotent per purchase, so a retry, a
 * concurrent refund or start-up never refunds twice); only then, in one transaction, the refund is
 * recorded (`recordRefund`). Start-up finishes an intent a stopped process left.
 */

export type RefundDeps = Pick<AppContext, 'db' | 'payments' | 'storage' | 'effects'>;
export type PaidPurchase = AdminPurchaseRecord & { paymentId: string };

/** Who refunds (an admin, or the learner whose request was refunded automatically) and why, in words. */
export interface RefundBy {
  actorId: string | null;
  reason: string | null;
}

export const alreadyRefunded = () => conflict('This purchase was already refunded');

/** The purchase with its payment; one recorded without is a grant or a free enrolment: nothing to refund (409). */
export function paidPurchase(purchase: AdminPurchaseRecord): PaidPurchase {
  if (purchase.source === 'free')
    throw new AppError('FREE_NOT_REFUNDABLE', 'This enrolment was free: there is nothing to refund', 409);
  if (!purchase.paymentId)
    throw new AppError(
      'GRANT_NOT_REFUNDABLE',
      'This enrolment was granted, not sold: there is nothing to refund',
      409,
    );
  return { ...purchase, paymentId: purchase.paymentId };
}

/**
 * POST admin/purchases/{id}/refund: the intent, then `refundAfterIntent`. A provider's refusal forgets
 * the intent and leaves everything as it was; a provider out of reach keeps it, so start-up finishes
 * the refund the admin asked for.
 */
export async function refundPurchaseForAdmin(
  ctx: RefundDeps,
  actorId: string,
  id: string,
  body: AdminRefundBody,
): Promise<AdminPurchase> {
  const purchase = await findPurchase(ctx.db, id);
  if (!purchase) throw purchaseMissing();
  if (purchase.revokedAt) throw alreadyRefunded();
  const paid = paidPurchase(purchase);
  const by = { actorId, reason: body.reason?.trim() || null };
  const isOurs = await recordRefundIntent(ctx.db, { purchaseId: id, ...by });
  await refundAfterIntent(ctx, paid, by, isOurs);
  return getPurchaseForAdmin(ctx.db, ctx, id);
}

/**
 * With the intent recorded (by this caller when `isOurs`): the provider, then `recordRefund`. When the
 * provider refused or found nothing to refund (a settled answer), an intent of ours is forgotten;
 * when it was out of reach (503) or the process fails on, the intent stays for start-up.
 */
export async function refundAfterIntent(
  ctx: RefundDeps,
  paid: PaidPurchase,
  by: RefundBy,
  isOurs: boolean,
): Promise<void> {
  let refund: ProviderRefund;
  try {
    refund = await refundCourseThroughProvider(ctx.db, ctx, paid);
  } catch (error) {
    if (isOurs && isSettledRefusal(error)) await forgetRefundIntent(ctx.db, paid.id);
    throw error;
  }
  await recordRefund(ctx, { purchase: paid, ...by, refund, isRestart: false });
}

/** Refused (502) or not refundable (409): nothing moved. Unreachable (503) or anything else: it may have. */
export const isSettledRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.status !== 503;

/**
 * In one transaction: the purchase revoked (whoever revokes first wins; a concurrent second refund is
 * a 409), the payment line marked refunded, the learner's refund request (if any) closed, the
 * learner's certificate for the course revoked, the learner count lowered, the learner's notice queued
 * (naming the revoked certificate and the admin's note), the audit written and the intent forgotten.
 */
async function recordRefund(
  ctx: RefundDeps,
  refunded: RefundBy & { purchase: PaidPurchase; refund: ProviderRefund; isRestart: boolean },
): Promise<void> {
  const { purchase, actorId, reason, refund, isRestart } = refunded;
  const { id, paymentId, courseId } = purchase;
  const payment = (await paymentDetailsByIds(ctx.db, [paymentId])).get(paymentId);
  const before = await getPurchaseForAdmin(ctx.db, ctx, id);

  await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    if (!(await revokePurchase(trx, id, reason))) throw alreadyRefunded();
    await recordCourseRefund(trx, paymentId, courseId, refund.refundRef);
    const request = await closeRefundRequestOnRefund(trx, id, actorId);
    // A certificate stands for a course the learner paid for: refunded, it is no longer backed.
    const certificateNumber = await revokeCertificateFor(trx, purchase.userId, courseId, nowIso());
    await removeLearners(trx, courseId, 1);
    await queueCourseRefundMail(trx, ctx, {
      userId: purchase.userId,
      courseId,
      amount: refund.amount,
      currency: purchase.currency,
      receiptNumber: payment?.receiptNumber ?? null,
      certificateNumber,
      note: request?.note ?? null,
    });
    await notify(uow, {
      userId: purchase.userId,
      kind: 'refund_decided',
      data: { courseTitle: before.course.title, outcome: 'refunded', note: request?.note ?? null },
      link: '/purchases',
    });
    const money = `${(refund.amount / 100).toFixed(2)} ${purchase.currency}`;
    await recordAudit(uow, {
      actorId,
      action: 'refund',
      entity: 'purchase',
      entityId: id,
      summary: `Refunded "${before.course.title}" to ${before.learner.email} (${money})${reason ? `: ${reason}` : ''}${certificateNumber ? `; certificate ${certificateNumber} revoked` : ''}${isRestart ? ' (finished at start-up)' : ''}`,
    });
    await forgetRefundIntent(trx, id);
    // After the commit: the notice goes out and public pages show the lower learner count.
    uow.kickMail();
    uow.invalidateCatalogue();
  });
}

/**
 * At start-up: refunds whose process died after recording the intent (an admin's, or a learner's
 * request refunded automatically). The provider is asked again with the same idempotency key (it
 * answers the refund it made, or makes it now) and the refund is recorded, closing the request. One
 * that fails stays for the next start-up; one already recorded or gone is forgotten.
 */
export async function finishInterruptedRefunds(ctx: RefundDeps, log: FastifyBaseLogger): Promise<void> {
  for (const intent of await listRefundIntents(ctx.db)) {
    const purchase = await findPurchase(ctx.db, intent.purchaseId);
    if (!purchase?.paymentId || purchase.revokedAt) {
      await forgetRefundIntent(ctx.db, intent.purchaseId);
      continue;
    }
    try {
      const paid = paidPurchase(purchase);
      const refund = await refundCourseThroughProvider(ctx.db, ctx, paid);
      await recordRefund(ctx, { ...intent, purchase: paid, refund, isRestart: true });
      log.info({ purchaseId: purchase.id }, 'finished a refund a stopped process had begun');
    } catch (error) {
      log.error(
        { err: error, purchaseId: purchase.id },
        'an interrupted refund could not be finished; will retry',
      );
    }
  }
}
