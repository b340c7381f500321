import type { Payment, SandboxCardBody } from '@coursewise/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { closeUnpaid, refundStaleCharge } from './expired-payments.service.js';
import { fulfil, settleRefund } from './fulfilment.service.js';
import { findGiftOfPayment, toGiftSummary } from './gifts.service.js';
import { toPayment } from './payment.mapper.js';
import { closedPayment, notChargedMessage, priceChange, whyUnpayable } from './payment-expiry.js';
import type { ProviderIntent } from './payment-provider.js';
import * as repo from './payments.repository.js';
import { checkSandboxCard, declineMessages } from './sandbox-cards.js';

type PaymentDeps = Pick<AppContext, 'db' | 'dialect' | 'config' | 'storage' | 'payments' | 'effects'>;

const missing = () => notFound('This payment does not exist');
const expiredMessage = 'This checkout has expired. Nothing was charged: please check out again.';

/** Whether the payment exists and is this learner's (the receipt pages answer 404 otherwise). */
export async function isOwnPayment(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  id: string,
): Promise<boolean> {
  return (await repo.findUserPayment(ctx.db, userId, id)) !== undefined;
}

/** The learner's payment as the contract shows it; another learner's is a 404. */
export async function readPayment(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  id: string,
): Promise<Payment> {
  const row = await repo.findUserPayment(ctx.db, userId, id);
  if (!row) throw missing();
  const [lines, billing, gift] = await Promise.all([
    repo.listLines(ctx.db, id),
    repo.findBilling(ctx.db, id),
    findGiftOfPayment(ctx.db, id),
  ]);
  const labels = await courseLabelsByIds(
    ctx.db,
    ctx,
    lines.map((line) => line.courseId),
  );
  return toPayment(row, lines, labels, gift && toGiftSummary(gift), billing);
}

/**
 * Whether a provider's intent really pays for this payment: succeeded, for our payment id, with the
 * amount and currency we asked for. Anything else is logged and never fulfils.
 */
export function paysFor(payment: repo.PaymentRow, intent: ProviderIntent, log: FastifyBaseLogger): boolean {
  const mismatches = [
    intent.ref !== payment.providerRef && 'intent',
    intent.paymentId !== payment.id && 'metadata.paymentId',
    intent.amount !== payment.amount && 'amount',
    intent.currency !== payment.currency.toLowerCase() && 'currency',
  ].filter(Boolean);
  if (mismatches.length > 0)
    log.warn(
      { paymentId: payment.id, intent: intent.ref, mismatches },
      'a PaymentIntent does not match its payment',
    );
  return intent.status === 'succeeded' && mismatches.length === 0;
}

/**
 * Fulfils a Stripe payment whose intent succeeded (a status check or a webhook), at the amount charged
 * only while its courses still cost that (published, same price at today's rate); otherwise, or when
 * the payment was already closed, the charge is refunded in full and the learner told. The card comes
 * from the intent's charge; a webhook's intent does not carry it, so it is read once more, best effort.
 */
export async function fulfilFromIntent(
  ctx: PaymentDeps,
  log: FastifyBaseLogger,
  payment: repo.PaymentRow,
  intent: ProviderIntent,
): Promise<void> {
  if (!paysFor(payment, intent, log)) return;
  const moved = await priceChange(ctx.db, ctx, payment);
  if (moved || payment.status === 'expired') {
    const closed = { code: 'PAYMENT_EXPIRED' as const, reason: 'This checkout had expired.' };
    return refundStaleCharge(ctx, log, payment, moved ?? closed);
  }
  let card = intent.card;
  if (!card)
    card = await ctx.payments.retrieveIntent(intent.ref).then(
      (full) => full.card,
      () => null,
    );
  await fulfil(ctx, log, payment.id, card);
}

/**
 * A Stripe payment not paid yet, checked with Stripe (the browser confirmed it; the webhook may not
 * have arrived): fulfilled when it was paid; cancelled and closed when it is too old or its prices
 * moved; marked failed with Stripe's reason when the card was refused.
 */
