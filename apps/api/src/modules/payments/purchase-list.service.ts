import type { Paged, Purchase } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { listPurchases } from '../purchases/purchases.service.js';
import {
  refundRequestsByPurchase,
  refundWindowEnd,
  toRefundRequest,
} from '../refunds/refund-requests.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { cardOf } from './payment.mapper.js';
import * as repo from './payments.repository.js';

/**
 * GET purchase/list: the learner's purchases (the purchases module's rows), each with the receipt
 * number and card of the payment that paid for it; a refunded one stays listed with its refund. It lives here because purchases must not depend on
 * payments: payments write purchases.
 */
export async function listPurchasesWithReceipts(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
  query: { page?: number; limit?: number },
): Promise<Paged<Purchase>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const { items, total } = await listPurchases(ctx.db, userId, { page, limit });
  const paymentIds = [...new Set(items.flatMap((item) => (item.paymentId ? [item.paymentId] : [])))];
  const receipts = new Map(
    (paymentIds.length ? await repo.listReceipts(ctx.db, paymentIds) : []).map((r) => [r.id, r]),
  );
  const discounts = new Map(
    (paymentIds.length ? await repo.listLineDiscounts(ctx.db, paymentIds) : []).map((line) => [
      `${line.paymentId}/${line.courseId}`,
      line.discount,
    ]),
  );
  const [labels, requests, { refundWindowDays }] = await Promise.all([
    courseLabelsByIds(
      ctx.db,
      ctx,
      items.map((item) => item.courseId),
    ),
    refundRequestsByPurchase(
      ctx.db,
      items.map((item) => item.id),
    ),
    getEditableSettings(ctx.db),
  ]);
  return {
    items: items.map((item) => {
      const receipt = item.paymentId ? receipts.get(item.paymentId) : undefined;
      const course = labels.get(item.courseId);
      const request = requests.get(item.id);
      // Only what the learner paid for themselves can be refunded on request (not a grant or a gift).
      const isRefundable = !item.revokedAt && item.amount > 0 && receipt?.userId === userId;
      return {
        id: item.id,
        course: {
          id: item.courseId,
          slug: course?.slug ?? '',
          title: course?.title ?? 'A course no longer offered',
          imageUrl: course?.imageUrl ?? null,
          imageSrcSet: course?.imageSrcSet ?? null,
        },
        amount: item.amount,
        currency: item.currency as Purchase['currency'],
        couponCode: receipt?.couponCode ?? null,
        discount: discounts.get(`${item.paymentId}/${item.courseId}`) ?? 0,
        createdAt: item.createdAt,
        paymentId: item.paymentId,
        source: item.source,
        receiptNumber: receipt?.receiptNumber ?? null,
        card: receipt ? cardOf(receipt) : null,
        // A refund gives back the whole course (admin refunds are per course, never partial).
        refundedAt: item.revokedAt,
        refundedAmount: item.revokedAt ? item.amount : 0,
        refundableUntil: isRefundable ? refundWindowEnd(item.createdAt, refundWindowDays) : null,
        refundRequest: request ? toRefundRequest(request) : null,
      };
    }),
    page,
    limit,
    total,
  };
}
