import { AdminIdParams, adminSecurity } from '../admin/common.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import {
  AdminRefundRequestListQuery,
  AdminRefundRequestListResponse,
  AdminRefundRequestResponse,
  ApproveRefundRequestBody,
  DeclineRefundRequestBody,
  RefundRequestBody,
  RefundRequestParams,
  RefundRequestResponse,
} from '../refunds.js';
import { adminRefundRequestRoutes, refundRequestRoutes } from '../routes/refunds.js';

/** The learner's side of refund requests. */
export const refundRequestOperations = defineOperations(refundRequestRoutes, 'purchases', {
  requestRefund: {
    summary: 'Ask for a refund of one purchase, within the refund window',
    description:
      'Only the learner who paid for the purchase, while it stands, within `refundWindowDays` (setting) of ' +
      'buying it, once per purchase (409 on a second). A learner who completed fewer than ' +
      '`refundAutoBelowPercent` % of the course’s chapters is refunded at once (status `refunded`, the ' +
      'course revoked); otherwise the request waits for an admin (`pending`). Outside the window, or for a ' +
      'purchase nobody paid for (a grant, a free course, a gift received), 422 saying why.',
    security: tokenRequired,
    params: RefundRequestParams,
    body: RefundRequestBody,
    response: { 201: RefundRequestResponse, ...errorResponses(...bodyErrors, 401, 404, 409, 422) },
  },
});

/** Refund requests in the admin console. */
export const adminRefundRequestOperations = defineOperations(adminRefundRequestRoutes, 'admin', {
  adminListRefundRequests: {
    summary: 'Refund requests, newest first, filterable by status',
    description:
      '`search` matches the learner’s name or email or the course title; sort by `date` or `amount`.',
    security: adminSecurity,
    querystring: AdminRefundRequestListQuery,
    response: { 200: AdminRefundRequestListResponse, ...errorResponses(400, 401, 403) },
  },
  adminApproveRefundRequest: {
    summary: 'Approve a pending refund request: refund the purchase and mail the learner',
    description:
      'Refunds through the same steps as `POST admin/purchases/{id}/refund` (intent, provider, one ' +
      'transaction). 409 when the request was already decided or its purchase refunded meanwhile; 502/503 ' +
      'when the provider refuses or is out of reach.',
    security: adminSecurity,
    params: AdminIdParams,
    body: ApproveRefundRequestBody,
    response: {
      200: AdminRefundRequestResponse,
      ...errorResponses(...bodyErrors, 401, 403, 404, 409, 502, 503),
    },
  },
  adminDeclineRefundRequest: {
    summary: 'Decline a pending refund request with a note the learner is mailed',
    security: adminSecurity,
    params: AdminIdParams,
    body: DeclineRefundRequestBody,
    response: { 200: AdminRefundRequestResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
});
