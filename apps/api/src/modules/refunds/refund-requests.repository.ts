import type { OperandExpression, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { RefundRequestsTable } from '../../db/schema.js';
import { type ListWindow, pageOf } from '../../lib/admin-list.js';

export type RefundRequestRow = Selectable<RefundRequestsTable>;
type Status = RefundRequestsTable['status'];

/** Inserts the request unless the purchase has one already; answers whether it did. */
export async function insertRefundRequest(db: Executor, row: RefundRequestRow): Promise<boolean> {
  const result = await db
    .insertInto('refundRequests')
    .values(row)
    .onConflict((oc) => oc.column('purchaseId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findRefundRequest(db: Executor, id: string) {
  return db.selectFrom('refundRequests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRefundRequestOfPurchase(db: Executor, purchaseId: string) {
  return db.selectFrom('refundRequests').selectAll().where('purchaseId', '=', purchaseId).executeTakeFirst();
}

export function listRefundRequestsOfPurchases(db: Executor, purchaseIds: string[]) {
  return db.selectFrom('refundRequests').selectAll().where('purchaseId', 'in', purchaseIds).execute();
}

/**
 * Moves the request from one of `from` to `to` with the decision's fields; answers the updated row, or
 * undefined when it was no longer in `from` (another decision won).
 */
export function moveRefundRequest(
  db: Executor,
  where: { id: string } | { purchaseId: string },
  from: Status[],
  set: Partial<Pick<RefundRequestRow, 'status' | 'decidedBy' | 'note' | 'decidedAt'>>,
) {
  let query = db.updateTable('refundRequests').set(set).where('status', 'in', from);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('purchaseId', '=', where.purchaseId);
  return query.returningAll().executeTakeFirst();
}

export interface RefundRequestFilter {
  /** Id subqueries of the account and course owners; a request matches either. */
  matches: { userIds: OperandExpression<string>; courseIds: OperandExpression<string> } | null;
  status?: Status;
}

export type RefundRequestSortColumn = 'refundRequests.createdAt' | 'refundRequests.amount';

function filtered(db: Executor, filter: RefundRequestFilter) {
  let query = db.selectFrom('refundRequests');
  const { matches } = filter;
  if (matches)
    query = query.where((eb) =>
      eb.or([
        eb('refundRequests.userId', 'in', matches.userIds),
        eb('refundRequests.courseId', 'in', matches.courseIds),
      ]),
    );
  if (filter.status) query = query.where('refundRequests.status', '=', filter.status);
  return query;
}

/** One page of every refund request, filtered and sorted, and how many match. */
export function searchRefundRequests(
  db: Executor,
  filter: RefundRequestFilter,
  window: ListWindow<RefundRequestSortColumn>,
) {
  const { column, order } = window.sort;
  return pageOf(
    filtered(db, filter),
    (query) => query.selectAll('refundRequests').orderBy(column, order).orderBy('refundRequests.id', order),
    window,
  );
}
