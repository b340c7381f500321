import type { Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * The next value of a named counter, for human numbers (receipts `CW-R-2026-000042`, certificates
 * later). Taken inside the caller's transaction: the row stays locked until it commits, so numbers are
 * unique and increasing, and a rolled-back transaction gives its number back. Shared by every module
 * that numbers things, so it lives beside the database rather than in one module.
 */
export async function nextNumber(trx: Transaction<Database>, name: string): Promise<number> {
  // Creating the row first (a no-op once it exists) keeps two first-ever takers from both inserting.
  await trx
    .insertInto('numberSequences')
    .values({ name, value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .updateTable('numberSequences')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
