import { AdminIdParams, adminSecurity } from '../admin/common.js';
import {
  CourseInsightResponse,
  InsightQuery,
  InstructorInsightResponse,
  InstructorListQuery,
  InstructorListResponse,
} from '../instructor/insight.js';
import { defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { insightRoutes } from '../routes/insight.js';

/**
 * Insight (issue 23, item 5): a course's enrolments, revenue, completion, drop-off per chapter, quiz
 * item statistics and ratings over a range, for the studio (courses the caller teaches; another's is a
 * 404) and the console (any course, and per instructor).
 */

const range =
  '`from`/`to` are UTC days, both included (default: the last 30 days; at most 366 days); `period` ' +
  'groups the series by `day` (default), ISO `week` (from Monday) or `month`. Revenue is sales net of ' +
  'refunds per currency in minor units; completion and drop-off are of the learners who enrolled in the range.';

export const insightOperations = defineOperations(insightRoutes, 'insight', {
  studioGetCourseInsight: {
    summary: 'How one of my courses does over a range of days',
    description: range,
    security: tokenRequired,
    params: AdminIdParams,
    querystring: InsightQuery,
    response: { 200: CourseInsightResponse, ...errorResponses(400, 401, 403, 404) },
  },
  adminGetCourseInsight: {
    summary: 'How a course does over a range of days',
    description: range,
    security: adminSecurity,
    params: AdminIdParams,
    querystring: InsightQuery,
    response: { 200: CourseInsightResponse, ...errorResponses(400, 401, 403, 404) },
  },
  adminListInstructors: {
    summary: 'Instructors with their courses’ enrolments, revenue, completion and rating over a range',
    description:
      'Instructor accounts by name; `search` matches the name or email. Each row adds up the courses the ' +
      'instructor owns or co-authors. `from`/`to` as for the insight (default: the last 30 days).',
    security: adminSecurity,
    querystring: InstructorListQuery,
    response: { 200: InstructorListResponse, ...errorResponses(400, 401, 403) },
  },
  adminGetInstructorInsight: {
    summary: 'An instructor’s courses together over a range of days, with a row per course',
    description: range,
    security: adminSecurity,
    params: AdminIdParams,
    querystring: InsightQuery,
    response: { 200: InstructorInsightResponse, ...errorResponses(400, 401, 403, 404) },
  },
});
