import { jsonArrayFrom as pgJsonArray, jsonObjectFrom as pgJsonObject } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray, jsonObjectFrom as sqliteJsonObject } from 'kysely/helpers/sqlite';
import type { DialectName } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { CourseExpression } from '../courses/course-summary.js';

/** SQLite answers a JSON column as text, PostgreSQL as parsed JSON. */
export type JsonColumn<T> = T | string;

/** One review per learner and course: a second one edits the first. Answers the stored row's id. */
export async function upsertReview(
  db: Executor,
  row: {
    id: string;
    courseId: string;
    userId: string;
    rating: number;
    comment: string;
    progressPercent: number | null;
    now: string;
  },
): Promise<string> {
  const stored = await db
    .insertInto('reviews')
    .values({
      id: row.id,
      courseId: row.courseId,
      userId: row.userId,
      rating: row.rating,
      comment: row.comment,
      progressPercent: row.progressPercent,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['courseId', 'userId']).doUpdateSet({
        rating: row.rating,
        comment: row.comment,
        progressPercent: row.progressPercent,
        updatedAt: row.now,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return stored.id;
}

export async function summarizeRatings(
  db: Executor,
  courseId: string,
): Promise<{ count: number; sum: number }> {
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
 * A review with its author's display name. Reading the author's public name columns is the one place
 * this module looks at `users` (a read-only join that saves a query per page).
 */
const reviewColumns = [
  'reviews.id',
  'reviews.rating',
  'reviews.comment',
  'reviews.progressPercent',
  'reviews.createdAt',
  'reviews.updatedAt',
  'users.firstName',
  'users.lastName',
  'users.avatarKey',
  'users.deletedAt',
] as const;

/** Visible reviews of a course (or one review by id), newest first. */
export function listReviews(db: Executor, where: { courseId: string } | { id: string }, limit: number) {
  let query = db.selectFrom('reviews').innerJoin('users', 'users.id', 'reviews.userId').select(reviewColumns);
  query =
    'id' in where
      ? query.where('reviews.id', '=', where.id)
      : query.where('reviews.courseId', '=', where.courseId).where('reviews.hidden', '=', 0);
  return query.orderBy('reviews.updatedAt', 'desc').orderBy('reviews.id', 'desc').limit(limit).execute();
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

/** The latest visible reviews of the outer query's course, as one JSON array column. */
export function latestReviewsColumn(
  dialect: DialectName,
  limit: number,
): CourseExpression<JsonColumn<ReviewRow[]>> {
  const jsonArray = dialect === 'postgres' ? pgJsonArray : sqliteJsonArray;
  return (eb) =>
    jsonArray(
      eb
        .selectFrom('reviews')
        .innerJoin('users', 'users.id', 'reviews.userId')
        .select(reviewColumns)
        .whereRef('reviews.courseId', '=', 'courses.id')
        .where('reviews.hidden', '=', 0)
        .orderBy('reviews.updatedAt', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(limit),
    ).$castTo<JsonColumn<ReviewRow[]>>();
}

export interface OwnReviewRow {
  rating: number;
  comment: string;
  updatedAt: string;
}

/** The learner's own review of the outer query's course, as one JSON object column (null when none). */
export function ownReviewColumn(
  dialect: DialectName,
  userId: string,
): CourseExpression<JsonColumn<OwnReviewRow> | null> {
  const jsonObject = dialect === 'postgres' ? pgJsonObject : sqliteJsonObject;
  return (eb) =>
    jsonObject(
      eb
        .selectFrom('reviews')
        .select(['reviews.rating', 'reviews.comment', 'reviews.updatedAt'])
        .whereRef('reviews.courseId', '=', 'courses.id')
        .where('reviews.userId', '=', userId),
    ).$castTo<JsonColumn<OwnReviewRow> | null>();
}

export type BreakdownRow = Record<`stars${1 | 2 | 3 | 4 | 5}`, number>;

/** How many visible reviews of the outer query's course gave each number of stars, as one JSON object. */
export function ratingBreakdownColumn(dialect: DialectName): CourseExpression<JsonColumn<BreakdownRow>> {
  const jsonObject = dialect === 'postgres' ? pgJsonObject : sqliteJsonObject;
  return (eb) =>
    jsonObject(
      eb
        .selectFrom('reviews')
        .select((r) =>
          ([1, 2, 3, 4, 5] as const).map((stars) =>
            r.fn.countAll<number>().filterWhere('reviews.rating', '=', stars).as(`stars${stars}`),
          ),
        )
        .whereRef('reviews.courseId', '=', 'courses.id')
        .where('reviews.hidden', '=', 0),
    ).$castTo<JsonColumn<BreakdownRow>>();
}
