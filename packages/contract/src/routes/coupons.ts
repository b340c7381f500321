import { defineRoutes } from '../route.js';

export const couponRoutes = defineRoutes({
  checkCoupon: { method: 'GET', url: '/coupon/check' },
});

export const adminCouponRoutes = defineRoutes({
  adminListCoupons: { method: 'GET', url: '/admin/coupons' },
  adminCreateCoupon: { method: 'POST', url: '/admin/coupons' },
  adminGetCoupon: { method: 'GET', url: '/admin/coupons/:id' },
  adminUpdateCoupon: { method: 'PUT', url: '/admin/coupons/:id' },
});
