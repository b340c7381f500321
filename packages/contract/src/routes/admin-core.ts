import { defineRoutes } from '../route.js';

export const adminCoreRoutes = defineRoutes({
  adminListAudit: { method: 'GET', url: '/admin/audit' },
  adminListUsers: { method: 'GET', url: '/admin/users' },
  adminUpdateUser: { method: 'PUT', url: '/admin/users/:id' },
  adminListReviews: { method: 'GET', url: '/admin/reviews' },
  adminUpdateReview: { method: 'PUT', url: '/admin/reviews/:id' },
  adminListContactMessages: { method: 'GET', url: '/admin/contact-messages' },
  adminUpdateContactMessage: { method: 'PUT', url: '/admin/contact-messages/:id' },
  adminListCertificates: { method: 'GET', url: '/admin/certificates' },
  adminRevokeCertificate: { method: 'PUT', url: '/admin/certificates/:id' },
});
