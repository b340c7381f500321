import type { Executor } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { CourseFlag } from '../courses/course-summary.js';
import * as repo from './purchases.repository.js';

/** The learner's "already bought" flag, for course queries (wired into `ctx.learnerFlags`). */
export function purchasedFlag(userId: string): CourseFlag {
  return repo.purchasedFlag(userId);
}

/** Whether the learner owns the course; pass the caller's transaction to read inside it. */
export function hasPurchased(db: Executor, userId: string, courseId: string): Promise<boolean> {
  return repo.hasPurchase(db, userId, courseId);
}

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
 * Records a completed purchase and answers its id; pass the checkout's transaction so payment,
 * purchases, cart and receipt commit together. The unique (user, course) constraint refuses a second
 * purchase of the same course, so a replay can never enrol (or charge) twice.
 */
export async function recordPurchase(db: Executor, purchase: NewPurchase): Promise<string> {
  const id = newId();
  await repo.insertPurchase(db, {
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
