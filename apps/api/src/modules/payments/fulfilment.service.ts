import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { nextNumber } from '../../db/number-sequences.js';
import { nowIso } from '../../lib/clock.js';
import { removeFromCart } from '../cart/cart.service.js';
import { confirmRedemption } from '../coupons/coupons.service.js';
import { addLearners } from '../courses/courses.service.js';
import { recordSaleLines, type SoldLine } from '../earnings/ledger.service.js';
import { recordPurchase } from '../purchases/purchases.service.js';
import { findGiftOfPayment, fulfilGift } from './gifts.service.js';
import * as repo from './payments.repository.js';
import { queueReceiptMails } from './receipt-emails.js';

/**
 * Turning a paid payment into owned courses. `fulfilPayment` is the one transaction (status, receipt
 * number, purchases, cart, learner counts, mail) and declares the mail kick and the catalogue's
 * invalidation to its unit of work; `afterFulfilment` asks the provider for refunds once committed.
 */

export interface Fulfilment {
  paymentId: string;
  /** Minor units owed back: lines whose course the learner already owned. */
  refundAmount: number;
}

type FulfilDeps = Pick<AppContext, 'dialect' | 'config' | 'storage' | 'effects'>;
type AfterDeps = Pick<AppContext, 'db' | 'payments'>;

/** `CW-R-2026-000042`: the receipt's year and its place in that year's sequence. */
export function formatReceiptNumber(year: number, value: number): string {
  return `CW-R-${year}-${String(value).padStart(6, '0')}`;
}

/** `INV-000123`: the invoice's place in the one invoice sequence (never reset, so no year). */
export function formatInvoiceNumber(value: number): string {
  return `INV-${String(value).padStart(6, '0')}`;
}

/**
 * Fulfils a payment inside the caller's transaction (or its own); null when it already was (a replayed confirm, a
 * duplicate webhook, a concurrent request: only the first marks it succeeded, the rest stop there).
 * A course the learner already owns (two payments for it succeeded) gets no second purchase: its line
 * is marked refunded and the refund is made after the commit. `notify: false` queues no mail (seed).
 */
export async function fulfilPayment(
  db: Executor,
  ctx: FulfilDeps,
  paymentId: string,
  options: { card: repo.CardDetails | null; paidAt?: string; notify?: boolean },
): Promise<Fulfilment | null> {
  return inTransaction(db, ctx.effects, async (trx, uow) => {
    const paidAt = options.paidAt ?? nowIso();
    const paid = await repo.markSucceeded(trx, paymentId, paidAt, options.card);
    if (!paid) return null;
    const year = new Date(paidAt).getUTCFullYear();
    const receiptNumber = formatReceiptNumber(year, await nextNumber(trx, `receipt-${year}`));
    await repo.setReceiptNumber(trx, paymentId, receiptNumber);
    await confirmRedemption(trx, paymentId, paidAt);
    // One sequence for every invoice, taken here so that a rolled-back fulfilment gives its number back.
    const invoiceNumber = formatInvoiceNumber(await nextNumber(trx, 'invoice'));
    await repo.setInvoiceNumber(trx, paymentId, invoiceNumber);

    const lines = await repo.listLines(trx, paymentId);
    // A gift: no purchase for the buyer; the gift gets its code and the recipient their mail.
    const gift = await findGiftOfPayment(trx, paymentId);
    if (gift) {
      await fulfilGift(uow, ctx, gift, paid.userId, options.notify !== false);
      // The buyer's payment is the sale; the redeemer's purchase comes later.
      const sold = lines.map((line) => ({ courseId: line.courseId, amount: line.amount, purchaseId: null }));
      await recordSaleLines(trx, { paymentId, currency: paid.currency, at: paidAt, lines: sold });
      if (options.notify !== false) {
        await queueReceiptMails(trx, ctx, { ...paid, receiptNumber }, lines, new Set(), gift.recipientEmail);
        uow.kickMail();
      }
      return { paymentId, refundAmount: 0 };
    }
    const alreadyOwned = new Set<string>();
    const sold: SoldLine[] = [];
    for (const line of lines) {
      const purchaseId = await recordPurchase(trx, {
        userId: paid.userId,
        courseId: line.courseId,
        amount: line.amount,
        currency: paid.currency,
        paymentId,
        source: 'sale',
        createdAt: paidAt,
      });
      if (purchaseId) {
        await addLearners(trx, line.courseId, 1);
        sold.push({ courseId: line.courseId, amount: line.amount, purchaseId });
      } else alreadyOwned.add(line.courseId);
    }
    // Courses owned already are refunded at once: only what was kept is a sale.
    await recordSaleLines(trx, { paymentId, currency: paid.currency, at: paidAt, lines: sold });
    const refundAmount = lines
      .filter((l) => alreadyOwned.has(l.courseId))
      .reduce((sum, l) => sum + l.amount, 0);
    if (alreadyOwned.size > 0)
      await repo.markLinesRefunded(trx, paymentId, [...alreadyOwned], refundAmount, paidAt);
    await removeFromCart(
      trx,
      ctx,
      paid.userId,
      lines.map((line) => line.courseId),
    );
    if (options.notify !== false) {
      const payment = {
        ...paid,
        receiptNumber,
        invoiceNumber,
        refundedAmount: paid.refundedAmount + refundAmount,
      };
      await queueReceiptMails(trx, ctx, payment, lines, alreadyOwned);
      uow.kickMail();
    }
    // Public pages show the new learner counts.
    uow.invalidateCatalogue();
    return { paymentId, refundAmount };
  });
}

