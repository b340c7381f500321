import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

const ROLES_BEFORE = "role in ('learner', 'admin')";
const ROLES_AFTER = "role in ('learner', 'admin', 'instructor')";

/**
 * Instructors (issue 23, item 1; the authoring module's): the users role check admits 'instructor',
 * and `course_instructors` names who may edit a course in the studio (one owner, any co-instructors).
 * SQLite cannot alter a CHECK, so there the users table is rebuilt with the wider rule.
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
  // SQLite cannot alter a CHECK: the table is rebuilt with the new rule (the documented 12-step way;
  // Kysely runs SQLite migrations outside a transaction, so foreign keys can be switched off meanwhile,
  // and dropping the old table cascades nothing).
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'users'
  `.execute(db);
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'users' and sql is not null
  `.execute(db);
  const create = table.rows[0]?.sql ?? '';
  if (!create.includes(from)) throw new Error(`users: the role check is not ${from}`);
  const rebuilt = create
    .replace(from, to)
    .replace(/^CREATE TABLE "?users"?/i, 'CREATE TABLE "users_rebuilt"');
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(rebuilt).execute(db);
    await sql`insert into users_rebuilt select * from users`.execute(db);
    await sql`drop table users`.execute(db);
    await sql`alter table users_rebuilt rename to users`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('users rebuild: foreign keys no longer hold');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
