import type { AdminPurchase, AdminRefundBody } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { recordAudit } from '../audit/audit.service.js';
import { revokeCertificateFor } from '../certificates/certificates.service.js';
import { removeLearners } from '../courses/course-stats.service.js';
import {
  paymentDetailsByIds,
  queueCourseRefundMail,
  recordCourseRefund,
  refundCourseThroughProvider,
} from '../payments/sales.service.js';
import { findPurchase, revokePurchase } from '../purchases/purchases.service.js';
import { getPurchaseForAdmin, purchaseMissing } from './purchases.admin.service.js';

type RefundDeps = Pick<AppContext, 'db' | 'payments' | 'storage' | 'mailQueue' | 'catalogueCache'>;

const alreadyRefunded = () => conflict('This purchase was already refunded');

/**
 * POST admin/purchases/{id}/refund. The provider gives the money back first (idempotent per purchase,
 * so a retry after a failure further on never refunds twice); only then, in one transaction, the
 * purchase is revoked (whoever revokes first wins; a concurrent second refund is a 409), the payment
 * line marked refunded, the learner's certificate for the course revoked, the learner count lowered,
 * the learner's notice queued (naming the revoked certificate) and the audit written. A purchase
 * recorded without a payment is a grant (support's, or demo data): nothing was paid, so there is nothing
 * to refund (409).
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
  if (!purchase.paymentId)
    throw new AppError(
      'GRANT_NOT_REFUNDABLE',
      'This enrolment was granted, not sold: there is nothing to refund',
      409,
    );
  const reason = body.reason?.trim() || null;
  const { paymentId, courseId } = purchase;
  const refund = paymentId
    ? await refundCourseThroughProvider(ctx.db, ctx, { id, paymentId, courseId })
    : null;
  const payment = paymentId ? (await paymentDetailsByIds(ctx.db, [paymentId])).get(paymentId) : undefined;
  const before = await getPurchaseForAdmin(ctx.db, ctx, id);

  await ctx.db.transaction().execute(async (trx) => {
    if (!(await revokePurchase(trx, id, reason))) throw alreadyRefunded();
    if (refund && paymentId) await recordCourseRefund(trx, paymentId, courseId, refund.refundRef);
    // A certificate stands for a course the learner paid for: refunded, it is no longer backed.
    const certificateNumber = await revokeCertificateFor(trx, purchase.userId, courseId, nowIso());
    await removeLearners(trx, courseId, 1);
    await queueCourseRefundMail(trx, ctx, {
      userId: purchase.userId,
      courseId,
      amount: refund ? refund.amount : null,
      currency: purchase.currency,
      receiptNumber: payment?.receiptNumber ?? null,
      certificateNumber,
    });
    const money = refund ? `${(refund.amount / 100).toFixed(2)} ${purchase.currency}` : 'no payment';
    await recordAudit(trx, {
      actorId,
      action: 'refund',
      entity: 'purchase',
      entityId: id,
      summary: `Refunded "${before.course.title}" to ${before.learner.email} (${money})${reason ? `: ${reason}` : ''}${certificateNumber ? `; certificate ${certificateNumber} revoked` : ''}`,
    });
  });
  // After the commit: the notice goes out and public pages show the lower learner count.
  ctx.mailQueue.kick();
  ctx.catalogueCache.invalidate();
  return getPurchaseForAdmin(ctx.db, ctx, id);
}
