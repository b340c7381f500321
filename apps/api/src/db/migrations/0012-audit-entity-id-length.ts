import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * An upload's audit entry names it by its storage key, and an image's key now names the widths its
 * folder holds (`course-image/<id>/320-480-720-960-1280/1280.webp`, over 64 characters): the column
 * takes keys as long as the image columns do. SQLite does not enforce varchar lengths, so only
 * PostgreSQL changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).isPostgres) return;
  await db.schema
    .alterTable('audit_log')
    .alterColumn('entity_id', (c) => c.setDataType('varchar(200)'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!columnTypes(db).isPostgres) return;
  await db.schema
    .alterTable('audit_log')
    .alterColumn('entity_id', (c) => c.setDataType('varchar(64)'))
    .execute();
}
