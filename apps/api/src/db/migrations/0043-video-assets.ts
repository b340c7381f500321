import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Video processing (issue 25): one row per stored source video, which is also the record of its job,
 * so a restart finds every asset still `processing` and queues it again. `renditions` is JSON text of
 * the heights produced (`[360,720]`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('video_assets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('source_key', 'varchar(300)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'varchar(500)')
    .addColumn('duration_seconds', 'real')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('renditions', 'varchar(200)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .execute();
  // Start-up looks for the assets left processing.
  await db.schema.createIndex('video_assets_status_idx').on('video_assets').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_assets').execute();
}
