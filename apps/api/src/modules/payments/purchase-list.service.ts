import type { Paged, Purchase } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type CourseLabel, courseLabelsByIds } from '../courses/courses.service.js';
import { listPurchases } from '../purchases/purchases.service.js';
import {
  refundRequestsByPurchase,
  refundWindowEnd,
  toRefundRequest,
} from '../refunds/refund-requests.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import * as gifts from './gifts.repository.js';
import { toGiftSummary } from './gifts.service.js';
import { cardOf } from './payment.mapper.js';
import * as repo from './payments.repository.js';

type Deps = Pick<AppContext, 'db' | 'storage'>;
type Bought = Awaited<ReturnType<typeof gifts.listBoughtGiftPage>>['rows'][number];

const courseOf = (id: string, course: CourseLabel | undefined): Purchase['course'] => ({
  id,
  slug: course?.slug ?? '',
  title: course?.title ?? 'A course no longer offered',
  imageUrl: course?.imageUrl ?? null,
  imageSrcSet: course?.imageSrcSet ?? null,
});

/** The learner's own purchases, newest first: the first `limit` from `offset`. */
async function ownPurchases(ctx: Deps, userId: string, page: number, limit: number) {
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
  const lines = items.map((item): Purchase => {
    const receipt = item.paymentId ? receipts.get(item.paymentId) : undefined;
    const request = requests.get(item.id);
    const common = {
      id: item.id,
      course: courseOf(item.courseId, labels.get(item.courseId)),
      currency: item.currency as Purchase['currency'],
      createdAt: item.createdAt,
      source: item.source,
      refundedAt: item.revokedAt,
      refundRequest: request ? toRefundRequest(request) : null,
    };
    // A course received as a gift was paid by someone else: their receipt, card and price stay theirs.
    if (receipt && receipt.userId !== userId)
      return {
        ...common,
        amount: 0,
        couponCode: null,
        discount: 0,
        paymentId: null,
        receiptNumber: null,
        card: null,
        refundedAmount: 0,
        refundableUntil: null,
        isGiftReceived: true,
      };
    // Only what the learner paid for themselves can be refunded on request (not a grant or a gift).
    const isRefundable = !item.revokedAt && item.amount > 0 && receipt !== undefined;
    return {
      ...common,
      amount: item.amount,
      couponCode: receipt?.couponCode ?? null,
      discount: discounts.get(`${item.paymentId}/${item.courseId}`) ?? 0,
      paymentId: item.paymentId,
      receiptNumber: receipt?.receiptNumber ?? null,
      card: receipt ? cardOf(receipt) : null,
      // A refund gives back the whole course (admin refunds are per course, never partial).
      refundedAmount: item.revokedAt ? item.amount : 0,
      refundableUntil: isRefundable ? refundWindowEnd(item.createdAt, refundWindowDays) : null,
    };
  });
  return { lines, total };
}

async function giftLines(ctx: Deps, rows: Bought[]): Promise<Purchase[]> {
  const labels = await courseLabelsByIds(
    ctx.db,
    ctx,
    rows.map((row) => row.courseId),
  );
  return rows.map((row) => ({
    id: row.id,
    course: courseOf(row.courseId, labels.get(row.courseId)),
    amount: row.amount,
    currency: row.currency,
    createdAt: row.paidAt ?? '',
    paymentId: row.paymentId,
    receiptNumber: row.receiptNumber,
    card: cardOf(row),
    refundedAt: row.refundedAt,
    refundedAmount: row.refundedAt ? row.amount : 0,
    couponCode: row.couponCode,
    discount: row.discount,
    source: 'sale' as const,
    refundableUntil: null,
    refundRequest: null,
    gift: toGiftSummary(row),
  }));
}

/**
 * GET purchase/list: the learner's purchases (the purchases module's rows), each with the receipt
 * number and card of the payment that paid for it; a refunded one stays listed with its refund. It lives here because purchases must not depend on
 * payments: payments write purchases. Gifts the learner bought are lines of their own (marked `gift`),
 * merged by date; a learner who never bought one pages the purchases alone, as before.
 */
export async function listPurchasesWithReceipts(
  ctx: Deps,
  userId: string,
  query: { page?: number; limit?: number },
): Promise<Paged<Purchase>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const bought = await gifts.listBoughtGiftPage(ctx.db, userId, page * limit);
  if (bought.total === 0) {
    const { lines, total } = await ownPurchases(ctx, userId, page, limit);
    return { items: lines, page, limit, total };
  }
  // Both lists newest first: the first page × limit of each hold this page of the merged list.
  const own = await ownPurchases(ctx, userId, 1, page * limit);
  const merged = [...own.lines, ...(await giftLines(ctx, bought.rows))].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return {
    items: merged.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: own.total + bought.total,
  };
}
