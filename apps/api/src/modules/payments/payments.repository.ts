import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { PaymentBillingTable, PaymentLinesTable, PaymentsTable } from '../../db/schema.js';

export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentLineRow = Selectable<PaymentLinesTable>;
export interface CardDetails {
  brand: string;
  last4: string;
}

export async function insertPayment(
  db: Executor,
  payment: Insertable<PaymentsTable>,
  lines: PaymentLineRow[],
): Promise<void> {
  await db.insertInto('payments').values(payment).execute();
  await db.insertInto('paymentLines').values(lines).execute();
}

export function findPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payment when it is this learner's; another learner's is as absent as an unknown one. */
export function findUserPayment(db: Executor, userId: string, id: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function listLines(db: Executor, paymentId: string): Promise<PaymentLineRow[]> {
  return db
    .selectFrom('paymentLines')
    .selectAll()
    .where('paymentId', '=', paymentId)
    .orderBy('courseId')
    .execute();
}

export async function setProviderIntent(
  db: Executor,
  id: string,
  ref: string,
  clientSecret: string,
  at: string,
) {
  await db
    .updateTable('payments')
    .set({ providerRef: ref, clientSecret, updatedAt: at })
    .where('id', '=', id)
    .execute();
}

/** A payment that may still be paid: not yet succeeded, and not closed as expired. */
export const OPEN: PaymentRow['status'][] = ['pending', 'failed'];

/**
 * Marks an open payment succeeded and answers the row; undefined means another request fulfilled it
 * first, or it was closed as expired. On PostgreSQL a concurrent caller waits here for the first to commit.
 */
export function markSucceeded(
  db: Executor,
  id: string,
  at: string,
  card: CardDetails | null,
): Promise<PaymentRow | undefined> {
  return db
    .updateTable('payments')
    .set({
      status: 'succeeded',
      paidAt: at,
      updatedAt: at,
      failureMessage: null,
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .returningAll()
    .executeTakeFirst();
}

export async function setReceiptNumber(db: Executor, id: string, receiptNumber: string): Promise<void> {
  await db.updateTable('payments').set({ receiptNumber }).where('id', '=', id).execute();
}

/** A failed attempt; never overwrites a success (a late decline loses to a card that went through) or an expiry. */
export async function markFailed(
  db: Executor,
  id: string,
  message: string,
  card: CardDetails | null,
  at: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      status: 'failed',
      failureMessage: message.slice(0, 500),
      updatedAt: at,
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .execute();
}

/** Lines whose course the learner already owned: refunded, and the payment's refunded amount grows. */
export async function markLinesRefunded(
  db: Executor,
  id: string,
  courseIds: string[],
  amount: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('paymentLines')
    .set({ refundedAt: at })
    .where('paymentId', '=', id)
    .where('courseId', 'in', courseIds)
    .execute();
  await db
    .updateTable('payments')
    .set((eb) => ({ refundedAmount: eb('refundedAmount', '+', amount), updatedAt: at }))
    .where('id', '=', id)
    .execute();
}

/** The duplicate-purchase refund was made: the payment and the lines it covered keep its id. */
export async function setRefundRef(db: Executor, id: string, refundRef: string, at: string): Promise<void> {
  await db.updateTable('payments').set({ refundRef, updatedAt: at }).where('id', '=', id).execute();
  await db
    .updateTable('paymentLines')
    .set({ refundRef })
    .where('paymentId', '=', id)
    .where('refundedAt', 'is not', null)
    .where('refundRef', 'is', null)
    .execute();
}

/** Minor units of refunded lines whose money was not given back yet (duplicate purchases). */
export async function owedRefundAmount(db: Executor, id: string): Promise<number> {
  const row = await db
    .selectFrom('paymentLines')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('owed'))
    .where('paymentId', '=', id)
    .where('refundedAt', 'is not', null)
    .where('refundRef', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.owed);
}

/**
 * Marks one course's line refunded with the provider's refund id and adds its amount to the payment's
 * refunded amount; answers the amount, or null when the line was already refunded.
 */
export async function markLineRefunded(
  db: Executor,
  paymentId: string,
  courseId: string,
  refundRef: string,
  at: string,
): Promise<number | null> {
  const line = await db
    .updateTable('paymentLines')
    .set({ refundedAt: at, refundRef })
    .where('paymentId', '=', paymentId)
    .where('courseId', '=', courseId)
    .where('refundedAt', 'is', null)
    .returning('amount')
    .executeTakeFirst();
  if (!line) return null;
  await db
    .updateTable('payments')
    .set((eb) => ({ refundedAmount: eb('refundedAmount', '+', line.amount), updatedAt: at }))
    .where('id', '=', paymentId)
    .execute();
  return line.amount;
}

export function findLine(db: Executor, paymentId: string, courseId: string) {
  return db
    .selectFrom('paymentLines')
    .selectAll()
    .where('paymentId', '=', paymentId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
}

/** Charged payments (succeeded, or expired after a charge) owing a refund not made yet (the provider was unreachable). */
export function listOwedRefunds(db: Executor, provider: PaymentRow['provider']): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', 'in', ['succeeded', 'expired'])
    .where('provider', '=', provider)
    .where('refundedAmount', '>', 0)
    .where('refundRef', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('paymentLines')
          .select('paymentLines.courseId')
          .whereRef('paymentLines.paymentId', '=', 'payments.id')
          .where('paymentLines.refundedAt', 'is not', null)
          .where('paymentLines.refundRef', 'is', null),
      ),
    )
    .limit(100)
    .execute();
}

/** Receipt number and card of the given payments (for the purchases list). */
export function listReceipts(db: Executor, ids: string[]) {
  return db
    .selectFrom('payments')
    .select(['id', 'userId', 'receiptNumber', 'cardBrand', 'cardLast4', 'couponCode'])
    .where('id', 'in', ids)
    .execute();
}

/** What a coupon took off each course of the given payments (for the purchases list). */
export function listLineDiscounts(db: Executor, ids: string[]) {
  return db
    .selectFrom('paymentLines')
    .select(['paymentId', 'courseId', 'discount'])
    .where('paymentId', 'in', ids)
    .where('discount', '>', 0)
    .execute();
}

export type BillingRow = Selectable<PaymentBillingTable>;

export async function insertBilling(db: Executor, row: Insertable<PaymentBillingTable>): Promise<void> {
  await db.insertInto('paymentBilling').values(row).execute();
}

export function findBilling(db: Executor, paymentId: string): Promise<BillingRow | undefined> {
  return db.selectFrom('paymentBilling').selectAll().where('paymentId', '=', paymentId).executeTakeFirst();
}

export async function setInvoiceNumber(db: Executor, id: string, invoiceNumber: string): Promise<void> {
  await db.updateTable('payments').set({ invoiceNumber }).where('id', '=', id).execute();
}
