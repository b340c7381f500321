import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { GiftsTable } from '../../db/schema.js';

export type GiftRow = Selectable<GiftsTable>;

export async function insertGift(db: Executor, gift: GiftRow): Promise<void> {
  await db.insertInto('gifts').values(gift).execute();
}

export function findGiftByPayment(db: Executor, paymentId: string): Promise<GiftRow | undefined> {
  return db.selectFrom('gifts').selectAll().where('paymentId', '=', paymentId).executeTakeFirst();
}

/** The gifts of the given payments (receipts and purchase lists). */
export function listGiftsByPayments(db: Executor, paymentIds: string[]): Promise<GiftRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('gifts').selectAll().where('paymentId', 'in', paymentIds).execute();
}

/** Gives a paid gift its code; once only (a second fulfilment never replaces a mailed code). */
export async function setGiftCode(db: Executor, id: string, codeHash: string, codeHint: string) {
  await db
    .updateTable('gifts')
    .set({ codeHash, codeHint })
    .where('id', '=', id)
    .where('codeHash', 'is', null)
    .execute();
}

/** A gift by its code's HMAC, with its payment's buyer, line and currency, when the payment succeeded. */
export function findPaidGiftByCode(db: Executor, codeHash: string) {
  return db
    .selectFrom('gifts')
    .innerJoin('payments', 'payments.id', 'gifts.paymentId')
    .innerJoin('paymentLines', (join) =>
      join
        .onRef('paymentLines.paymentId', '=', 'gifts.paymentId')
        .onRef('paymentLines.courseId', '=', 'gifts.courseId'),
    )
    .select([
      'gifts.id',
      'gifts.paymentId',
      'gifts.courseId',
      'gifts.recipientEmail',
      'gifts.redeemedAt',
      'payments.userId as buyerId',
      'payments.currency',
      'paymentLines.amount',
      'paymentLines.priceUsd',
      'paymentLines.refundedAt',
    ])
    .where('gifts.codeHash', '=', codeHash)
    .where('payments.status', '=', 'succeeded')
    .executeTakeFirst();
}

/** Marks the gift redeemed unless it already was; answers whether this call did (one racer wins). */
export async function markGiftRedeemed(
  db: Executor,
  id: string,
  redeemed: { at: string; by: string },
): Promise<boolean> {
  const result = await db
    .updateTable('gifts')
    .set({ redeemedAt: redeemed.at, redeemedBy: redeemed.by })
    .where('id', '=', id)
    .where('redeemedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setGiftPurchase(db: Executor, id: string, purchaseId: string): Promise<void> {
  await db.updateTable('gifts').set({ purchaseId }).where('id', '=', id).execute();
}

/** One page of the buyer's paid gifts, newest first, with their payment's line, and how many. */
export async function listBoughtGiftPage(db: Executor, userId: string, limit: number) {
  const paid = db
    .selectFrom('gifts')
    .innerJoin('payments', 'payments.id', 'gifts.paymentId')
    .where('payments.userId', '=', userId)
    .where('payments.status', '=', 'succeeded');
  const [rows, count] = await Promise.all([
    paid
      .innerJoin('paymentLines', (join) =>
        join
          .onRef('paymentLines.paymentId', '=', 'gifts.paymentId')
          .onRef('paymentLines.courseId', '=', 'gifts.courseId'),
      )
      .select([
        'gifts.id',
        'gifts.paymentId',
        'gifts.courseId',
        'gifts.recipientEmail',
        'gifts.message',
        'gifts.codeHint',
        'gifts.redeemedAt',
        'payments.currency',
        'payments.paidAt',
        'payments.receiptNumber',
        'payments.cardBrand',
        'payments.cardLast4',
        'payments.couponCode',
        'paymentLines.amount',
        'paymentLines.discount',
        'paymentLines.refundedAt',
      ])
      .orderBy('payments.paidAt', 'desc')
      .orderBy('gifts.id', 'desc')
      .limit(limit)
      .execute(),
    paid.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The gifts of the given payments with their buyer (the admin's purchase view). */
export function listGiftBuyers(db: Executor, paymentIds: string[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gifts')
    .innerJoin('payments', 'payments.id', 'gifts.paymentId')
    .select([
      'gifts.paymentId',
      'gifts.courseId',
      'gifts.recipientEmail',
      'gifts.redeemedAt',
      'payments.userId as buyerId',
    ])
    .where('gifts.paymentId', 'in', paymentIds)
    .execute();
}
