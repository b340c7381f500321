import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One review per learner and course: a second one edits the first. Answers the stored row's id. */
export async function upsertReview(
  db: Db,
  row: { id: string; courseId: string; userId: string; rating: number; comment: string; now: string },
): Promise<string> {
  const stored = await db
    .insertInto('reviews')
    .values({
      id: row.id,
      courseId: row.courseId,
      userId: row.userId,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['courseId', 'userId'])
        .doUpdateSet({ rating: row.rating, comment: row.comment, updatedAt: row.now }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return stored.id;
}

export async function summarizeRatings(db: Db, courseId: string): Promise<{ count: number; sum: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('rating'), eb.lit(0)).as('sum'),
    ])
    .where('courseId', '=', courseId)
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), sum: Number(row.sum) };
}

/**
 * Visible reviews with their author's display name. Reading the author's public name columns is the
 * one place this module looks at `users` (a read-only join that saves a query per page).
 */
export function listReviews(db: Db, where: { courseId: string } | { id: string }, limit: number) {
  let query = db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.userId')
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.comment',
      'reviews.createdAt',
      'reviews.updatedAt',
      'users.firstName',
      'users.lastName',
      'users.avatarKey',
      'users.deletedAt',
    ]);
  query =
    'id' in where
      ? query.where('reviews.id', '=', where.id)
      : query.where('reviews.courseId', '=', where.courseId).where('reviews.hidden', '=', 0);
  return query.orderBy('reviews.updatedAt', 'desc').orderBy('reviews.id', 'desc').limit(limit).execute();
}

/**
 * The latest visible reviews of the outer query's course as one JSON array column, so the course page
 * needs no separate reviews query. Keys are written out so both engines answer the same shape.
 */
export function latestReviewsJson(dialect: DialectName, limit: number): RawBuilder<unknown> {
  const inner = sql`select r.id, r.rating, r.comment, r.created_at, r.updated_at, u.first_name, u.last_name, u.avatar_key, u.deleted_at
    from reviews r join users u on u.id = r.user_id
    where r.course_id = courses.id and r.hidden = 0
    order by r.updated_at desc, r.id desc limit ${sql.lit(limit)}`;
  const fields = sql`'id', x.id, 'rating', x.rating, 'comment', x.comment, 'createdAt', x.created_at, 'updatedAt', x.updated_at,
    'firstName', x.first_name, 'lastName', x.last_name, 'avatarKey', x.avatar_key, 'deletedAt', x.deleted_at`;
  return dialect === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_object(${fields})), '[]'::json) from (${inner}) x)`
    : sql`(select json_group_array(json_object(${fields})) from (${inner}) x)`;
}

/** The given learner's own review of the outer query's course, as one JSON column (null when none). */
export function ownReviewJson(dialect: DialectName, userId: string): RawBuilder<unknown> {
  const fields = sql`'rating', r.rating, 'comment', r.comment, 'updatedAt', r.updated_at`;
  const where = sql`r.course_id = courses.id and r.user_id = ${userId}`;
  return dialect === 'postgres'
    ? sql`(select json_build_object(${fields}) from reviews r where ${where})`
    : sql`(select json_object(${fields}) from reviews r where ${where})`;
}
