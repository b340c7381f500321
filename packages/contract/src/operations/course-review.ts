import { AdminCourseResponse } from '../admin/catalogue.js';
import { AdminIdParams, adminSecurity } from '../admin/common.js';
import { ReturnCourseBody, SubmitCourseBody } from '../instructor/course-review.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { adminCourseReviewRoutes, studioCourseReviewRoutes } from '../routes/course-review.js';

/**
 * Review of studio courses. The admin publishes a submitted course with the console's publish
 * (`PUT admin/courses/{id} {published: true}`), which closes its review; these are the other two steps.
 */

export const studioCourseReviewOperations = defineOperations(studioCourseReviewRoutes, 'instructor-studio', {
  studioSubmitCourse: {
    summary: 'Send my draft course for review by an admin',
    description:
      'Body `{}`. The course must meet the publish rules (422 `PUBLISH_RULES` listing, in words, everything it ' +
      'lacks, as the admin publish does); 409 when it already awaits review or is published. The admins ' +
      'see it under “Awaiting review”; the course stays editable meanwhile.',
    security: tokenRequired,
    params: AdminIdParams,
    body: SubmitCourseBody,
    response: { 200: AdminCourseResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409, 422) },
  },
});

export const adminCourseReviewOperations = defineOperations(adminCourseReviewRoutes, 'admin-catalogue', {
  adminReturnCourse: {
    summary: 'Return a course awaiting review to its instructors with a note',
    description:
      'The note (required) is mailed to the course’s instructors and shown in their studio; they edit ' +
      'and submit again. 409 when the course does not await review.',
    security: adminSecurity,
    params: AdminIdParams,
    body: ReturnCourseBody,
    response: { 200: AdminCourseResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
});
