import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { containsText, type ListWindow, pageOf } from '../../lib/admin-list.js';

export interface ReviewFilter {
  search?: string;
  /** Id subqueries of the account and courses modules matching `search`: their reviews match too. */
  authorIds?: OperandExpression<string>;
  courseIds?: OperandExpression<string>;
  courseId?: string;
  hidden?: boolean;
  rating?: number;
}

/** Every review matching the filter (course titles and authors come from their modules, by id). */
function filtered(db: Executor, filter: ReviewFilter) {
  let query = db.selectFrom('reviews');
  if (filter.courseId) query = query.where('reviews.courseId', '=', filter.courseId);
  if (filter.hidden !== undefined) query = query.where('reviews.hidden', '=', filter.hidden ? 1 : 0);
  if (filter.rating !== undefined) query = query.where('reviews.rating', '=', filter.rating);
  const search = filter.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText('reviews.comment', search),
        ...(filter.courseIds ? [eb('reviews.courseId', 'in', filter.courseIds)] : []),
        ...(filter.authorIds ? [eb('reviews.userId', 'in', filter.authorIds)] : []),
      ]),
    );
  }
  return query;
}

const columns = [
  'reviews.id',
  'reviews.courseId',
  'reviews.userId',
  'reviews.rating',
  'reviews.comment',
  'reviews.hidden',
  'reviews.progressPercent',
  'reviews.createdAt',
  'reviews.updatedAt',
] as const;

/** A page of the reviews matching the filter, and their count. */
export function listAdminReviews(
  db: Executor,
  filter: ReviewFilter,
  window: ListWindow<'reviews.updatedAt' | 'reviews.rating'>,
) {
  const { column, order } = window.sort;
  return pageOf(
    filtered(db, filter),
    (query) => query.select(columns).orderBy(column, order).orderBy('reviews.id', order),
    window,
  );
}

export type AdminReviewRow = Awaited<ReturnType<typeof listAdminReviews>>['rows'][number];

export function findAdminReview(db: Executor, id: string): Promise<AdminReviewRow | undefined> {
  return db.selectFrom('reviews').select(columns).where('reviews.id', '=', id).executeTakeFirst();
}

export async function setReviewHidden(db: Executor, id: string, hidden: boolean): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ hidden: hidden ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}
