import { AdminIdParams, adminSecurity } from '../admin/common.js';
import {
  AdminCouponListQuery,
  AdminCouponListResponse,
  AdminCouponResponse,
  CouponCreateBody,
  CouponUpdateBody,
} from '../admin/coupons.js';
import { CouponCheckQuery, CouponQuoteResponse } from '../coupons.js';
import { bodyErrors, defineOperations, errorResponses, tokenOptional } from '../operation.js';
import { adminCouponRoutes, couponRoutes } from '../routes/coupons.js';

const invalidAlike =
  'An unknown, deactivated, not yet started, ended or used-up code, or one for none of these courses, ' +
  'answers one 422 `COUPON_INVALID` "This code is not valid". Wrong codes are limited per address and ' +
  'per account (429).';

export const couponOperations = defineOperations(couponRoutes, 'payments', {
  checkCoupon: {
    summary: 'The order’s lines with a coupon code applied, and the total',
    description:
      'Works signed out (a share link); signed in, the learner’s own cap is checked too (and always at ' +
      `checkout). Lines are priced as checkout prices them. ${invalidAlike}`,
    security: tokenOptional,
    querystring: CouponCheckQuery,
    response: { 200: CouponQuoteResponse, ...errorResponses(400, 401, 404, 422, 429) },
  },
});

export const adminCouponOperations = defineOperations(adminCouponRoutes, 'admin', {
  adminListCoupons: {
    summary: 'Coupon codes with their usage',
    description: '`search` matches the code; `active` filters; sort by `created` (default) or `code`.',
    security: adminSecurity,
    querystring: AdminCouponListQuery,
    response: { 200: AdminCouponListResponse, ...errorResponses(400, 401, 403) },
  },
  adminCreateCoupon: {
    summary: 'Create a coupon code',
    description:
      '`percentOff`, or `amountOff` with its `currency`. A code already taken (in any case) is a 409.',
    security: adminSecurity,
    body: CouponCreateBody,
    response: { 201: AdminCouponResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
  adminGetCoupon: {
    summary: 'One coupon with its usage and latest redemptions',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminCouponResponse, ...errorResponses(400, 401, 403, 404) },
  },
  adminUpdateCoupon: {
    summary: 'Edit a coupon; `active: false` deactivates it',
    description:
      'Redemptions already made keep their discount. Sending `percentOff` replaces an amount and ' +
      '`amountOff` (with `currency`) replaces a percentage.',
    security: adminSecurity,
    params: AdminIdParams,
    body: CouponUpdateBody,
    response: { 200: AdminCouponResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
});
