import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * A course bought as a gift (issue 22, item 3): written with its payment at checkout, given its code
 * when the payment succeeds (only an HMAC of the code is kept, and the last group as a hint for the
 * buyer's list), and redeemed once, into a purchase of the redeemer linked to the gift's payment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('gifts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull().unique().references('payments.id'))
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id'))
    .addColumn('recipient_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)')
    .addColumn('code_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('code_hint', 'varchar(8)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('redeemed_at', t.timestamp)
    .addColumn('redeemed_by', 'varchar(36)', (c) => c.references('users.id'))
    .addColumn('purchase_id', 'varchar(36)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gifts').execute();
}
