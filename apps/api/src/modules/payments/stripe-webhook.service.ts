import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { nowIso } from '../../lib/clock.js';
import { settleRefund } from './fulfilment.service.js';
import * as repo from './payments.repository.js';
import { fulfilFromIntent } from './payments.service.js';

type WebhookDeps = Pick<AppContext, 'db' | 'dialect' | 'config' | 'storage' | 'payments' | 'effects'>;

/**
 * POST payment/webhook. The provider verifies the signature over the raw body (else a 400 and nothing
 * changes); `payment_intent.succeeded` fulfils the payment named in its metadata once its intent,
 * amount and currency match (and refunds it in full if its prices moved since the checkout),
 * `payment_intent.payment_failed` records why. Replays change nothing:
 * fulfilment happens once. Events about unknown payments are acknowledged and logged, so Stripe stops
 * resending them.
 */
export async function handleStripeWebhook(
  ctx: WebhookDeps,
  log: FastifyBaseLogger,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const event = ctx.payments.readWebhook(rawBody, signature);
  if (event.kind === 'ignored') return;
  const { intent } = event;
  const payment = intent.paymentId ? await repo.findPayment(ctx.db, intent.paymentId) : undefined;
  if (payment?.provider !== 'stripe' || payment.providerRef !== intent.ref) {
    log.warn({ intent: intent.ref, paymentId: intent.paymentId }, 'a Stripe event names no payment of ours');
    return;
  }
  if (event.kind === 'failed') {
    await repo.markFailed(
      ctx.db,
      payment.id,
      intent.failureMessage ?? 'Your payment did not go through.',
      null,
      nowIso(),
    );
    return;
  }
  // Succeeded, or expired with its refund claimed: only a refund still owed is left to make. Anything
  // else was charged now: fulfilled, or refunded in full when its prices moved (`fulfilFromIntent`).
  const isSettled =
    payment.status === 'succeeded' || (payment.status === 'expired' && payment.refundedAmount > 0);
  if (isSettled) await settleRefund(ctx, log, payment);
  else await fulfilFromIntent(ctx, log, payment, intent);
}
