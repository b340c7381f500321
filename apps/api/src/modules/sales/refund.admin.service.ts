import type { AdminPurchase, AdminRefundBody } from '@coursewise/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/executor.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import { revokeCertificateFor } from '../certificates/certificates.service.js';
import { removeLearners } from '../courses/course-stats.service.js';
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
import { getPurchaseForAdmin, purchaseMissing } from './purchases.admin.service.js';

type RefundDeps = Pick<AppContext, 'db' | 'payments' | 'storage' | 'effects'>;

const alreadyRefunded = () => conflict('This purchase was already refunded');

/**
 * POST admin/purchases/{id}/refund. The intent is recorded first; then the provider gives the money
 * back (idempotent per purchase, so a retry, a concurrent refund or start-up never refunds twice); only
 * then, in one transaction, the refund is recorded (`recordRefund`). A provider's refusal forgets the
 * intent and leaves everything as it was; a provider out of reach keeps it, so start-up finishes the
 * refund the admin asked for. A purchase recorded without a payment is a grant (support's, or demo
 * data) or a free enrolment: nothing was paid, so there is nothing to refund (409).
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
  if (purchase.source === 'free')
    throw new AppError('FREE_NOT_REFUNDABLE', 'This enrolment was free: there is nothing to refund', 409);
  if (!purchase.paymentId)
    throw new AppError(
      'GRANT_NOT_REFUNDABLE',
      'This enrolment was granted, not sold: there is nothing to refund',
      409,
    );
  const reason = body.reason?.trim() || null;
  const paid = { ...purchase, paymentId: purchase.paymentId };
  const isOurs = await recordRefundIntent(ctx.db, { purchaseId: id, actorId, reason });
  let refund: ProviderRefund;
  try {
    refund = await refundCourseThroughProvider(ctx.db, ctx, paid);
  } catch (error) {
    // Refused (502) or not refundable (409): nothing moved. Unreachable (503): it may have, so keep it.
    const isSettled = error instanceof AppError && error.status !== 503;
    if (isOurs && isSettled) await forgetRefundIntent(ctx.db, id);
    throw error;
  }
  await recordRefund(ctx, { purchase: paid, actorId, reason, refund, isRestart: false });
  return getPurchaseForAdmin(ctx.db, ctx, id);
}

/**
 * In one transaction: the purchase revoked (whoever revokes first wins; a concurrent second refund is
 * a 409), the payment line marked refunded, the learner's certificate for the course revoked, the
 * learner count lowered, the learner's notice queued (naming the revoked certificate), the audit
 * written and the intent forgotten.
 */
async function recordRefund(
  ctx: RefundDeps,
  refunded: {
    purchase: AdminPurchaseRecord & { paymentId: string };
    actorId: string | null;
    reason: string | null;
    refund: ProviderRefund;
    isRestart: boolean;
  },
): Promise<void> {
  const { purchase, actorId, reason, refund, isRestart } = refunded;
  const { id, paymentId, courseId } = purchase;
  const payment = (await paymentDetailsByIds(ctx.db, [paymentId])).get(paymentId);
  const before = await getPurchaseForAdmin(ctx.db, ctx, id);

  await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    if (!(await revokePurchase(trx, id, reason))) throw alreadyRefunded();
    await recordCourseRefund(trx, paymentId, courseId, refund.refundRef);
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
 * At start-up: admin refunds whose process died after recording the intent. The provider is asked
 * again with the same idempotency key (it answers the refund it made, or makes it now) and the refund
 * is recorded. One that fails stays for the next start-up; one already recorded or gone is forgotten.
 */
export async function finishInterruptedRefunds(ctx: RefundDeps, log: FastifyBaseLogger): Promise<void> {
  for (const intent of await listRefundIntents(ctx.db)) {
    const purchase = await findPurchase(ctx.db, intent.purchaseId);
    if (!purchase?.paymentId || purchase.revokedAt) {
      await forgetRefundIntent(ctx.db, intent.purchaseId);
      continue;
    }
    try {
      const paid = { ...purchase, paymentId: purchase.paymentId };
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
