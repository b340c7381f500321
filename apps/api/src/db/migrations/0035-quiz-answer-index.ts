import type { Kysely } from 'kysely';

/**
 * The insight's quiz item statistics read every answer of a course's chapter attempts in a range (a
 * best-selling course's month: 1,700 attempts). With only the primary key (attempt, question),
 * PostgreSQL hashed the whole answers table instead (100 ms at `seed:large`); this index carries what
 * the statistics read, so each attempt's answers come from the index alone (40 ms). Final attempts are
 * few per course and are left as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chapter_attempt_answers_stats')
    .on('chapter_attempt_answers')
    .columns(['attempt_id', 'question_id', 'is_correct', 'option_ids'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chapter_attempt_answers_stats').execute();
}
