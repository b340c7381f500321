import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Review of studio courses (issue 23, item 2; the authoring module's): one row per submission, kept as
 * the history of notes. `outcome` is null while the course awaits review, then 'returned' (with the
 * admin's note) or 'published'. The partial unique index admits one open submission per course, so a
 * double submit racing another is refused by the database too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('course_reviews')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('submitted_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', t.timestamp, (c) => c.notNull())
    .addColumn('outcome', 'varchar(10)', (c) => c.check(sql`outcome in ('returned', 'published')`))
    .addColumn('note', 'text')
    .addColumn('decided_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('course_reviews_course_submitted')
    .on('course_reviews')
    .columns(['course_id', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('course_reviews_one_open')
    .on('course_reviews')
    .column('course_id')
    .unique()
    .where(sql.ref('outcome'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_reviews').execute();
}
