import { type Kysely, sql } from 'kysely';

/**
 * How a purchase came about (issue 22, item 2): `sale` (paid through a payment), `grant` (support
 * enrolled the learner) or `free` (a free course, or a checkout a 100 % coupon made free). Grants and
 * free enrolments both have no payment, so `payment_id` alone can no longer tell them apart. Existing
 * rows: without a payment they were grants (support's, or demo data), else sales. The default only
 * fills the existing rows; every writer names the source.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('purchases')
    .addColumn('source', 'varchar(8)', (c) =>
      c.notNull().defaultTo('sale').check(sql`source in ('sale', 'grant', 'free')`),
    )
    .execute();
  await sql`update purchases set source = 'grant' where payment_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchases').dropColumn('source').execute();
}
