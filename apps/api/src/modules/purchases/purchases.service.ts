import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { PurchaseSource } from '../../db/schema.js';
import type { ListWindow, RowPage } from '../../lib/admin-list.js';
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

/**
 * The ids of the course's owners now (a refunded purchase no longer owns it), as a subquery for another
 * module's query (announcements ask account for their addresses with it).
 */
/**
 * The id of the user's live purchase of the course (null when they do not own it) as a subquery, for
 * a one-statement access check; the course may itself be a subquery (a chapter's).
 */
export function livePurchaseOf(
  db: Executor,
  userId: string,
  courseId: OperandExpression<string>,
): OperandExpression<string> {
  return repo.livePurchaseIdOf(db, userId, courseId);
}

export function courseOwnerIds(db: Executor, courseId: string): OperandExpression<string> {
  return repo.ownerIdsOf(db, courseId);
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
  /** A sale has a payment; a grant (support) and a free enrolment have none. */
  source: PurchaseSource;
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
    source: purchase.source,
    createdAt: purchase.createdAt ?? nowIso(),
    revokedAt: null,
    revokeReason: null,
  });
  return inserted ? id : null;
}

export interface PurchaseRecord {
  id: string;
  courseId: string;
  amount: number;
  currency: string;
  paymentId: string | null;
  source: PurchaseSource;
  createdAt: string;
}

/**
 * One page of the learner's purchases, newest first, refunded ones included with when (the payments
 * module adds receipts to it).
 */
export async function listPurchases(
  db: Executor,
  userId: string,
  page: { page: number; limit: number },
): Promise<{ items: (PurchaseRecord & { revokedAt: string | null })[]; total: number }> {
  const { rows, total } = await repo.listPurchasePage(db, userId, page.limit, (page.page - 1) * page.limit);
  return { items: rows.map((row) => ({ ...row })), total };
}

/** A purchase as the admin console sees it: whose, what, and whether it was refunded. */
export interface AdminPurchaseRecord extends PurchaseRecord {
  userId: string;
  revokedAt: string | null;
  revokeReason: string | null;
}

/** One purchase by id, refunded or not (undefined when there is none). */
export function findPurchase(db: Executor, id: string): Promise<AdminPurchaseRecord | undefined> {
  return repo.findPurchaseById(db, id);
}

/**
 * Revokes the purchase (a refund): the learner no longer owns the course and may buy it again; the row
 * stays as the sales record. Answers false when it was already revoked. Pass the refund's transaction.
 */
export function revokePurchase(db: Executor, id: string, reason: string | null): Promise<boolean> {
  return repo.revokePurchase(db, id, nowIso(), reason);
}

export type PurchaseFilter = repo.PurchaseFilter;

/** The console's sort keys and the columns they sort by (the first is the default). */
export const purchaseSortColumns = {
  date: 'purchases.createdAt',
  amount: 'purchases.amount',
} as const satisfies Record<string, repo.PurchaseSortColumn>;

/** One page of all purchases for the admin console, with the total that match. */
export function searchPurchases(
  db: Executor,
  filter: PurchaseFilter,
  window: ListWindow<repo.PurchaseSortColumn>,
): Promise<RowPage<AdminPurchaseRecord>> {
  return repo.searchPurchases(db, filter, window);
}

/** Enrolments (live purchases) per UTC day in [from, until), days without any left out. */
export async function enrolmentsByDay(
  db: Executor,
  from: string,
  until: string,
): Promise<{ day: string; count: number }[]> {
  const rows = await repo.countEnrolmentsByDay(db, from, until);
  return rows.map((row) => ({ day: row.day, count: Number(row.n) }));
}

/** Enrolments (live purchases) made in [from, until) per source: sold, free, granted. */
export async function enrolmentsBySource(
  db: Executor,
  from: string,
  until: string,
): Promise<Record<PurchaseSource, number>> {
  const counts: Record<PurchaseSource, number> = { sale: 0, free: 0, grant: 0 };
  for (const row of await repo.countEnrolmentsBySource(db, from, until)) counts[row.source] = Number(row.n);
  return counts;
}

/** The courses most enrolled in during [from, until), most first. */
export async function topEnrolledCourses(
  db: Executor,
  from: string,
  until: string,
  limit: number,
): Promise<{ courseId: string; enrolments: number }[]> {
  const rows = await repo.topCoursesByEnrolments(db, from, until, limit);
  return rows.map((row) => ({ courseId: row.courseId, enrolments: Number(row.n) }));
}

/** Every (learner, course) enrolment made in [from, until) that still stands. */
export function listEnrolments(
  db: Executor,
  from: string,
  until: string,
): Promise<{ userId: string; courseId: string }[]> {
  return repo.listEnrolments(db, from, until);
}

/** The learner's purchases, refunded ones too, newest first (support's learner view; at most `limit`). */
export async function listPurchaseHistory(
  db: Executor,
  userId: string,
  limit = 100,
): Promise<AdminPurchaseRecord[]> {
  const rows = await repo.listPurchaseHistory(db, userId, limit);
  return rows.map((row) => ({ ...row, userId }));
}
