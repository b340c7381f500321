import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Instructors' public profiles (issue 23, item 4; the instructors module's): one row per instructor
 * who has saved theirs. `links` is a JSON array of https addresses, as text on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('instructor_profiles')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('headline', 'varchar(120)', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('links', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('instructor_profiles').execute();
}
