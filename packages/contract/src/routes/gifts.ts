import { defineRoutes } from '../route.js';

export const giftRoutes = defineRoutes({
  redeemGift: { method: 'POST', url: '/gift/redeem' },
});
