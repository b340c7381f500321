import type {
  AdminRefundRequest,
  AdminRefundRequestListQuery,
  ApproveRefundRequestBody,
  DeclineRefundRequestBody,
  Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { storedCurrency } from '../../lib/currency.js';
import { accountIdsMatching, accountLabelsByIds } from '../account/account-directory.service.js';
import { findAccountById } from '../account/account-records.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { courseIdsMatching } from '../courses/course-stats.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { refundRequestDeclinedEmail } from '../mail/templates.js';
import { notify } from '../notifications/notifications.service.js';
import { recordRefundIntent } from '../payments/sales.service.js';
import { findPurchase } from '../purchases/purchases.service.js';
import {
  claimRefundRequest,
  declineRefundRequest,
  findRefundRequest,
  type RefundRequestRecord,
  refundRequestSortColumns,
  releaseRefundRequest,
  searchRefundRequests,
} from '../refunds/refund-requests.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import {
  alreadyRefunded,
  isSettledRefusal,
  paidPurchase,
  type RefundDeps,
  refundAfterIntent,
} from './refund.service.js';

type AdminDeps = RefundDeps & Pick<AppContext, 'config'>;

const requestMissing = () => notFound('This refund request does not exist');
const alreadyDecided = (request: RefundRequestRecord | undefined) =>
  conflict(`This refund request was already ${request?.status ?? 'decided'}`);

/** GET admin/refund-requests: one page, searched by learner or course, filtered by status. */
export async function listRefundRequestsForAdmin(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  query: AdminRefundRequestListQuery,
): Promise<Paged<AdminRefundRequest>> {
  const window = listWindow(query, refundRequestSortColumns);
  const search = query.search?.trim();
  const matches = search
    ? { userIds: accountIdsMatching(db, search), courseIds: courseIdsMatching(db, search) }
    : null;
  const { rows, total } = await searchRefundRequests(db, { matches, status: query.status }, window);
  return pagedOf(window, await toAdminRefundRequests(db, ctx, rows), total);
}

async function getRefundRequestForAdmin(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  id: string,
): Promise<AdminRefundRequest> {
  const record = await findRefundRequest(db, id);
  const [request] = record ? await toAdminRefundRequests(db, ctx, [record]) : [];
  if (!request) throw requestMissing();
  return request;
}

/**
 * POST admin/refund-requests/{id}/approve. The request is taken (pending → approved: a concurrent
 * approve or decline gets 409) with the refund's intent in one transaction; then the refund goes
 * through the same steps as any other (`refundAfterIntent`), whose transaction closes the request and
 * mails the learner (with the note). A provider's refusal puts the request back to pending.
 */
export async function approveRefundRequest(
  ctx: AdminDeps,
  adminId: string,
  id: string,
  body: ApproveRefundRequestBody,
): Promise<AdminRefundRequest> {
  const request = await findRefundRequest(ctx.db, id);
  if (!request) throw requestMissing();
  if (request.status !== 'pending') throw alreadyDecided(request);
  const purchase = await findPurchase(ctx.db, request.purchaseId);
  if (!purchase || purchase.revokedAt) throw alreadyRefunded();
  const paid = paidPurchase(purchase);
  const note = body.note?.trim() || null;
  const by = { actorId: adminId, reason: `Refund request approved${note ? `: ${note}` : ''}` };
  const isOurs = await inTransaction(ctx.db, async (trx) => {
    if (!(await claimRefundRequest(trx, id, adminId, note)))
      throw alreadyDecided(await findRefundRequest(trx, id));
    return recordRefundIntent(trx, { purchaseId: paid.id, ...by });
  });
  try {
    await refundAfterIntent(ctx, paid, by, isOurs);
  } catch (error) {
    if (isSettledRefusal(error)) await releaseRefundRequest(ctx.db, id);
    throw error;
  }
  return getRefundRequestForAdmin(ctx.db, ctx, id);
}

/**
 * POST admin/refund-requests/{id}/decline: pending → declined with the note (final: the purchase cannot
 * be asked again), audited, and the learner mailed the note after the commit.
 */
export async function declineRefundRequestForAdmin(
  ctx: AdminDeps,
  adminId: string,
  id: string,
  body: DeclineRefundRequestBody,
): Promise<AdminRefundRequest> {
  const note = body.note.trim();
  if (!note) throw badRequest('note: must not be blank', [{ path: 'note', message: 'must not be blank' }]);
  await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    const current = await findRefundRequest(trx, id);
    if (!current) throw requestMissing();
    const declined = await declineRefundRequest(trx, id, adminId, note);
    if (!declined) throw alreadyDecided(current);
    const [account, courses, { siteName }] = await Promise.all([
      findAccountById(trx, declined.userId),
      courseLabelsByIds(trx, ctx, [declined.courseId]),
      getEditableSettings(trx),
    ]);
    const courseTitle = courses.get(declined.courseId)?.title ?? 'A course';
    await notify(uow, {
      userId: declined.userId,
      kind: 'refund_decided',
      data: { courseTitle, outcome: 'declined', note },
      link: '/purchases',
    });
    if (account && !account.deletedAt) {
      const purchasesUrl = `${ctx.config.publicUrl}/purchases`;
      await queueMail(
        trx,
        refundRequestDeclinedEmail(
          account.email,
          { courseTitle, note, purchasesUrl },
          siteName,
          recipientLocale(account.locale),
        ),
      );
      uow.kickMail();
    }
    await recordAudit(uow, {
      actorId: adminId,
      action: 'decline-refund',
      entity: 'purchase',
      entityId: declined.purchaseId,
      summary: `Declined the refund request for "${courseTitle}" of ${account?.email ?? 'a deleted account'}: ${note}`,
    });
  });
  return getRefundRequestForAdmin(ctx.db, ctx, id);
}

async function toAdminRefundRequests(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  records: RefundRequestRecord[],
): Promise<AdminRefundRequest[]> {
  const deciders = records.flatMap((r) => (r.decidedBy ? [r.decidedBy] : []));
  const [accounts, courses] = await Promise.all([
    accountLabelsByIds(db, [...records.map((r) => r.userId), ...deciders]),
    courseLabelsByIds(
      db,
      ctx,
      records.map((r) => r.courseId),
    ),
  ]);
  return records.map((record) => {
    const learner = accounts.get(record.userId);
    const course = courses.get(record.courseId);
    const decider = record.decidedBy ? accounts.get(record.decidedBy) : undefined;
    return {
      id: record.id,
      purchaseId: record.purchaseId,
      learner: {
        id: record.userId,
        email: learner?.email ?? '',
        name: learner?.name ?? null,
        isDeleted: learner?.isDeleted ?? true,
      },
      course: {
        id: record.courseId,
        slug: course?.slug ?? '',
        title: course?.title ?? 'A course no longer offered',
      },
      amount: record.amount,
      currency: storedCurrency(record.currency),
      consumedPercent: record.consumedPercent,
      reason: record.reason,
      status: record.status,
      note: record.note,
      decidedBy: record.decidedBy ? { id: record.decidedBy, email: decider?.email ?? '' } : null,
      createdAt: record.createdAt,
      decidedAt: record.decidedAt,
    };
  });
}
