import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Archived questions: deleting a question that learners have answered sets `archived_at` instead, so
 * their attempts' reviews still show it; quizzes and new final draws leave archived questions out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('questions').addColumn('archived_at', t.timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('archived_at').execute();
}
