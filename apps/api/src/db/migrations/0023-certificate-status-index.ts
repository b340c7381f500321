import { type Kysely, sql } from 'kysely';

/**
 * Each certificate's bit in the revocation status list its signed credential points at (issue 21):
 * allocated at issue from the `certificate-status-index` counter, unique, and never reused. Certificates
 * issued before take the first indexes, in the order they were issued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('certificates').addColumn('status_list_index', 'integer').execute();
  const rows = await sql<{ id: string }>`select id from certificates order by issued_at, id`.execute(db);
  let index = 0;
  for (const { id } of rows.rows) {
    index += 1;
    await sql`update certificates set status_list_index = ${index} where id = ${id}`.execute(db);
  }
  if (index > 0) {
    await sql`insert into number_sequences (name, value) values ('certificate-status-index', ${index})`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('certificates_status_list_index')
    .on('certificates')
    .column('status_list_index')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('certificates_status_list_index').execute();
  await db.schema.alterTable('certificates').dropColumn('status_list_index').execute();
  await sql`delete from number_sequences where name = 'certificate-status-index'`.execute(db);
}
