import { AdminIdParams, adminSecurity } from '../admin/common.js';
import {
  AdminPurchaseListQuery,
  AdminPurchaseListResponse,
  AdminPurchaseResponse,
  AdminRefundBody,
  DashboardQuery,
  DashboardResponse,
} from '../admin/sales.js';
import { bodyErrors, defineOperations, errorResponses } from '../operation.js';
import { adminSalesRoutes } from '../routes/admin-sales.js';

/** Sales in the admin console (A4): purchases, refunds and the dashboard. */
export const adminSalesOperations = defineOperations(adminSalesRoutes, 'admin', {
  adminListPurchases: {
    summary: 'Every purchase, searchable and filterable',
    description:
      '`search` matches the learner’s name or email, the course title or the receipt number. Filter by ' +
      '`status` (active, refunded), `currency` and the UTC days `from`/`to` (both included); sort by ' +
      '`date` (default) or `amount`.',
    security: adminSecurity,
    querystring: AdminPurchaseListQuery,
    response: { 200: AdminPurchaseListResponse, ...errorResponses(400, 401, 403) },
  },
  adminGetPurchase: {
    summary: 'One purchase with its payment and refund',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminPurchaseResponse, ...errorResponses(400, 401, 403, 404) },
  },
  adminRefundPurchase: {
    summary: 'Refund one course of a payment and revoke the learner’s access',
    description:
      'The money goes back through the payment provider first (Stripe, idempotent per purchase; the ' +
      'sandbox at once); then, in one transaction, the purchase is revoked (the learner loses the course ' +
      'and may buy it again), the payment line is marked refunded, the learner count drops, the learner ' +
      'is emailed and the audit log records it. Certificates already issued stay valid. A second refund ' +
      'is a 409; a provider refusal a 502 and an unreachable provider a 503, with nothing changed.',
    security: adminSecurity,
    params: AdminIdParams,
    body: AdminRefundBody,
    response: { 200: AdminPurchaseResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409, 502, 503) },
  },
  adminGetDashboard: {
    summary: 'Sales, enrolments, completion and pass rates over a range of days',
    description:
      '`from`/`to` are UTC days, both included (default: the last 30 days; at most 366 days). Revenue is ' +
      'net of refunds, per currency in minor units; top courses by revenue compare US cents.',
    security: adminSecurity,
    querystring: DashboardQuery,
    response: { 200: DashboardResponse, ...errorResponses(400, 401, 403) },
  },
});
