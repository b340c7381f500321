import type { Executor } from '../../db/executor.js';
import { OPEN, type PaymentRow } from './payments.repository.js';

/** Closing payments whose prices no longer hold (`payment-expiry.ts` decides which). */

/** Closes an open payment unpaid (nothing was charged); answers whether this call closed it. */
export async function markExpired(db: Executor, id: string, message: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'expired', failureMessage: message.slice(0, 500), updatedAt: at })
    .where('id', '=', id)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Closes a payment the provider charged after its price moved: expired, every line refunded and the
 * whole amount owed back (made by `settleRefund`). Also claims an expired payment that somehow was
 * charged with nothing owed yet. Answers the row when this call claimed it, else undefined.
 */
export async function expireCharged(
  db: Executor,
  id: string,
  message: string,
  at: string,
): Promise<PaymentRow | undefined> {
  const row = await db
    .updateTable('payments')
    .set((eb) => ({
      status: 'expired',
      failureMessage: message.slice(0, 500),
      refundedAmount: eb.ref('amount'),
      updatedAt: at,
    }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('status', 'in', OPEN), eb.and([eb('status', '=', 'expired'), eb('refundedAmount', '=', 0)])]),
    )
    .returningAll()
    .executeTakeFirst();
  if (row)
    await db
      .updateTable('paymentLines')
      .set({ refundedAt: at })
      .where('paymentId', '=', id)
      .where('refundedAt', 'is', null)
      .execute();
  return row;
}
