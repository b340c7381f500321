import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Learners' private notes (issue 24, item 2; the notes module's): plain text tied to a chapter and, on
 * video chapters, to a playback time. They go with their author's account row and with their chapter or
 * course; the index serves one learner's notes of one course, which every read asks for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('notes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('chapter_id', 'varchar(36)', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('position_seconds', 'integer')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notes_user_course_created')
    .on('notes')
    .columns(['user_id', 'course_id', 'created_at'])
    .execute();
  // Deleting a chapter cascades here; without an index each delete would scan the table.
  await db.schema.createIndex('notes_chapter').on('notes').column('chapter_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notes').execute();
}
