import { type Kysely, sql } from 'kysely';

/**
 * Indexes whose column order matches each catalogue sort exactly (id last, as the list orders), so a
 * page is an index walk instead of a sort of every published course.
 */
const indexes: Record<string, string> = {
  courses_sort_popular: 'published, learners_count desc, rating_average desc, id',
  courses_sort_rating: 'published, rating_average desc, rating_count desc, id',
  courses_sort_newest: 'published, created_at desc, id',
  courses_sort_price: 'published, price_cents, id',
  courses_sort_category: 'category_id, published, learners_count desc, rating_average desc, id',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'courses_popular',
    'courses_rating',
    'courses_newest',
    'courses_price',
    'courses_category',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const [name, columns] of Object.entries(indexes)) {
    await sql`create index ${sql.id(name)} on courses (${sql.raw(columns)})`.execute(db);
  }
  // Fresh statistics, so the planners pick the new indexes on a database that already holds courses.
  await sql`analyze courses`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(indexes)) await db.schema.dropIndex(name).execute();
}
