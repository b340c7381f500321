import { limits, type Review, type ReviewBody } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { DialectName } from '../../db/database.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { srcSetOf } from '../../lib/images.js';
import type { StorageDriver } from '../../lib/storage/storage.js';
import { countChapters } from '../courses/chapters.service.js';
import type { CourseExpression } from '../courses/course-summary.js';
import { findPublishedCourse, setRatingSummary } from '../courses/courses.service.js';
import { countRemainingChapters } from '../learning/chapter.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import * as repo from './reviews.repository.js';

/**
 * The columns a course page embeds in its one query (typed seams, built in this module's repository)
 * and the readers that turn what they answer into the contract's shapes.
 */
export function latestReviewsColumn(
  dialect: DialectName,
  limit: number,
): CourseExpression<repo.JsonColumn<repo.ReviewRow[]>> {
  return repo.latestReviewsColumn(dialect, limit);
}

export function ownReviewColumn(
  dialect: DialectName,
  userId: string,
): CourseExpression<repo.JsonColumn<repo.OwnReviewRow> | null> {
  return repo.ownReviewColumn(dialect, userId);
}

export function ratingBreakdownColumn(
  dialect: DialectName,
): CourseExpression<repo.JsonColumn<repo.BreakdownRow>> {
  return repo.ratingBreakdownColumn(dialect);
}

const parsed = <T>(value: repo.JsonColumn<T>): T => (typeof value === 'string' ? JSON.parse(value) : value);
// PostgreSQL writes timestamptz inside JSON in its own text form; normalise to ISO-8601.
const isoDate = (value: string) => new Date(value).toISOString();

export function readLatestReviews(
  storage: StorageDriver,
  value: repo.JsonColumn<repo.ReviewRow[]>,
): Review[] {
  return (parsed(value) ?? []).map((row) =>
    toReview({ ...row, createdAt: isoDate(row.createdAt), updatedAt: isoDate(row.updatedAt) }, storage),
  );
}

export function readOwnReview(value: repo.JsonColumn<repo.OwnReviewRow> | null) {
  if (value === null || value === undefined) return null;
  const row = parsed(value);
  return { rating: row.rating, comment: row.comment, updatedAt: isoDate(row.updatedAt) };
}

export function readRatingBreakdown(value: repo.JsonColumn<repo.BreakdownRow>) {
  const row = parsed(value);
  const count = (stars: 1 | 2 | 3 | 4 | 5) => Number(row?.[`stars${stars}`] ?? 0);
  return { 1: count(1), 2: count(2), 3: count(3), 4: count(4), 5: count(5) };
}

/** Written before a quarter of the course was done; reviews from before progress was recorded are not. */
export function isEarlyReview(progressPercent: number | null): boolean {
  return progressPercent !== null && progressPercent < limits.earlyReviewBelowPercent;
}

function toReview(row: repo.ReviewRow, storage: StorageDriver): Review {
  const name = row.deletedAt
    ? 'Former learner'
    : [row.firstName, row.lastName?.charAt(0) ? `${row.lastName.charAt(0)}.` : '']
        .filter(Boolean)
        .join(' ') || 'Learner';
  // A former learner's picture was erased with their account.
  const avatarKey = row.deletedAt ? null : row.avatarKey;
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    isEarly: isEarlyReview(row.progressPercent),
    author: {
      name,
      avatarUrl: avatarKey ? storage.url(avatarKey) : null,
      avatarSrcSet: srcSetOf(storage, avatarKey),
    },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The percent of the course's chapters the learner has completed, rounded down as the player shows it. */
async function progressPercentOf(db: Executor, userId: string, courseId: string): Promise<number> {
  const [total, remaining] = await Promise.all([
    countChapters(db, courseId),
    countRemainingChapters(db, userId, courseId),
  ]);
  return total === 0 ? 0 : Math.floor(((total - remaining) * 100) / total);
}

/**
 * Adds or edits the learner's review of a course they bought (see `saveReview`), recording how far
 * through the course they are as they write it, then invalidates the cached public catalogue answers,
 * which show ratings and reviews.
 */
export async function addReview(
  db: Executor,
  ctx: Pick<AppContext, 'storage' | 'effects'>,
  userId: string,
  body: ReviewBody,
): Promise<{ review: Review; created: boolean }> {
  if (!(await findPublishedCourse(db, body.courseId))) throw notFound('This course does not exist');
  if (!(await hasPurchased(db, userId, body.courseId)))
    throw forbidden('Only learners who bought this course can review it');
  const saved = await inTransaction(db, ctx.effects, async (trx, uow) => {
    const review = await saveReview(trx, {
      courseId: body.courseId,
      userId,
      rating: body.rating,
      comment: body.comment,
      progressPercent: await progressPercentOf(trx, userId, body.courseId),
    });
    uow.invalidateCatalogue();
    return review;
  });
  const [row] = await repo.listReviews(db, { id: saved.id }, 1);
  if (!row) throw notFound('This review does not exist');
  return { review: toReview(row, ctx.storage), created: saved.created };
}

/**
 * Writes a review exactly as given (one per learner and course: a second call edits the first) and
 * refreshes the course's rating summary, in one transaction (or the caller's). For trusted callers such
 * as the demo seed, which vouch that the author bought the course; learners go through `addReview`.
 * `at` dates the review (default now). Callers that serve cached catalogue answers must invalidate them.
 */
export async function saveReview(
  db: Executor,
  review: {
    courseId: string;
    userId: string;
    rating: number;
    comment: string;
    /** Percent of the course done as it is written; unknown (null) for the demo seed. */
    progressPercent?: number | null;
    at?: string;
  },
): Promise<{ id: string; created: boolean }> {
  const id = newId();
  const storedId = await inTransaction(db, async (trx) => {
    const stored = await repo.upsertReview(trx, {
      id,
      courseId: review.courseId,
      userId: review.userId,
      rating: review.rating,
      comment: review.comment.trim(),
      progressPercent: review.progressPercent ?? null,
      now: review.at ?? nowIso(),
    });
    await setRatingSummary(trx, review.courseId, await repo.summarizeRatings(trx, review.courseId));
    return stored;
  });
  return { id: storedId, created: storedId === id };
}
