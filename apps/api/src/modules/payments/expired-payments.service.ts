import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { releaseRedemption } from '../coupons/coupons.service.js';
import { expireCharged, markExpired } from './expired-payments.repository.js';
import { settleRefund } from './fulfilment.service.js';
import { notChargedMessage, refundedMessage, type Staleness } from './payment-expiry.js';
import type { ProviderIntent } from './payment-provider.js';
import type { PaymentRow } from './payments.repository.js';
import { formatMoney, queueStaleRefundMail } from './receipt-emails.js';

/**
 * Closing payments whose prices no longer hold (`payment-expiry.ts` says when): before a charge they
 * are closed unpaid; a charge that came anyway is refunded in full, never kept and never lost.
 */

type CloseDeps = Pick<AppContext, 'db' | 'payments'>;
type RefundDeps = Pick<AppContext, 'db' | 'storage' | 'payments' | 'effects'>;

/**
 * Closes an unpaid payment. A Stripe intent is cancelled first, so the Payment Element can no longer
 * pay it; when Stripe refuses because the intent was paid (or is being paid) meanwhile, that intent is
 * answered and the payment stays open for the caller to fulfil or refund. Null once it is closed.
 * An unreachable Stripe is a 503 and leaves the payment as it was.
 */
export async function closeUnpaid(
  ctx: CloseDeps,
  payment: PaymentRow,
  stale: Staleness,
): Promise<ProviderIntent | null> {
  // A Stripe payment on a server no longer using Stripe cannot be paid here: it is closed as it is.
  if (payment.provider === 'stripe' && payment.providerRef && ctx.payments.name === 'stripe') {
    const intent = await ctx.payments.cancelIntent(payment.providerRef);
    if (intent.status !== 'canceled') return intent;
  }
  await inTransaction(ctx.db, async (trx) => {
    // A closed payment gives its coupon's place back in the same transaction.
    if (await markExpired(trx, payment.id, notChargedMessage(stale), nowIso()))
      await releaseRedemption(trx, payment.id, nowIso());
  });
  return null;
}

/**
 * A charge the provider took although the payment's prices had moved: in one transaction the payment
 * is closed as expired with every line refunded and the learner's notice queued; after the commit the
 * whole amount is refunded through the provider (`settleRefund`: idempotent, retried on the next status
 * check, webhook or start-up until the provider has it). A payment fulfilled or claimed by a concurrent
 * caller is left to that caller.
 */
export async function refundStaleCharge(
  ctx: RefundDeps,
  log: FastifyBaseLogger,
  payment: PaymentRow,
  stale: Staleness,
): Promise<void> {
  const message = refundedMessage(stale, formatMoney(payment.amount, payment.currency));
  const claimed = await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    const row = await expireCharged(trx, payment.id, message, nowIso());
    if (row) {
      await releaseRedemption(trx, payment.id, nowIso());
      await queueStaleRefundMail(trx, ctx, row, stale);
      uow.kickMail();
    }
    return row;
  });
  if (!claimed) return;
  log.warn(
    { paymentId: payment.id, code: stale.code },
    'a payment was charged after its prices moved; refunding it in full',
  );
  await settleRefund(ctx, log, claimed);
}
