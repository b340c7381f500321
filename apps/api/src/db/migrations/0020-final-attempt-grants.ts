import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Extra final attempts an admin grants one learner for one course (issue 27, support): a learner who
 * used every attempt is otherwise locked out for good. Rows are kept as the record of each grant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('final_attempt_grants')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('extra', 'integer', (c) => c.notNull())
    .addColumn('granted_by', 'varchar(36)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('final_attempt_grants_user_course')
    .on('final_attempt_grants')
    .columns(['user_id', 'course_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('final_attempt_grants').execute();
}
