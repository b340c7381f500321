import { defineRoutes } from '../route.js';

export const adminSalesRoutes = defineRoutes({
  adminListPurchases: { method: 'GET', url: '/admin/purchases' },
  adminGetPurchase: { method: 'GET', url: '/admin/purchases/:id' },
  adminRefundPurchase: { method: 'POST', url: '/admin/purchases/:id/refund' },
  adminGetDashboard: { method: 'GET', url: '/admin/dashboard' },
});
