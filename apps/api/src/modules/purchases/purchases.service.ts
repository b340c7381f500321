import type { AppContext } from '../../app-context.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import * as repo from './purchases.repository.js';

/** Purchases are written by the payments flow (next issue); these are the reads other modules need. */
export const purchasedFlag = repo.purchasedFlag;
export const hasPurchased = (ctx: AppContext, userId: string, courseId: string) =>
  repo.hasPurchase(ctx.db, userId, courseId);

export interface NewPurchase {
  userId: string;
  courseId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  paymentId?: string | null;
  createdAt?: string;
}

/**
 * Records a completed purchase and answers its id. The unique (user, course) constraint refuses a
 * second purchase of the same course, so a replay can never enrol (or charge) twice.
 */
export async function recordPurchase(ctx: AppContext, purchase: NewPurchase): Promise<string> {
  const id = newId();
  await repo.insertPurchase(ctx.db, {
    id,
    userId: purchase.userId,
    courseId: purchase.courseId,
    amount: purchase.amount,
    currency: purchase.currency,
    paymentId: purchase.paymentId ?? null,
    createdAt: purchase.createdAt ?? nowIso(),
  });
  return id;
}
