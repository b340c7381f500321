import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('categories')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outcomes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('level', 'varchar(16)', (c) =>
      c.notNull().check(sql`level in ('beginner', 'intermediate', 'advanced', 'all')`),
    )
    .addColumn('language', 'varchar(40)', (c) => c.notNull().defaultTo('English'))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('image_key', 'varchar(200)')
    .addColumn('instructor_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('instructor_bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructor_avatar_key', 'varchar(200)')
    .addColumn('category_id', 'varchar(36)', (c) => c.notNull().references('categories.id'))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pass_mark', 'integer', (c) => c.notNull().defaultTo(70))
    .addColumn('final_attempt_limit', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learners_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_average', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  // Every list filter and sort reads published courses first.
  for (const [name, columns] of [
    ['courses_category', ['published', 'category_id', 'learners_count']],
    ['courses_level', ['published', 'level']],
    ['courses_price', ['published', 'price_cents']],
    ['courses_popular', ['published', 'learners_count', 'id']],
    ['courses_rating', ['published', 'rating_average', 'rating_count']],
    ['courses_newest', ['published', 'created_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('courses')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('course_modules')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_modules_course')
    .on('course_modules')
    .columns(['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('chapters')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('module_id', 'varchar(36)', (c) =>
      c.notNull().references('course_modules.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(8)', (c) => c.notNull().check(sql`type in ('video', 'text')`))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_key', 'varchar(200)')
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_preview', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chapters_course')
    .on('chapters')
    .columns(['course_id', 'module_id', 'position'])
    .execute();
  await db.schema.createIndex('chapters_module').on('chapters').columns(['module_id', 'position']).execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('payment_id', 'varchar(36)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('purchases_user_course', ['user_id', 'course_id'])
    .execute();
  await db.schema.createIndex('purchases_course').on('purchases').column('course_id').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('reviews_course_user', ['course_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('reviews_course_recent')
    .on('reviews')
    .columns(['course_id', 'hidden', 'updated_at'])
    .execute();

  for (const table of ['wishlist_items', 'cart_items']) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
      .addColumn('created_at', t.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'course_id'])
      .execute();
    await db.schema
      .createIndex(`${table}_user_recent`)
      .on(table)
      .columns(['user_id', 'created_at'])
      .execute();
  }

  await createSearchIndex(db, t.isPostgres);
}

/** Full-text search over title, subtitle and description: FTS5 on SQLite, tsvector + GIN on PostgreSQL. */
async function createSearchIndex(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  if (isPostgres) {
    await sql`alter table courses add column search_vector tsvector generated always as (
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', subtitle), 'B') ||
      setweight(to_tsvector('english', description_text), 'C')) stored`.execute(db);
    await sql`create index courses_search on courses using gin (search_vector)`.execute(db);
    return;
  }
  await sql`create virtual table courses_fts using fts5(
    title, subtitle, description_text, content='courses', content_rowid='rowid', tokenize='porter unicode61')`.execute(
    db,
  );
  await sql`create trigger courses_fts_insert after insert on courses begin
    insert into courses_fts(rowid, title, subtitle, description_text) values (new.rowid, new.title, new.subtitle, new.description_text);
  end`.execute(db);
  await sql`create trigger courses_fts_delete after delete on courses begin
    insert into courses_fts(courses_fts, rowid, title, subtitle, description_text) values ('delete', old.rowid, old.title, old.subtitle, old.description_text);
  end`.execute(db);
  await sql`create trigger courses_fts_update after update of title, subtitle, description_text on courses begin
    insert into courses_fts(courses_fts, rowid, title, subtitle, description_text) values ('delete', old.rowid, old.title, old.subtitle, old.description_text);
    insert into courses_fts(rowid, title, subtitle, description_text) values (new.rowid, new.title, new.subtitle, new.description_text);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cart_items',
    'wishlist_items',
    'reviews',
    'purchases',
    'chapters',
    'course_modules',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop table if exists courses_fts`.execute(db);
  await db.schema.dropTable('courses').execute();
  await db.schema.dropTable('categories').execute();
}
