import { type Kysely, sql } from 'kysely';

/**
 * Learners never see hidden threads, so their lists (a chapter's, a course's) read these partial
 * indexes: the page comes in index order with the id as tie-breaker (no sort), and the count is
 * counted from the index alone. Admins, who see hidden threads too, keep 0038's indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('discussion_threads_chapter_live')
    .on('discussion_threads')
    .columns(['chapter_id', 'last_activity_at', 'id'])
    .where(sql.ref('hidden_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('discussion_threads_course_live')
    .on('discussion_threads')
    .columns(['course_id', 'last_activity_at', 'id'])
    .where(sql.ref('hidden_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('discussion_threads_course_live').execute();
  await db.schema.dropIndex('discussion_threads_chapter_live').execute();
}
