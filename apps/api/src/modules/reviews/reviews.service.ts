import type { Review, ReviewBody } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { findPublishedCourse, setRatingSummary } from '../catalogue/catalogue.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import * as repo from './reviews.repository.js';

type ReviewRow = Awaited<ReturnType<typeof repo.listReviews>>[number];

export const latestReviewsJson = repo.latestReviewsJson;
export const ownReviewJson = repo.ownReviewJson;

/** The learner's own review from the JSON column of ownReviewJson. */
export function ownReviewFromJson(
  value: unknown,
): { rating: number; comment: string; updatedAt: string } | null {
  if (value === null || value === undefined) return null;
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as {
    rating: number;
    comment: string;
    updatedAt: string;
  };
  return { rating: row.rating, comment: row.comment, updatedAt: new Date(row.updatedAt).toISOString() };
}

/** Reviews from the JSON column of latestReviewsJson (SQLite answers text, PostgreSQL parsed JSON). */
export function reviewsFromJson(ctx: AppContext, value: unknown): Review[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as ReviewRow[] | null;
  return (rows ?? []).map((row) =>
    toReview({ ...row, createdAt: isoDate(row.createdAt), updatedAt: isoDate(row.updatedAt) }, ctx),
  );
}

// PostgreSQL's json_build_object writes timestamptz in its own text form; normalise to ISO-8601.
const isoDate = (value: string) => new Date(value).toISOString();

function toReview(row: ReviewRow, ctx: AppContext): Review {
  const name = row.deletedAt
    ? 'Former learner'
    : [row.firstName, row.lastName?.charAt(0) ? `${row.lastName.charAt(0)}.` : '']
        .filter(Boolean)
        .join(' ') || 'Learner';
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    author: { name, avatarUrl: !row.deletedAt && row.avatarKey ? ctx.storage.url(row.avatarKey) : null },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Adds or edits the learner's review of a course they bought, and refreshes the course's rating
 * summary in the same transaction.
 */
export async function addReview(
  ctx: AppContext,
  userId: string,
  body: ReviewBody,
  onChange: () => void,
): Promise<{ review: Review; created: boolean }> {
  const course = await findPublishedCourse(ctx, body.courseId);
  if (!course) throw notFound('This course does not exist');
  if (!(await hasPurchased(ctx, userId, body.courseId)))
    throw forbidden('Only learners who bought this course can review it');
  const id = newId();
  const storedId = await ctx.db.transaction().execute(async (trx) => {
    const stored = await repo.upsertReview(trx, {
      id,
      courseId: body.courseId,
      userId,
      rating: body.rating,
      comment: body.comment.trim(),
      now: nowIso(),
    });
    await setRatingSummary(trx, body.courseId, await repo.summarizeRatings(trx, body.courseId));
    return stored;
  });
  onChange();
  const [row] = await repo.listReviews(ctx.db, { id: storedId }, 1);
  if (!row) throw notFound('This review does not exist');
  return { review: toReview(row, ctx), created: storedId === id };
}

/**
 * Writes a review exactly as given (one per learner and course: a second call edits the first) and
 * refreshes the course's rating summary, in one transaction. For trusted callers such as the demo
 * seed, which vouch that the author bought the course; learners go through `addReview`. `at` dates
 * the review (default now). Callers that serve cached catalogue answers must invalidate them.
 */
export async function saveReview(
  ctx: AppContext,
  review: { courseId: string; userId: string; rating: number; comment: string; at?: string },
): Promise<{ id: string; created: boolean }> {
  const id = newId();
  const storedId = await ctx.db.transaction().execute(async (trx) => {
    const stored = await repo.upsertReview(trx, {
      id,
      courseId: review.courseId,
      userId: review.userId,
      rating: review.rating,
      comment: review.comment.trim(),
      now: review.at ?? nowIso(),
    });
    await setRatingSummary(trx, review.courseId, await repo.summarizeRatings(trx, review.courseId));
    return stored;
  });
  return { id: storedId, created: storedId === id };
}
