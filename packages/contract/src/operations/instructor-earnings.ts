import {
  EarningsQuery,
  EarningsResponse,
  PayoutListResponse,
  StatementParams,
  StatementQuery,
} from '../instructor/earnings.js';
import { defineOperations, errorResponses, mediaAnswer, tokenRequired } from '../operation.js';
import { instructorEarningsRoutes } from '../routes/instructor-earnings.js';

/** /api/instructor: what the caller earned from the courses they own, and their monthly statements. */
export const instructorEarningsOperations = defineOperations(
  instructorEarningsRoutes,
  'instructor-earnings',
  {
    instructorEarnings: {
      summary: 'My earnings, one line per course sold and per refund, newest first, paged',
      description:
        'Each sale of a course I own: gross (what the learner paid after any coupon), the platform fee and ' +
        'my net (gross × my share, rounded down), in minor units of its currency; a refund is the same ' +
        'line negated. Filter by UTC `month` (`2026-11`) and `courseId`; `totals` sums every matching line ' +
        'per currency. Co-instructors see nothing: the owner is paid.',
      security: tokenRequired,
      querystring: EarningsQuery,
      response: { 200: EarningsResponse, ...errorResponses(400, 401, 403) },
    },
    instructorPayouts: {
      summary: 'My statements by month, newest first: sums per currency and paid or not',
      security: tokenRequired,
      response: { 200: PayoutListResponse, ...errorResponses(401, 403) },
    },
    instructorStatement: {
      summary: 'One month’s statement as a CSV or PDF download',
      description:
        '`format=csv`: a header row, then one row per line (date, kind, course, currency, gross, fee, net, ' +
        'share) in decimal units, then a total row per currency. `format=pdf`: an A4 statement. A month ' +
        'with no lines is a 404.',
      security: tokenRequired,
      params: StatementParams,
      querystring: StatementQuery,
      response: {
        200: mediaAnswer(['text/csv', 'application/pdf'], 'The statement, as an attachment', {
          type: 'string',
          format: 'binary',
        }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  },
);
