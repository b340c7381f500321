import type { Review, ReviewBody } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { findPublishedCourse, setRatingSummary } from '../catalogue/catalogue.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import * as repo from './reviews.repository.js';

type ReviewRow = Awaited<ReturnType<typeof repo.listReviews>>[number];

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

export async function listLatestReviews(ctx: AppContext, courseId: string, limit: number): Promise<Review[]> {
  const rows = await repo.listReviews(ctx.db, { courseId }, limit);
  return rows.map((row) => toReview(row, ctx));
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
