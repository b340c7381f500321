import type { Kysely } from 'kysely';

/**
 * Indexes for the insight (issue 23, item 5): each of its queries reads one course's (or one
 * instructor's hundreds of courses') rows within a range of days, so each table is indexed by course,
 * then time, and carries the columns the aggregates read, so that they never visit the table (an
 * instructor's year is tens of thousands of rows). Progress is read by course too (without it
 * PostgreSQL scanned the whole table for a course's funnel). Same on both engines.
 */
const indexes: [name: string, table: string, columns: string[]][] = [
  [
    'purchases_course_created',
    'purchases',
    ['course_id', 'created_at', 'revoked_at', 'source', 'currency', 'amount', 'user_id'],
  ],
  ['reviews_course_created', 'reviews', ['course_id', 'created_at', 'hidden', 'rating']],
  ['chapter_attempts_course_created', 'chapter_attempts', ['course_id', 'created_at']],
  ['final_attempts_course_submitted', 'final_attempts', ['course_id', 'submitted_at']],
  [
    'chapter_progress_course_user',
    'chapter_progress',
    ['course_id', 'user_id', 'completed_at', 'chapter_id'],
  ],
  // The admin's instructors list: accounts of one role by name (it scanned every learner).
  ['users_role_name', 'users', ['role', 'last_name', 'first_name', 'id']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of indexes)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}
