import { AdminIdParams, adminSecurity } from '../admin/common.js';
import {
  AdminPayoutListResponse,
  AdminPayoutPaidBody,
  AdminPayoutParams,
  AdminPayoutQuery,
  AdminPayoutResponse,
  InstructorShareBody,
  InstructorShareResponse,
} from '../admin/payouts.js';
import { bodyErrors, defineOperations, errorResponses } from '../operation.js';
import { adminPayoutRoutes } from '../routes/admin-payouts.js';

/** Payouts in the console: instructors' monthly statements and each instructor's share. */
export const adminPayoutOperations = defineOperations(adminPayoutRoutes, 'admin', {
  adminListPayouts: {
    summary: 'Every instructor’s statement of a month',
    description: 'One statement per instructor with lines in the UTC `month`, by name; sums per currency.',
    security: adminSecurity,
    querystring: AdminPayoutQuery,
    response: { 200: AdminPayoutListResponse, ...errorResponses(400, 401, 403) },
  },
  adminMarkPayoutPaid: {
    summary: 'Mark an instructor’s statement of a month paid (audited)',
    description:
      'Only a month that is over (UTC) can be paid (422 `MONTH_NOT_OVER`); a statement with no lines is a ' +
      '404, one already paid a 409. The money itself moves outside Coursewise.',
    security: adminSecurity,
    params: AdminPayoutParams,
    body: AdminPayoutPaidBody,
    response: { 200: AdminPayoutResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409, 422) },
  },
  adminGetInstructorShare: {
    summary: 'An account’s own instructor share, and the setting it falls back to',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: InstructorShareResponse, ...errorResponses(400, 401, 403, 404) },
  },
  adminSetInstructorShare: {
    summary: 'Set (0–100) or clear (null) an instructor’s own share of their sales (audited)',
    description: 'Applies to sales from now on; lines already written keep the share they were split at.',
    security: adminSecurity,
    params: AdminIdParams,
    body: InstructorShareBody,
    response: { 200: InstructorShareResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 422) },
  },
});
