import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Payments and their lines (the payments module's), the human-number sequences (receipts now,
 * certificates later) and the mail queue (the mail module's outbox of messages to send after commit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('rate', t.isPostgres ? 'double precision' : 'real', (c) => c.notNull())
    // Unique columns allow many NULLs on both engines: only set values must differ.
    .addColumn('provider_ref', 'varchar(255)', (c) => c.unique())
    .addColumn('client_secret', 'varchar(255)')
    .addColumn('failure_message', 'varchar(500)')
    .addColumn('card_brand', 'varchar(32)')
    .addColumn('card_last4', 'varchar(4)')
    .addColumn('receipt_number', 'varchar(32)', (c) => c.unique())
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    // The provider's refund id once a duplicate charge was given back (null while one is owed).
    .addColumn('refund_ref', 'varchar(255)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('paid_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('payments_user_recent')
    .on('payments')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_lines')
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id'))
    .addColumn('price_usd', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('refunded_at', t.timestamp)
    .addPrimaryKeyConstraint('payment_lines_pk', ['payment_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('number_sequences')
    .addColumn('name', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_jobs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('claimed_at', t.timestamp)
    .addColumn('sent_at', t.timestamp)
    .execute();
  await db.schema.createIndex('mail_jobs_status').on('mail_jobs').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_jobs', 'number_sequences', 'payment_lines', 'payments']) {
    await db.schema.dropTable(table).execute();
  }
}
