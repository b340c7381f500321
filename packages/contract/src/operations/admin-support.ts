import { AdminIdParams, adminSecurity } from '../admin/common.js';
import {
  AdminUserDetailResponse,
  GrantCourseBody,
  GrantFinalAttemptsBody,
  ResendVerificationBody,
} from '../admin/support.js';
import { MessageOnly } from '../common.js';
import { bodyErrors, defineOperations, errorResponses } from '../operation.js';
import { adminSupportRoutes } from '../routes/admin-support.js';

/** Support (issue 27): one learner's whole story, and what an operator may do to help them. */
export const adminSupportOperations = defineOperations(adminSupportRoutes, 'admin', {
  adminGetUser: {
    summary: 'One user, with what support needs',
    description:
      'The account plus its courses (progress, chapter quizzes, the final), purchases (sales and grants, ' +
      'refunded ones marked), certificates and the last 10 sign-in events.',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminUserDetailResponse, ...errorResponses(400, 401, 403, 404) },
  },
  adminGrantFinalAttempts: {
    summary: 'Grant a learner more final attempts',
    description:
      '`{courseId, extra}` (1–10): the learner must own the course. Audited. Answers the learner view.',
    security: adminSecurity,
    params: AdminIdParams,
    body: GrantFinalAttemptsBody,
    response: { 200: AdminUserDetailResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
  adminGrantCourse: {
    summary: 'Enrol a learner in a course without a sale',
    description:
      '`{courseId}`: a grant, not a sale (nothing paid, nothing to refund). 409 when the learner owns the ' +
      'course already. Audited. Answers the learner view.',
    security: adminSecurity,
    params: AdminIdParams,
    body: GrantCourseBody,
    response: { 201: AdminUserDetailResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
  adminResendVerification: {
    summary: 'Send an unverified learner new verification codes',
    description: 'Body `{}`. 409 when the email is verified already. Audited.',
    security: adminSecurity,
    params: AdminIdParams,
    body: ResendVerificationBody,
    response: { 200: MessageOnly, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
});
