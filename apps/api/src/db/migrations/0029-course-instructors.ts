import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

const ROLES_BEFORE = "role in ('learner', 'admin')";
const ROLES_AFTER = "role in ('learner', 'admin', 'instructor')";

/**
 * Instructors (issue 23, item 1; the authoring module's): the users role check admits 'instructor',
 * and `course_instructors` names who may edit a course in the studio (one owner, any co-instructors).
 * SQLite cannot alter a CHECK: the new rule only widens it, so the stored table text is rewritten in
 * place (the documented writable_schema route for changes that leave the stored rows valid).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await setRoleCheck(db, ROLES_BEFORE, ROLES_AFTER);
  await db.schema
    .createTable('course_instructors')
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(8)', (c) => c.notNull().check(sql`role in ('owner', 'co')`))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('course_instructors_pk', ['course_id', 'user_id'])
    .execute();
  await db.schema.createIndex('course_instructors_user').on('course_instructors').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('course_instructors').execute();
  await sql`update users set role = 'learner' where role = 'instructor'`.execute(db);
  await setRoleCheck(db, ROLES_AFTER, ROLES_BEFORE);
}

async function setRoleCheck(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (columnTypes(db).isPostgres) {
    await sql`alter table users drop constraint users_role_check`.execute(db);
    await sql`alter table users add constraint users_role_check check (${sql.raw(to)})`.execute(db);
    return;
  }
  const { rows } = await sql<{ v: number }>`pragma schema_version`.execute(db);
  const version = Number((rows[0] as unknown as Record<string, number>).schema_version ?? rows[0]?.v);
  await sql`pragma writable_schema = on`.execute(db);
  await sql`update sqlite_master set sql = replace(sql, ${from}, ${to}) where type = 'table' and name = 'users'`.execute(
    db,
  );
  await sql.raw(`pragma schema_version = ${version + 1}`).execute(db);
  await sql`pragma writable_schema = off`.execute(db);
}
