import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CouponRedemptionsTable, CouponsTable } from '../../db/schema.js';
import { containsText, type ListWindow, pageOf, type RowPage } from '../../lib/admin-list.js';

export type CouponRow = Selectable<CouponsTable>;
export type RedemptionRow = Selectable<CouponRedemptionsTable>;
export type RedemptionStatus = RedemptionRow['status'];

export function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findCoupon(db: Executor, id: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the coupon's row lock for the rest of the transaction: a write of the row as it is. On
 * PostgreSQL a concurrent checkout of the same code waits here until this one commits, so its count of
 * redemptions includes this one's; SQLite runs one write transaction at a time anyway.
 */
export async function lockCoupon(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', id)
    .execute();
}

export async function insertCoupon(db: Executor, row: Insertable<CouponsTable>): Promise<void> {
  await db.insertInto('coupons').values(row).execute();
}

export async function updateCoupon(
  db: Executor,
  id: string,
  changes: Updateable<CouponsTable>,
): Promise<void> {
  await db.updateTable('coupons').set(changes).where('id', '=', id).execute();
}

export function listCouponRows(
  db: Executor,
  filter: { search?: string; active?: boolean },
  window: ListWindow<'createdAt' | 'code'>,
): Promise<RowPage<CouponRow>> {
  let query = db.selectFrom('coupons');
  const search = filter.search?.trim();
  if (search) query = query.where(containsText('code', search));
  if (filter.active !== undefined) query = query.where('active', '=', filter.active ? 1 : 0);
  return pageOf(
    query,
    (q) => q.selectAll().orderBy(window.sort.column, window.sort.order).orderBy('id', window.sort.order),
    window,
  );
}

/** Redemptions that count against a cap at `now`: paid, or pending while their payment may still be paid. */
export async function countLiveRedemptions(
  db: Executor,
  couponIds: string[],
  now: string,
  userId?: string,
): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  let query = db
    .selectFrom('couponRedemptions')
    .select((eb) => ['couponId', eb.fn.countAll<number>().as('n')])
    .where('couponId', 'in', couponIds)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['redeemed', 'free']),
        eb.and([eb('status', '=', 'pending'), eb('holdUntil', '>', now)]),
      ]),
    );
  if (userId) query = query.where('userId', '=', userId);
  const rows = await query.groupBy('couponId').execute();
  return new Map(rows.map((row) => [row.couponId, Number(row.n)]));
}

export async function countRedeemed(db: Executor, couponId: string): Promise<number> {
  const row = await db
    .selectFrom('couponRedemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('couponId', '=', couponId)
    .where('status', '=', 'redeemed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function latestRedemptions(db: Executor, couponId: string, limit: number): Promise<RedemptionRow[]> {
  return db
    .selectFrom('couponRedemptions')
    .selectAll()
    .where('couponId', '=', couponId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertRedemption(db: Executor, row: Insertable<CouponRedemptionsTable>): Promise<void> {
  await db.insertInto('couponRedemptions').values(row).execute();
}

/** Moves a payment's pending redemption to `status`; answers whether there was one. */
export async function settleRedemption(
  db: Executor,
  paymentId: string,
  status: Exclude<RedemptionStatus, 'pending'>,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('couponRedemptions')
    .set({ status, updatedAt: at })
    .where('paymentId', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
