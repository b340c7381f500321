import { defineRoutes } from '../route.js';

export const discussionRoutes = defineRoutes({
  listDiscussions: { method: 'GET', url: '/discussion/list' },
  getDiscussion: { method: 'GET', url: '/discussion/:id' },
  addDiscussion: { method: 'POST', url: '/discussion/add' },
  editDiscussion: { method: 'PUT', url: '/discussion/:id' },
  deleteDiscussion: { method: 'DELETE', url: '/discussion/:id' },
  replyToDiscussion: { method: 'POST', url: '/discussion/:id/reply' },
  editDiscussionReply: { method: 'PUT', url: '/discussion/reply/:id' },
  deleteDiscussionReply: { method: 'DELETE', url: '/discussion/reply/:id' },
  upvoteDiscussion: { method: 'POST', url: '/discussion/:id/upvote' },
  withdrawDiscussionUpvote: { method: 'DELETE', url: '/discussion/:id/upvote' },
  resolveDiscussion: { method: 'POST', url: '/discussion/:id/resolve' },
  reopenDiscussion: { method: 'DELETE', url: '/discussion/:id/resolve' },
  reportDiscussion: { method: 'POST', url: '/discussion/:id/report' },
  reportDiscussionReply: { method: 'POST', url: '/discussion/reply/:id/report' },
});

export const adminDiscussionRoutes = defineRoutes({
  adminListDiscussionReports: { method: 'GET', url: '/admin/discussions/reports' },
  adminHideDiscussionThread: { method: 'PUT', url: '/admin/discussions/threads/:id' },
  adminHideDiscussionReply: { method: 'PUT', url: '/admin/discussions/replies/:id' },
});
