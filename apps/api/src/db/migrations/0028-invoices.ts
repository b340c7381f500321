import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/** `INV-000042`, as `formatInvoiceNumber` in the fulfilment writes it (a migration keeps its own copy). */
const formatInvoiceNumber = (value: number): string => `INV-${String(value).padStart(6, '0')}`;

/**
 * Invoices (issue 22, item 5; the payments module's): the billing details a learner gave at checkout
 * and each paid payment's invoice number. Payments paid before this migration are numbered here, in
 * the order they were paid, so the sequence follows the dates; new ones take the next numbers in the
 * fulfilment transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('payment_billing')
    .addColumn('payment_id', 'varchar(36)', (c) =>
      c.primaryKey().references('payments.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(500)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('tax_id', 'varchar(50)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // SQLite cannot add a UNIQUE column; a unique index holds the same (NULLs may repeat on both engines).
  await db.schema.alterTable('payments').addColumn('invoice_number', 'varchar(32)').execute();
  await db.schema
    .createIndex('payments_invoice_number')
    .unique()
    .on('payments')
    .column('invoice_number')
    .execute();

  const paid = await sql<{ id: string }>`
    select id from payments where status = 'succeeded' order by paid_at, id
  `.execute(db);
  let value = 0;
  for (const { id } of paid.rows) {
    value += 1;
    await sql`update payments set invoice_number = ${formatInvoiceNumber(value)} where id = ${id}`.execute(
      db,
    );
  }
  if (value > 0)
    await sql`insert into number_sequences (name, value) values ('invoice', ${value})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from number_sequences where name = 'invoice'`.execute(db);
  await db.schema.dropIndex('payments_invoice_number').execute();
  await db.schema.alterTable('payments').dropColumn('invoice_number').execute();
  await db.schema.dropTable('payment_billing').execute();
}
