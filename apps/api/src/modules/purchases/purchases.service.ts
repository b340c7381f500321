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

/** When the learner bought the course, or null when they do not own it. */
export async function findPurchaseDate(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<string | null> {
  return (await repo.findPurchaseDate(db, userId, courseId))?.createdAt ?? null;
}

/** Every course the learner owns (the learning module's "My learning"), with when it was bought. */
export async function listOwnedCourses(
  db: Executor,
  userId: string,
): Promise<{ courseId: string; purchasedAt: string }[]> {
  const rows = await repo.listOwnedCourses(db, userId);
  return rows.map((row) => ({ courseId: row.courseId, purchasedAt: row.createdAt }));
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
 * Records a completed purchase and answers its id, or null when the learner already owned the course
 * (bought twice at once: the caller refunds that line). Pass the checkout's transaction so payment,
 * purchases, cart and receipt commit together; the unique (user, course) constraint decides, so a
 * replay can never enrol twice.
 */
export async function recordPurchase(db: Executor, purchase: NewPurchase): Promise<string | null> {
  const id = newId();
  const inserted = await repo.insertPurchase(db, {
    id,
    userId: purchase.userId,
    courseId: purchase.courseId,
    amount: purchase.amount,
    currency: purchase.currency,
    paymentId: purchase.paymentId ?? null,
    createdAt: purchase.createdAt ?? nowIso(),
  });
  return inserted ? id : null;
}

export interface PurchaseRecord {
  id: string;
  courseId: string;
  amount: number;
  currency: string;
  paymentId: string | null;
  createdAt: string;
}

/** One page of the learner's purchases, newest first (the payments module adds receipts to it). */
export async function listPurchases(
  db: Executor,
  userId: string,
  page: { page: number; limit: number },
): Promise<{ items: PurchaseRecord[]; total: number }> {
  const { rows, total } = await repo.listPurchasePage(db, userId, page.limit, (page.page - 1) * page.limit);
  return { items: rows.map((row) => ({ ...row })), total };
}
