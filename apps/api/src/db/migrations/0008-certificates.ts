import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Certificates (the certificates module's): one per learner and course, with what it said when it was
 * issued (holder name, course title, score), so later renames do not rewrite a credential already
 * shared. The id is random and long enough to be the public link; `number` is the human one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('certificates')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('number', 'varchar(32)', (c) => c.notNull().unique())
    // No cascades: a credential someone has shared must not vanish as a side effect (accounts are
    // anonymised, never deleted; a course with certificates cannot be deleted).
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id'))
    // The passing final attempt (the assessments module's), kept as a plain id: the certificate is its
    // own record and outlives any tidying of attempts.
    .addColumn('attempt_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('holder_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('course_title', 'varchar(300)', (c) => c.notNull())
    .addColumn('score', t.isPostgres ? 'double precision' : 'real', (c) => c.notNull())
    .addColumn('issued_at', t.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', t.timestamp)
    // Exactly one per learner and course, whatever the races: a second issue finds this one.
    .addUniqueConstraint('certificates_user_course', ['user_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('certificates_user_recent')
    .on('certificates')
    .columns(['user_id', 'issued_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
}
