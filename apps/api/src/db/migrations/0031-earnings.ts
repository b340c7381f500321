import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Instructor earnings (issue 23, item 3; the earnings module's). `ledger_lines` holds one line per
 * course of each sale (written in the payment's fulfilment) and one reversing line per refund (in the
 * refund's transaction); a course without an instructor writes a platform-only line, so the ledger's
 * gross always adds up to the payments net of refunds. `instructor_shares` keeps an admin's override
 * of the `instructorShare` setting per instructor; `payout_statements` records a month's statement paid.
 * Payments made before this migration have no lines: the ledger starts at zero.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('ledger_lines')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().check(sql`kind in ('sale', 'refund')`))
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull().references('payments.id'))
    .addColumn('purchase_id', 'varchar(36)')
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('instructor_id', 'varchar(36)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('gross', 'integer', (c) => c.notNull())
    .addColumn('platform_fee', 'integer', (c) => c.notNull())
    .addColumn('instructor_net', 'integer', (c) => c.notNull())
    .addColumn('share', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('ledger_lines_sums', sql`gross = platform_fee + instructor_net`)
    .execute();
  // One sale and at most one refund per course of a payment: a replay cannot write twice.
  await db.schema
    .createIndex('ledger_lines_line')
    .unique()
    .on('ledger_lines')
    .columns(['payment_id', 'course_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('ledger_lines_instructor')
    .on('ledger_lines')
    .columns(['instructor_id', 'created_at'])
    .execute();
  await db.schema.createIndex('ledger_lines_created').on('ledger_lines').column('created_at').execute();
  await db.schema
    .createTable('instructor_shares')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('share', 'integer', (c) => c.notNull().check(sql`share between 0 and 100`))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payout_statements')
    .addColumn('instructor_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('paid_at', t.timestamp, (c) => c.notNull())
    .addColumn('paid_by', 'varchar(36)')
    .addColumn('reference', 'varchar(200)')
    .addPrimaryKeyConstraint('payout_statements_pk', ['instructor_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_statements').execute();
  await db.schema.dropTable('instructor_shares').execute();
  await db.schema.dropTable('ledger_lines').execute();
}
