import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Coupon codes and their redemptions (issue 22, item 1). A payment keeps the code it was made with and
 * what it took off, in total and per line (a line's `amount` stays what was charged, so refunds keep
 * working per line). A redemption is one payment's use of a code: `pending` holds a place under the
 * caps until `hold_until` (the payment's 30 minutes), `redeemed` once paid, `released` once closed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off', 'integer')
    .addColumn('currency', 'varchar(3)')
    // A JSON array of course ids, or null for every course.
    .addColumn('course_ids', 'text')
    .addColumn('starts_at', t.timestamp)
    .addColumn('ends_at', t.timestamp)
    .addColumn('max_redemptions', 'integer')
    .addColumn('per_learner', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('coupon_id', 'varchar(36)', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('hold_until', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_coupon_status')
    .on('coupon_redemptions')
    .columns(['coupon_id', 'status'])
    .execute();
  await db.schema.alterTable('payments').addColumn('coupon_code', 'varchar(40)').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment_lines')
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_lines').dropColumn('discount').execute();
  await db.schema.alterTable('payments').dropColumn('discount').execute();
  await db.schema.alterTable('payments').dropColumn('coupon_code').execute();
  await db.schema.dropTable('coupon_redemptions').execute();
  await db.schema.dropTable('coupons').execute();
}
