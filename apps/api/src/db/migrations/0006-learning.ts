import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * A learner's progress per chapter (the learning module's table), and the captions track of a video
 * chapter (a key in private storage, like `video_key`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('chapters').addColumn('captions_key', 'varchar(200)').execute();

  await db.schema
    .createTable('chapter_progress')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('chapter_id', 'varchar(36)', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('completed_at', t.timestamp)
    .addColumn('position_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visited_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('chapter_progress_pk', ['user_id', 'chapter_id'])
    .execute();
  // A course's progress for one learner (outline ticks, percent, last visit) is read through this.
  await db.schema
    .createIndex('chapter_progress_user_course')
    .on('chapter_progress')
    .columns(['user_id', 'course_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chapter_progress').execute();
  await db.schema.alterTable('chapters').dropColumn('captions_key').execute();
}
