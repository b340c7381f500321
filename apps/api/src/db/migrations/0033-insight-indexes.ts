import type { Kysely } from 'kysely';

/**
 * Indexes for the insight (issue 23, item 5): each of its queries reads one course's (or one
 * instructor's courses') rows within a range of days, so each table is indexed by course, then time.
 * The same statements on both engines.
 */
const indexes: [name: string, table: string, columns: string[]][] = [
  ['purchases_course_created', 'purchases', ['course_id', 'created_at']],
  ['reviews_course_created', 'reviews', ['course_id', 'created_at']],
  ['chapter_attempts_course_created', 'chapter_attempts', ['course_id', 'created_at']],
  ['final_attempts_course_submitted', 'final_attempts', ['course_id', 'submitted_at']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of indexes)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}
