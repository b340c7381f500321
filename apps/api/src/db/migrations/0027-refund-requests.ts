import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * A learner's request to have one purchase refunded (issue 22, item 4): at most one per purchase, so a
 * second request, a concurrent one or one after a decline is refused by the unique index. Learner,
 * course, amount and currency are copied from the purchase so the console's list and search need no
 * other module's table. `status`: pending (waits for an admin), approved (the refund is under way:
 * its intent is recorded), refunded, declined.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('refund_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('purchase_id', 'varchar(36)', (c) =>
      c.notNull().unique().references('purchases.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('consumed_percent', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('decided_by', 'varchar(36)')
    .addColumn('note', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('decided_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('refund_requests_status_created')
    .on('refund_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('refund_requests_user').on('refund_requests').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refund_requests').execute();
}
