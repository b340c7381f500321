import { defineRoutes } from '../route.js';

export const adminSupportRoutes = defineRoutes({
  adminGetUser: { method: 'GET', url: '/admin/users/:id' },
  adminGrantFinalAttempts: { method: 'POST', url: '/admin/users/:id/final-attempts' },
  adminGrantCourse: { method: 'POST', url: '/admin/users/:id/grants' },
  adminResendVerification: { method: 'POST', url: '/admin/users/:id/resend-verification' },
});
