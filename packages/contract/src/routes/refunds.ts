import { defineRoutes } from '../route.js';

export const refundRequestRoutes = defineRoutes({
  requestRefund: { method: 'POST', url: '/purchase/:id/refund-request' },
});

export const adminRefundRequestRoutes = defineRoutes({
  adminListRefundRequests: { method: 'GET', url: '/admin/refund-requests' },
  adminApproveRefundRequest: { method: 'POST', url: '/admin/refund-requests/:id/approve' },
  adminDeclineRefundRequest: { method: 'POST', url: '/admin/refund-requests/:id/decline' },
});
