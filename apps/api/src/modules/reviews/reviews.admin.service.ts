import type { AdminReview, AdminReviewListQuery, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { notFound } from '../../lib/app-error.js';
import {
  type AccountLabel,
  accountIdsMatching,
  accountLabelsByIds,
} from '../account/account-directory.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { courseIdsMatching } from '../courses/course-stats.service.js';
import { courseTitlesByIds, setRatingSummary } from '../courses/courses.service.js';
import * as adminRepo from './reviews.admin.repository.js';
import * as repo from './reviews.repository.js';
import { isEarlyReview } from './reviews.service.js';

interface Labels {
  authors: Map<string, AccountLabel>;
  titles: Map<string, string>;
}

/** The authors' and courses' labels of these reviews, from the account and courses modules. */
async function labelsOf(db: Executor, rows: adminRepo.AdminReviewRow[]): Promise<Labels> {
  const [authors, titles] = await Promise.all([
    accountLabelsByIds(
      db,
      rows.map((row) => row.userId),
    ),
    courseTitlesByIds(
      db,
      rows.map((row) => row.courseId),
    ),
  ]);
  return { authors, titles };
}

function toAdminReview(row: adminRepo.AdminReviewRow, { authors, titles }: Labels): AdminReview {
  const author = authors.get(row.userId);
  return {
    id: row.id,
    course: { id: row.courseId, title: titles.get(row.courseId) ?? '' },
    author: { id: row.userId, email: author?.email ?? '', name: author?.name ?? null },
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
  const window = listWindow(query, sortable);
  const search = query.search?.trim();
  const filter = {
    search,
    authorIds: search ? accountIdsMatching(db, search) : undefined,
    courseIds: search ? courseIdsMatching(db, search) : undefined,
    courseId: query.courseId,
    hidden: query.hidden,
    rating: query.rating,
  };
  const { rows, total } = await adminRepo.listAdminReviews(db, filter, window);
  const labels = await labelsOf(db, rows);
  return pagedOf(
    window,
    rows.map((row) => toAdminReview(row, labels)),
    total,
  );
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
    const { authors, titles } = await labelsOf(trx, [row]);
    await recordAudit(uow, {
      actorId,
      action: hidden ? 'hide' : 'show',
      entity: 'review',
      entityId: id,
      summary: `${hidden ? 'Hid' : 'Showed'} the ${row.rating}-star review by ${authors.get(row.userId)?.email} of “${titles.get(row.courseId)}”`,
    });
    uow.invalidateCatalogue();
  });
  const row = await adminRepo.findAdminReview(db, id);
  if (!row) throw notFound('This review does not exist');
  return toAdminReview(row, await labelsOf(db, [row]));
}
