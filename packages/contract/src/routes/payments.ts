import { defineRoutes } from '../route.js';

export const paymentRoutes = defineRoutes({
  createPayment: { method: 'POST', url: '/course/payment' },
  getPayment: { method: 'GET', url: '/course/payment/:id' },
  confirmPayment: { method: 'POST', url: '/course/payment/:id/confirm' },
  enrolCourse: { method: 'POST', url: '/course/enrol' },
  handleStripeWebhook: { method: 'POST', url: '/payment/webhook' },
});

export const purchaseRoutes = defineRoutes({
  listPurchases: { method: 'GET', url: '/purchase/list' },
  getInvoice: { method: 'GET', url: '/purchase/:id/invoice' },
});
