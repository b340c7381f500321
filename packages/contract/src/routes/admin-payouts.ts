import { defineRoutes } from '../route.js';

export const adminPayoutRoutes = defineRoutes({
  adminListPayouts: { method: 'GET', url: '/admin/payouts' },
  adminMarkPayoutPaid: { method: 'POST', url: '/admin/payouts/:month/instructors/:id/paid' },
  adminGetInstructorShare: { method: 'GET', url: '/admin/instructors/:id/share' },
  adminSetInstructorShare: { method: 'PUT', url: '/admin/instructors/:id/share' },
});
