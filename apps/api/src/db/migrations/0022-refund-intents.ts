import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * An admin's refund of one purchase, recorded before the payment provider is asked and deleted in the
 * transaction that records the refund (issue 20, item 6). A row left behind means the process died
 * between the two: start-up asks the provider again (the same idempotency key, so the money goes back
 * once) and finishes the refund.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('refund_intents')
    .addColumn('purchase_id', 'varchar(36)', (c) =>
      c.primaryKey().references('purchases.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('reason', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refund_intents').execute();
}
