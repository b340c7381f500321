import type { RefundRequest } from '@coursewise/contract';
import type { Executor } from '../../db/executor.js';
import type { ListWindow, RowPage } from '../../lib/admin-list.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import * as repo from './refund-requests.repository.js';

/**
 * The records of refund requests (the `refund_requests` table). The rules (who may ask, when a request
 * is refunded at once, how a refund is made) live in sales, which calls these inside its transactions.
 */

export type RefundRequestRecord = repo.RefundRequestRow;
export type RefundRequestFilter = repo.RefundRequestFilter;

const DAY_MS = 86_400_000;

/**
 * When a purchase's refund window closes: `windowDays` after it was bought (the setting as it is now,
 * not as it was at the purchase); null when refunds on request are off (0 days).
 */
export function refundWindowEnd(purchasedAt: string, windowDays: number): string | null {
  if (windowDays <= 0) return null;
  return new Date(Date.parse(purchasedAt) + windowDays * DAY_MS).toISOString();
}

/** A request as its learner sees it. */
export function toRefundRequest(record: RefundRequestRecord): RefundRequest {
  return {
    id: record.id,
    purchaseId: record.purchaseId,
    status: record.status,
    reason: record.reason,
    note: record.note,
    createdAt: record.createdAt,
    decidedAt: record.decidedAt,
  };
}

export interface NewRefundRequest {
  purchaseId: string;
  userId: string;
  courseId: string;
  amount: number;
  currency: string;
  reason: string;
  consumedPercent: number;
  /** `approved` when the request is refunded at once (its refund is under way), else `pending`. */
  status: 'pending' | 'approved';
}

/** Records the request; answers it, or null when the purchase already has one (asked twice). */
export async function addRefundRequest(
  db: Executor,
  request: NewRefundRequest,
): Promise<RefundRequestRecord | null> {
  const row: RefundRequestRecord = {
    id: newId(),
    ...request,
    decidedBy: null,
    note: null,
    createdAt: nowIso(),
    decidedAt: request.status === 'approved' ? nowIso() : null,
  };
  return (await repo.insertRefundRequest(db, row)) ? row : null;
}

/** One request by id (undefined when there is none). */
export function findRefundRequest(db: Executor, id: string): Promise<RefundRequestRecord | undefined> {
  return repo.findRefundRequest(db, id);
}

/** The purchase's request, if its learner made one. */
export function findRefundRequestOfPurchase(
  db: Executor,
  purchaseId: string,
): Promise<RefundRequestRecord | undefined> {
  return repo.findRefundRequestOfPurchase(db, purchaseId);
}

/** The requests of the given purchases, keyed by purchase id. */
export async function refundRequestsByPurchase(
  db: Executor,
  purchaseIds: string[],
): Promise<Map<string, RefundRequestRecord>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await repo.listRefundRequestsOfPurchases(db, [...new Set(purchaseIds)]);
  return new Map(rows.map((row) => [row.purchaseId, row]));
}

/**
 * An admin takes a pending request to refund it: pending → approved. Of concurrent decisions one
 * wins; the others get undefined.
 */
export function claimRefundRequest(
  db: Executor,
  id: string,
  adminId: string,
  note: string | null,
): Promise<RefundRequestRecord | undefined> {
  return repo.moveRefundRequest(db, { id }, ['pending'], {
    status: 'approved',
    decidedBy: adminId,
    note,
    decidedAt: nowIso(),
  });
}

/** A refund that could not be made (the provider refused): the request waits for an admin again. */
export async function releaseRefundRequest(db: Executor, id: string): Promise<void> {
  await repo.moveRefundRequest(db, { id }, ['approved'], {
    status: 'pending',
    decidedBy: null,
    note: null,
    decidedAt: null,
  });
}

/** pending → declined with the admin's note; undefined when the request was no longer pending. */
export function declineRefundRequest(
  db: Executor,
  id: string,
  adminId: string,
  note: string,
): Promise<RefundRequestRecord | undefined> {
  return repo.moveRefundRequest(db, { id }, ['pending'], {
    status: 'declined',
    decidedBy: adminId,
    note,
    decidedAt: nowIso(),
  });
}

/**
 * In a refund's transaction: the purchase's open request (pending or approved), if any, is refunded.
 * A refund made any other way (an admin's refund of the purchase) closes the request too; `actorId`
 * is recorded as its decider when none was. Answers the closed request.
 */
export async function closeRefundRequestOnRefund(
  db: Executor,
  purchaseId: string,
  actorId: string | null,
): Promise<RefundRequestRecord | undefined> {
  const open = await repo.findRefundRequestOfPurchase(db, purchaseId);
  if (!open || (open.status !== 'pending' && open.status !== 'approved')) return undefined;
  return repo.moveRefundRequest(db, { purchaseId }, ['pending', 'approved'], {
    status: 'refunded',
    decidedBy: open.decidedBy ?? (open.status === 'pending' ? actorId : null),
    decidedAt: nowIso(),
  });
}

/** The console's sort keys and their columns (the first is the default). */
export const refundRequestSortColumns = {
  date: 'refundRequests.createdAt',
  amount: 'refundRequests.amount',
} as const satisfies Record<string, repo.RefundRequestSortColumn>;

/** One page of refund requests for the console, with the total that match. */
export function searchRefundRequests(
  db: Executor,
  filter: RefundRequestFilter,
  window: ListWindow<repo.RefundRequestSortColumn>,
): Promise<RowPage<RefundRequestRecord>> {
  return repo.searchRefundRequests(db, filter, window);
}
