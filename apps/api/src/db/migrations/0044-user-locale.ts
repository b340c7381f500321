import type { Kysely } from 'kysely';

/**
 * The language a user chose for the site (`en`, `es`, `fr` or `de`; the account module's). Null: never
 * chosen, so the `locale` cookie or the browser's `Accept-Language` decides (ARCHITECTURE §9).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'varchar(8)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
