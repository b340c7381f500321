import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { RefundIntentsTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';

export type RefundIntentRow = Selectable<RefundIntentsTable>;

/** Records the intent; false when one is already recorded (a concurrent or interrupted refund). */
export async function insertRefundIntent(
  db: Executor,
  intent: { purchaseId: string; actorId: string | null; reason: string | null },
): Promise<boolean> {
  const result = await db
    .insertInto('refundIntents')
    .values({ ...intent, createdAt: nowIso() })
    .onConflict((oc) => oc.column('purchaseId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteRefundIntent(db: Executor, purchaseId: string): Promise<void> {
  await db.deleteFrom('refundIntents').where('purchaseId', '=', purchaseId).execute();
}

export function listRefundIntents(db: Executor): Promise<RefundIntentRow[]> {
  return db.selectFrom('refundIntents').selectAll().orderBy('createdAt').execute();
}
