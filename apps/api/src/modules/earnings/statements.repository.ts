import type { Executor } from '../../db/executor.js';

/** SQL of `payout_statements`: which instructor's month was paid, when and by whom. */

export interface PaidStatementRow {
  instructorId: string;
  month: string;
  paidAt: string;
  paidBy: string | null;
  reference: string | null;
}

export function listPaidStatements(
  db: Executor,
  filter: { instructorId?: string; month?: string },
): Promise<PaidStatementRow[]> {
  let query = db.selectFrom('payoutStatements').selectAll();
  if (filter.instructorId) query = query.where('instructorId', '=', filter.instructorId);
  if (filter.month) query = query.where('month', '=', filter.month);
  return query.execute();
}

/** Marks the statement paid; false when it already was (the primary key decides one winner). */
export async function insertPaidStatement(db: Executor, row: PaidStatementRow): Promise<boolean> {
  const inserted = await db
    .insertInto('payoutStatements')
    .values(row)
    .onConflict((oc) => oc.columns(['instructorId', 'month']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
