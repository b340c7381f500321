import type { Kysely } from 'kysely';

/**
 * How far the learner had got through the course (percent of chapters completed) when they last wrote
 * their review, so a review written early is labelled as such (issue 27). Null for reviews written
 * before this was recorded, which stay unlabelled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('progress_percent', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').dropColumn('progress_percent').execute();
}