/** Runs `fulfilPayment` in its own transaction, then the refunds it owes. */
export async function fulfil(
  ctx: FulfilDeps & AfterDeps,
  log: FastifyBaseLogger,
  paymentId: string,
  card: repo.CardDetails | null,
): Promise<void> {
  const fulfilment = await fulfilPayment(ctx.db, ctx, paymentId, { card });
  if (fulfilment) await afterFulfilment(ctx, log, fulfilment);
}

/**
 * After the commit (whose unit of work already woke the mail queue and cleared the public pages): the
 * refund of courses owned twice is asked of the provider.
 */
export async function afterFulfilment(ctx: AfterDeps, log: FastifyBaseLogger, fulfilment: Fulfilment) {
  if (fulfilment.refundAmount === 0) return;
  const payment = await repo.findPayment(ctx.db, fulfilment.paymentId);
  if (payment) await settleRefund(ctx, log, payment);
}

/**
 * Makes the refund a payment owes (courses bought twice, or a whole payment charged after its prices
 * moved), once: the provider's idempotency key (`refund-<paymentId>`) makes a retry safe, and the
 * stored refund id marks it done. A failure is logged and retried on the next
 * status check, webhook or start-up.
 */
export async function settleRefund(
  ctx: Pick<AppContext, 'db' | 'payments'>,
  log: FastifyBaseLogger,
  payment: repo.PaymentRow,
): Promise<void> {
  if (payment.refundedAmount === 0 || payment.refundRef || payment.provider !== ctx.payments.name) return;
  // Only lines refunded without a refund of their own (duplicates); admin refunds carry their refund id.
  const owed = await repo.owedRefundAmount(ctx.db, payment.id);
  if (owed === 0) return;
  try {
    const refundRef = await ctx.payments.refund({
      paymentId: payment.id,
      ref: payment.providerRef,
      amount: owed,
    });
    await repo.setRefundRef(ctx.db, payment.id, refundRef, nowIso());
    log.info({ paymentId: payment.id, amount: owed }, 'refunded what a payment owed back');
  } catch (error) {
    log.error({ err: error, paymentId: payment.id }, 'a refund a payment owes failed; will retry');
  }
}

/** At start-up: refunds that could not be made before (the provider was unreachable). */
export async function settleOwedRefunds(ctx: Pick<AppContext, 'db' | 'payments'>, log: FastifyBaseLogger) {
  for (const payment of await repo.listOwedRefunds(ctx.db, ctx.payments.name)) {
    await settleRefund(ctx, log, payment);
  }
}