async function checkWithStripe(ctx: PaymentDeps, log: FastifyBaseLogger, row: repo.PaymentRow, ref: string) {
  try {
    let intent = await ctx.payments.retrieveIntent(ref);
    if (intent.status !== 'succeeded') {
      const stale = await whyUnpayable(ctx.db, ctx, row, nowIso());
      const open = stale ? await closeUnpaid(ctx, row, stale) : intent;
      if (!open) return;
      intent = open;
    }
    if (intent.status === 'succeeded') await fulfilFromIntent(ctx, log, row, intent);
    else if (intent.failureMessage && row.status === 'pending')
      await repo.markFailed(ctx.db, row.id, intent.failureMessage, null, nowIso());
  } catch (error) {
    // The learner still sees the stored status; the next check or the webhook catches up.
    log.warn({ err: error, paymentId: row.id }, 'could not check a payment with Stripe');
  }
}

/**
 * GET course/payment/{id}. A payment not paid yet is closed here when it can no longer be paid (too
 * old, or its prices moved); a Stripe one is checked with Stripe first. A refund owed is retried.
 */
export async function getPayment(
  ctx: PaymentDeps,
  log: FastifyBaseLogger,
  userId: string,
  id: string,
): Promise<Payment> {
  const row = await repo.findUserPayment(ctx.db, userId, id);
  if (!row) throw missing();
  const isOpen = row.status === 'pending' || row.status === 'failed';
  const isLiveStripe = row.provider === 'stripe' && ctx.payments.name === 'stripe';
  if (isOpen && isLiveStripe && row.providerRef) {
    await checkWithStripe(ctx, log, row, row.providerRef);
  } else if (isOpen) {
    const stale = await whyUnpayable(ctx.db, ctx, row, nowIso());
    if (stale) await closeUnpaid(ctx, row, stale);
  } else {
    await settleRefund(ctx, log, row);
  }
  return readPayment(ctx, userId, id);
}

/**
 * POST course/payment/{id}/confirm: pays a sandbox payment with a test card. A payment too old or whose
 * prices moved (a course unpublished or re-priced, a rate changed) is closed unpaid and refused (409,
 * saying why and to check out again). A decline marks the payment failed with the card's message (402)
 * and leaves cart and purchases alone; a later success wins. The number is read here only: brand and
 * last four are all that is kept.
 */
export async function confirmSandboxPayment(
  ctx: PaymentDeps,
  log: FastifyBaseLogger,
  userId: string,
  id: string,
  card: SandboxCardBody,
): Promise<Payment> {
  const row = await repo.findUserPayment(ctx.db, userId, id);
  if (!row) throw missing();
  if (row.provider === 'stripe') throw conflict('Confirm this payment with Stripe');
  if (row.status === 'succeeded') return readPayment(ctx, userId, id);
  if (row.status === 'expired') throw closedPayment('PAYMENT_EXPIRED', row.failureMessage ?? expiredMessage);
  if (ctx.payments.name !== 'sandbox')
    throw conflict('Card payments now go through Stripe: please start the checkout again');
  const stale = await whyUnpayable(ctx.db, ctx, row, nowIso());
  if (stale) {
    await closeUnpaid(ctx, row, stale);
    throw closedPayment(stale.code, notChargedMessage(stale));
  }
  const check = checkSandboxCard(card, new Date());
  if (!check.ok) throw badRequest(check.message, [{ path: check.field, message: check.message }]);
  const details = { brand: check.brand, last4: check.last4 };
  if (check.outcome !== 'succeeded') {
    const message = declineMessages[check.outcome];
    await repo.markFailed(ctx.db, id, message, details, nowIso());
    throw new AppError('CARD_DECLINED', message, 402);
  }
  await fulfil(ctx, log, id, details);
  const paid = await readPayment(ctx, userId, id);
  // Closed by a status check that ran between the checks above and the fulfilment: nothing was bought.
  if (paid.status === 'expired')
    throw closedPayment('PAYMENT_EXPIRED', paid.failureMessage ?? expiredMessage);
  return paid;
}
