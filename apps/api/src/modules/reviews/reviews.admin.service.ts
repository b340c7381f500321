import type { AdminReview, AdminReviewListQuery, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { pageWindow, sortColumn } from '../../lib/admin-list.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { setRatingSummary } from '../courses/courses.service.js';
import * as adminRepo from './reviews.admin.repository.js';
import * as repo from './reviews.repository.js';
import { isEarlyReview } from './reviews.service.js';

function toAdminReview(row: adminRepo.AdminReviewRow): AdminReview {
  return {
    id: row.id,
    course: { id: row.courseId, title: row.courseTitle },
    author: {
      id: row.userId,
      email: row.email,
      name: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
    },
    rating: row.rating,
    comment: row.comment,
    hidden: row.hidden === 1,
    progressPercent: row.progressPercent,
    isEarly: isEarlyReview(row.progressPercent),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const sortable = { updatedAt: 'reviews.updatedAt', rating: 'reviews.rating' } as const;

/** A page of reviews, hidden ones included, searched and filtered for moderation. */
export async function listReviewsForAdmin(
  db: Executor,
  query: AdminReviewListQuery,
): Promise<Paged<AdminReview>> {
  const { page, limit, offset } = pageWindow(query);
  const sort = sortColumn(query, sortable);
  const filter = {
    search: query.search,
    courseId: query.courseId,
    hidden: query.hidden,
    rating: query.rating,
  };
  const [rows, total] = await Promise.all([
    adminRepo.listAdminReviews(db, filter, sort, limit, offset),
    adminRepo.countAdminReviews(db, filter),
  ]);
  return { items: rows.map(toAdminReview), page, limit, total };
}

/**
 * Hides or shows a review and recomputes its course's rating summary in one transaction, audited; the
 * public catalogue answers are invalidated after commit.
 */
export async function setReviewHiddenForAdmin(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  actorId: string,
  id: string,
  hidden: boolean,
): Promise<AdminReview> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const row = await adminRepo.findAdminReview(trx, id);
    if (!row) throw notFound('This review does not exist');
    if ((row.hidden === 1) === hidden) return uow.noteNoChange();
    await adminRepo.setReviewHidden(trx, id, hidden);
    await setRatingSummary(trx, row.courseId, await repo.summarizeRatings(trx, row.courseId));
    await recordAudit(uow, {
      actorId,
      action: hidden ? 'hide' : 'show',
      entity: 'review',
      entityId: id,
      summary: `${hidden ? 'Hid' : 'Showed'} the ${row.rating}-star review by ${row.email} of “${row.courseTitle}”`,
    });
    uow.invalidateCatalogue();
  });
  const row = await adminRepo.findAdminReview(db, id);
  if (!row) throw notFound('This review does not exist');
  return toAdminReview(row);
}
