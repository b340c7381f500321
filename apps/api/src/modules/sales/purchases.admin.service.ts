import type { AdminPurchase, AdminPurchaseListQuery, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { notFound } from '../../lib/app-error.js';
import { storedCurrency } from '../../lib/currency.js';
import { dayBounds } from '../../lib/day-range.js';
import { accountIdsMatching, accountLabelsByIds } from '../account/account-directory.service.js';
import { courseIdsMatching } from '../courses/course-stats.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import {
  giftsOfPayments,
  lineDiscountsOf,
  paymentDetailsByIds,
  paymentIdsMatching,
  refundRefsOf,
} from '../payments/sales.service.js';
import {
  type AdminPurchaseRecord,
  findPurchase,
  purchaseSortColumns,
  searchPurchases,
} from '../purchases/purchases.service.js';

/**
 * The admin console's purchases: rows from the purchases module, named with the account and course
 * modules' labels and completed with the payment's receipt, card and provider (payments module).
 */

export const purchaseMissing = () => notFound('This purchase does not exist');

/** GET admin/purchases: one page, searched across learner, course and receipt, filtered and sorted. */
export async function listPurchasesForAdmin(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  query: AdminPurchaseListQuery,
): Promise<Paged<AdminPurchase>> {
  const window = listWindow(query, purchaseSortColumns);
  const { from, until } = dayBounds(query.from, query.to);
  const search = query.search?.trim();
  const matches = search
    ? {
        userIds: accountIdsMatching(db, search),
        courseIds: courseIdsMatching(db, search),
        paymentIds: paymentIdsMatching(db, search),
      }
    : null;
  const filter = { matches, status: query.status, currency: query.currency, from, until };
  const { rows, total } = await searchPurchases(db, filter, window);
  return pagedOf(window, await toAdminPurchases(db, ctx, rows), total);
}

/** GET admin/purchases/{id}. */
export async function getPurchaseForAdmin(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  id: string,
): Promise<AdminPurchase> {
  const record = await findPurchase(db, id);
  if (!record) throw purchaseMissing();
  const [purchase] = await toAdminPurchases(db, ctx, [record]);
  if (!purchase) throw purchaseMissing();
  return purchase;
}

async function toAdminPurchases(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  records: AdminPurchaseRecord[],
): Promise<AdminPurchase[]> {
  const paymentIds = records.flatMap((r) => (r.paymentId ? [r.paymentId] : []));
  const gifts = await giftsOfPayments(db, paymentIds);
  const [learners, courses, payments, refundRefs, discounts] = await Promise.all([
    accountLabelsByIds(db, [...records.map((r) => r.userId), ...[...gifts.values()].map((g) => g.buyerId)]),
    courseLabelsByIds(
      db,
      ctx,
      records.map((r) => r.courseId),
    ),
    paymentDetailsByIds(db, paymentIds),
    refundRefsOf(db, paymentIds),
    lineDiscountsOf(db, paymentIds),
  ]);
  return records.map((record) => {
    const learner = learners.get(record.userId);
    const course = courses.get(record.courseId);
    const payment = record.paymentId ? payments.get(record.paymentId) : undefined;
    const gift = record.paymentId ? gifts.get(record.paymentId) : undefined;
    // A gift redeemed for another course was refunded on the line of the course bought.
    const lineCourseId = gift?.courseId ?? record.courseId;
    return {
      id: record.id,
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
      paidAt: record.createdAt,
      paymentId: record.paymentId,
      source: record.source,
      couponCode: payment?.couponCode ?? null,
      discount: discounts.get(`${record.paymentId}:${record.courseId}`) ?? 0,
      receiptNumber: payment?.receiptNumber ?? null,
      card: payment?.card ?? null,
      provider: payment?.provider ?? null,
      status: record.revokedAt ? 'refunded' : 'active',
      refund: record.revokedAt
        ? {
            refundedAt: record.revokedAt,
            reason: record.revokeReason,
            providerRef: refundRefs.get(`${record.paymentId}:${lineCourseId}`) ?? null,
          }
        : null,
      ...(gift
        ? {
            gift: {
              buyer: { id: gift.buyerId, email: learners.get(gift.buyerId)?.email ?? '' },
              recipientEmail: gift.recipientEmail,
              redeemedAt: gift.redeemedAt,
            },
          }
        : {}),
    };
  });
}
