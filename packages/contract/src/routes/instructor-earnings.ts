import { defineRoutes } from '../route.js';

export const instructorEarningsRoutes = defineRoutes({
  instructorEarnings: { method: 'GET', url: '/instructor/earnings' },
  instructorPayouts: { method: 'GET', url: '/instructor/payouts' },
  instructorStatement: { method: 'GET', url: '/instructor/payouts/:month/statement' },
});
