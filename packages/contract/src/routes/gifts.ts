import { defineRoutes } from '../route.js';

export const giftRoutes = defineRoutes({
  checkGift: { method: 'POST', url: '/gift/check' },
  redeemGift: { method: 'POST', url: '/gift/redeem' },
});
