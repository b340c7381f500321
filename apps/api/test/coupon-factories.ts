import type { AdminCouponDetail, CouponCreateBody } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { call } from './helper.js';

export const createCouponCall = (app: FastifyInstance, token: string, payload: object) =>
  call(app, { method: 'POST', url: '/api/admin/coupons', token, payload });

export const updateCouponCall = (app: FastifyInstance, token: string, id: string, payload: object) =>
  call(app, { method: 'PUT', url: `/api/admin/coupons/${id}`, token, payload });

let next = 0;
/** A fresh code, unique within the run. */
export function uniqueCode(prefix = 'SAVE'): string {
  next += 1;
  return `${prefix}-${Date.now().toString(36)}-${next}`.toUpperCase();
}

/** A coupon made through the console's API, or the test fails with the server's answer. */
export async function createCoupon(
  app: FastifyInstance,
  adminToken: string,
  body: Partial<CouponCreateBody> = {},
): Promise<AdminCouponDetail> {
  const value = body.amountOff === undefined ? { percentOff: 20 } : {};
  const response = await createCouponCall(app, adminToken, { code: uniqueCode(), ...value, ...body });
  if (response.statusCode !== 201)
    throw new Error(`coupon not created: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: AdminCouponDetail }).data;
}

/** GET coupon/check, signed in when a token is given. */
export const checkCoupon = (
  app: FastifyInstance,
  query: { code: string; currency: string; courseIds: string[] },
  token?: string,
  remoteAddress?: string,
) =>
  call(app, {
    method: 'GET',
    url: `/api/coupon/check?${new URLSearchParams({ ...query, courseIds: query.courseIds.join(',') })}`,
    token,
    remoteAddress,
  });

/** The stored redemptions of a coupon, oldest first. */
export function redemptionsOf(app: FastifyInstance, couponId: string) {
  return app.ctx.db
    .selectFrom('couponRedemptions')
    .select(['userId', 'paymentId', 'status', 'discount', 'currency'])
    .where('couponId', '=', couponId)
    .orderBy('createdAt')
    .execute();
}
