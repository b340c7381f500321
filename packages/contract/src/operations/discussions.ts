import { adminSecurity } from '../admin/common.js';
import { MessageOnly } from '../common.js';
import {
  AddDiscussionBody,
  AdminDiscussionHideBody,
  AdminDiscussionPostResponse,
  AdminDiscussionReportListResponse,
  AdminDiscussionReportQuery,
  DiscussionActionBody,
  DiscussionDetailsQuery,
  DiscussionDetailsResponse,
  DiscussionIdParams,
  DiscussionListQuery,
  DiscussionListResponse,
  DiscussionReplyBody,
  DiscussionReplyResponse,
  DiscussionReportBody,
  DiscussionThreadResponse,
  DiscussionVoteResponse,
  EditDiscussionBody,
} from '../discussions.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { adminDiscussionRoutes, discussionRoutes } from '../routes/discussions.js';

const access =
  'Only learners who own the course, its instructors and admins (others 403; an unknown id 404).';
const ownWithin = 'Only its author, within `editWindowMinutes` (30) of writing it (403 otherwise).';

/** Chapter discussions in the player and on the course's discussions page. */
export const discussionOperations = defineOperations(discussionRoutes, 'discussions', {
  listDiscussions: {
    summary: 'Threads of a chapter or of a whole course, paged',
    description: `Exactly one of \`chapterId\` and \`courseId\`. \`search\` matches every word in the title or body. ${access}`,
    security: tokenRequired,
    querystring: DiscussionListQuery,
    response: { 200: DiscussionListResponse, ...errorResponses(400, 401, 403, 404) },
  },
  getDiscussion: {
    summary: 'One thread with a page of its replies, oldest first',
    description: access,
    security: tokenRequired,
    params: DiscussionIdParams,
    querystring: DiscussionDetailsQuery,
    response: { 200: DiscussionDetailsResponse, ...errorResponses(400, 401, 403, 404) },
  },
  addDiscussion: {
    summary: 'Ask a question about a chapter',
    description: `The body is rich text, sanitised (scripts, handlers and javascript: links removed). ${access} Rate limited (429).`,
    security: tokenRequired,
    body: AddDiscussionBody,
    response: { 201: DiscussionThreadResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 422, 429) },
  },
  editDiscussion: {
    summary: 'Edit one’s own thread',
    description: ownWithin,
    security: tokenRequired,
    params: DiscussionIdParams,
    body: EditDiscussionBody,
    response: { 200: DiscussionThreadResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 422) },
  },
  deleteDiscussion: {
    summary: 'Delete one’s own thread with its replies',
    description: ownWithin,
    security: tokenRequired,
    params: DiscussionIdParams,
    response: { 200: MessageOnly, ...errorResponses(400, 401, 403, 404) },
  },
  replyToDiscussion: {
    summary: 'Reply to a thread; an instructor’s or admin’s reply is marked as an answer',
    description: `${access} Rate limited (429).`,
    security: tokenRequired,
    params: DiscussionIdParams,
    body: DiscussionReplyBody,
    response: { 201: DiscussionReplyResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 422, 429) },
  },
  editDiscussionReply: {
    summary: 'Edit one’s own reply',
    description: ownWithin,
    security: tokenRequired,
    params: DiscussionIdParams,
    body: DiscussionReplyBody,
    response: { 200: DiscussionReplyResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 422) },
  },
  deleteDiscussionReply: {
    summary: 'Delete one’s own reply',
    description: ownWithin,
    security: tokenRequired,
    params: DiscussionIdParams,
    response: { 200: MessageOnly, ...errorResponses(400, 401, 403, 404) },
  },
  upvoteDiscussion: {
    summary: 'Upvote a thread (idempotent: one vote per person)',
    description: access,
    security: tokenRequired,
    params: DiscussionIdParams,
    body: DiscussionActionBody,
    response: { 200: DiscussionVoteResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
  withdrawDiscussionUpvote: {
    summary: 'Withdraw one’s upvote (idempotent)',
    description: access,
    security: tokenRequired,
    params: DiscussionIdParams,
    body: DiscussionActionBody,
    response: { 200: DiscussionVoteResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
  resolveDiscussion: {
    summary: 'Mark a thread resolved (idempotent)',
    description: 'The asker, the course’s instructors and admins; other readers 403.',
    security: tokenRequired,
    params: DiscussionIdParams,
    body: DiscussionActionBody,
    response: { 200: DiscussionThreadResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
  reopenDiscussion: {
    summary: 'Mark a thread unresolved again (idempotent)',
    description: 'The asker, the course’s instructors and admins; other readers 403.',
    security: tokenRequired,
    params: DiscussionIdParams,
    body: DiscussionActionBody,
    response: { 200: DiscussionThreadResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
  reportDiscussion: {
    summary: 'Report a thread to the admins',
    description: `Once per person and post (409 on a second). ${access}`,
    security: tokenRequired,
    params: DiscussionIdParams,
    body: DiscussionReportBody,
    response: { 201: MessageOnly, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
  reportDiscussionReply: {
    summary: 'Report a reply to the admins',
    description: `Once per person and post (409 on a second). ${access}`,
    security: tokenRequired,
    params: DiscussionIdParams,
    body: DiscussionReportBody,
    response: { 201: MessageOnly, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
  },
});

/** Reported posts in the admin console. */
export const adminDiscussionOperations = defineOperations(adminDiscussionRoutes, 'admin', {
  adminListDiscussionReports: {
    summary: 'Reported discussion posts, latest report first',
    security: adminSecurity,
    querystring: AdminDiscussionReportQuery,
    response: { 200: AdminDiscussionReportListResponse, ...errorResponses(400, 401, 403) },
  },
  adminHideDiscussionThread: {
    summary: 'Hide a thread from learners, or show it again (audited)',
    security: adminSecurity,
    params: DiscussionIdParams,
    body: AdminDiscussionHideBody,
    response: { 200: AdminDiscussionPostResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
  adminHideDiscussionReply: {
    summary: 'Hide a reply from learners, or show it again (audited)',
    security: adminSecurity,
    params: DiscussionIdParams,
    body: AdminDiscussionHideBody,
    response: { 200: AdminDiscussionPostResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
  },
});
