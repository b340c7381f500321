import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Announcements (issue 24, item 4; the announcements module's): a course's instructors and admins post
 * to its learners. Read newest first per course, hence the (course_id, created_at) index. The author is
 * kept as null when their account row goes (accounts are anonymised, not deleted, so that is rare).
 * Learners may turn the mailed copy off: `users.email_announcements` (the account module's), on by default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('author_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('announcements_course_created')
    .on('announcements')
    .columns(['course_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('email_announcements', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_announcements').execute();
  await db.schema.dropTable('announcements').execute();
}
