import type { AdminDiscussionReport, DiscussionReply, DiscussionThread } from '@coursewise/contract';

/** Discussion rows as the API answers them, for the web's tests. */

export const aThread = (over: Partial<DiscussionThread> = {}): DiscussionThread => ({
  id: 'thread-1',
  courseId: 'course-1',
  chapterId: 'chapter-2',
  chapterTitle: 'Setup',
  title: 'Why does it fail?',
  body: '<p>It fails on install.</p>',
  author: { id: 'user-1', name: 'Ada L.', staffRole: null },
  replyCount: 1,
  upvoteCount: 2,
  upvoted: false,
  resolved: false,
  hasStaffAnswer: true,
  hidden: false,
  canEdit: false,
  canResolve: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastActivityAt: '2026-11-01T11:00:00.000Z',
  ...over,
});

export const aReply = (over: Partial<DiscussionReply> = {}): DiscussionReply => ({
  id: 'reply-1',
  threadId: 'thread-1',
  body: '<p>Run it again.</p>',
  author: { id: 'teacher', name: 'Grace H.', staffRole: 'instructor' },
  isStaffAnswer: true,
  hidden: false,
  canEdit: false,
  createdAt: '2026-11-01T11:00:00.000Z',
  updatedAt: '2026-11-01T11:00:00.000Z',
  ...over,
});

export const aReportedPost = (over: Partial<AdminDiscussionReport> = {}): AdminDiscussionReport => ({
  kind: 'thread',
  id: 'thread-1',
  threadId: 'thread-1',
  course: { id: 'course-1', title: 'Modern JavaScript' },
  chapter: { id: 'chapter-2', title: 'Setup' },
  title: 'Buy cheap watches',
  body: '<p>Visit <strong>my shop</strong></p>',
  author: { id: 'user-9', email: 'spam@example.com', name: 'Spam Bot' },
  hidden: false,
  reportCount: 2,
  reasons: ['Ads', 'Spam'],
  lastReportedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

export const onePage = <T>(items: T[], limit = 10) => ({ items, page: 1, limit, total: items.length });
