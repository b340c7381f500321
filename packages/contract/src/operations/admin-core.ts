import { AuditListQuery, AuditListResponse } from '../admin/audit.js';
import {
  AdminCertificateListQuery,
  AdminCertificateListResponse,
  AdminCertificateResponse,
  AdminCertificateUpdateBody,
} from '../admin/certificates.js';
import { AdminIdParams, adminSecurity } from '../admin/common.js';
import {
  AdminContactMessageListQuery,
  AdminContactMessageListResponse,
  AdminContactMessageResponse,
  AdminContactMessageUpdateBody,
} from '../admin/contact-messages.js';
import {
  AdminReviewListQuery,
  AdminReviewListResponse,
  AdminReviewResponse,
  AdminReviewUpdateBody,
} from '../admin/reviews.js';
import {
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserResponse,
  AdminUserUpdateBody,
} from '../admin/users.js';
import { bodyErrors, defineOperations, errorResponses } from '../operation.js';
import { adminCoreRoutes } from '../routes/admin-core.js';

/** The admin core (A1): audit log, users, reviews, contact messages, certificates. */
export const adminCoreOperations = defineOperations(adminCoreRoutes, 'admin', {
  adminListAudit: {
    summary: 'The audit log of admin writes, newest first',
    description: 'Filter by `entity`, `entityId` or `actorId`; `search` matches the summary.',
    security: adminSecurity,
    querystring: AuditListQuery,
    response: { 200: AuditListResponse, ...errorResponses(400, 401, 403) },
  },
  adminListUsers: {
    summary: 'Users, searchable by name or email',
    description: 'Filter by `role` and `disabled`; sort by `createdAt` (default), `email`, `name` or `role`.',
    security: adminSecurity,
    querystring: AdminUserListQuery,
    response: { 200: AdminUserListResponse, ...errorResponses(400, 401, 403) },
  },
  adminUpdateUser: {
    summary: 'Change a user’s role or disable the account',
    description:
      'Disabling revokes every token and blocks sign-in. An admin cannot demote or disable themself, ' +
      'and the last admin cannot be demoted or disabled (409).',
    security: adminSecurity,
    params: AdminIdParams,
    body: AdminUserUpdateBody,
    response: { 200: AdminUserResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
  adminListReviews: {
    summary: 'Reviews, hidden ones included',
    description:
      'Filter by `courseId`, `hidden` or `rating`; `search` matches the comment, course title or author email.',
    security: adminSecurity,
    querystring: AdminReviewListQuery,
    response: { 200: AdminReviewListResponse, ...errorResponses(400, 401, 403) },
  },
  adminUpdateReview: {
    summary: 'Hide or show a review',
    description: 'A hidden review leaves the course page and its rating summary at once.',
    security: adminSecurity,
    params: AdminIdParams,
    body: AdminReviewUpdateBody,
    response: { 200: AdminReviewResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
  adminListContactMessages: {
    summary: 'Messages sent through the contact form',
    description: 'Filter by `handled`; `search` matches the name, email, subject or message.',
    security: adminSecurity,
    querystring: AdminContactMessageListQuery,
    response: { 200: AdminContactMessageListResponse, ...errorResponses(400, 401, 403) },
  },
  adminUpdateContactMessage: {
    summary: 'Mark a contact message handled (or open again)',
    security: adminSecurity,
    params: AdminIdParams,
    body: AdminContactMessageUpdateBody,
    response: { 200: AdminContactMessageResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
  adminListCertificates: {
    summary: 'Issued certificates',
    description:
      'Filter by `courseId` or `revoked`; `search` matches the number, holder name, course title or email.',
    security: adminSecurity,
    querystring: AdminCertificateListQuery,
    response: { 200: AdminCertificateListResponse, ...errorResponses(400, 401, 403) },
  },
  adminRevokeCertificate: {
    summary: 'Revoke a certificate',
    description:
      '`{revoked:true}`; final. Public verification then reports it revoked; revoking twice changes nothing.',
    security: adminSecurity,
    params: AdminIdParams,
    body: AdminCertificateUpdateBody,
    response: { 200: AdminCertificateResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
});
