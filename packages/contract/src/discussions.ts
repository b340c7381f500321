import { type Static, Type } from '@sinclair/typebox';
import { AdminPagedResponse } from './admin/common.js';
import { Envelope, Id, Paged, PageQuery } from './common.js';

/** Chapter discussions (issue 24, item 1): threads per chapter, replies, votes, reports. */

export const discussionLimits = {
  titleMax: 200,
  /** Rich text as sent, before sanitising. */
  bodyMax: 20_000,
  reasonMax: 500,
  searchMax: 200,
  /** An author may edit or delete their own thread or reply for this long after writing it. */
  editWindowMinutes: 30,
} as const;

const Title = Type.String({ minLength: 1, maxLength: discussionLimits.titleMax });
const Body = Type.String({ minLength: 1, maxLength: discussionLimits.bodyMax });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** Who wrote a post, as other learners see them: "Ada L."; `staffRole` marks the course's staff. */
export const DiscussionAuthor = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** `instructor`: teaches the course; `admin`: the platform's staff; null: a learner. */
  staffRole: Type.Union([Type.Literal('instructor'), Type.Literal('admin'), Type.Null()]),
});
export type DiscussionAuthor = Static<typeof DiscussionAuthor>;

/** A thread as lists show it. */
export const DiscussionThread = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  chapterId: Type.String(),
  chapterTitle: Type.String(),
  title: Type.String(),
  /** Sanitised HTML. */
  body: Type.String(),
  author: DiscussionAuthor,
  replyCount: Type.Integer(),
  upvoteCount: Type.Integer(),
  /** Whether the caller upvoted it. */
  upvoted: Type.Boolean(),
  resolved: Type.Boolean(),
  /** An instructor of the course or an admin replied. */
  hasStaffAnswer: Type.Boolean(),
  /** Hidden by an admin (only admins see hidden posts). */
  hidden: Type.Boolean(),
  /** The caller may still edit or delete it (their own, within the window). */
  canEdit: Type.Boolean(),
  /** The caller may mark it resolved or not (the asker, the course's instructors, admins). */
  canResolve: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  lastActivityAt: Type.String(),
});
export type DiscussionThread = Static<typeof DiscussionThread>;

export const DiscussionReply = Type.Object({
  id: Type.String(),
  threadId: Type.String(),
  body: Type.String(),
  author: DiscussionAuthor,
  /** Written by an instructor of the course or an admin: shown as an answer. */
  isStaffAnswer: Type.Boolean(),
  hidden: Type.Boolean(),
  canEdit: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type DiscussionReply = Static<typeof DiscussionReply>;

export const DiscussionFilter = Type.Union([Type.Literal('unanswered'), Type.Literal('mine')]);
export const DiscussionSort = Type.Union([
  Type.Literal('recent'),
  Type.Literal('newest'),
  Type.Literal('top'),
]);
export type DiscussionSort = Static<typeof DiscussionSort>;

/** `GET discussion/list`: a chapter's or a course's threads (exactly one of the two ids). */
export const DiscussionListQuery = Type.Object(
  {
    chapterId: Type.Optional(Id),
    courseId: Type.Optional(Id),
    search: Type.Optional(Type.String({ maxLength: discussionLimits.searchMax })),
    /** `unanswered`: nobody replied yet; `mine`: the caller asked it. */
    filter: Type.Optional(DiscussionFilter),
    /** `recent` (default): latest activity first; `newest`: asked last first; `top`: most upvoted. */
    sort: Type.Optional(DiscussionSort),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type DiscussionListQuery = Static<typeof DiscussionListQuery>;
export const DiscussionListResponse = Envelope(Paged(DiscussionThread));

/** `/discussion/{id}` and `/discussion/reply/{id}`. */
export const DiscussionIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type DiscussionIdParams = Static<typeof DiscussionIdParams>;

/** `GET discussion/{id}`: the replies' page, oldest first. */
export const DiscussionDetailsQuery = Type.Object(
  {
    page: PageQuery.page,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  },
  { additionalProperties: false },
);
export type DiscussionDetailsQuery = Static<typeof DiscussionDetailsQuery>;
export const DiscussionDetails = Type.Object({ thread: DiscussionThread, replies: Paged(DiscussionReply) });
export type DiscussionDetails = Static<typeof DiscussionDetails>;
export const DiscussionDetailsResponse = Envelope(DiscussionDetails);

export const AddDiscussionBody = Type.Object(
  { chapterId: Id, title: Title, body: Body },
  { additionalProperties: false },
);
export type AddDiscussionBody = Static<typeof AddDiscussionBody>;
export const EditDiscussionBody = Type.Object({ title: Title, body: Body }, { additionalProperties: false });
export type EditDiscussionBody = Static<typeof EditDiscussionBody>;
export const DiscussionThreadResponse = Envelope(DiscussionThread);

export const DiscussionReplyBody = Type.Object({ body: Body }, { additionalProperties: false });
export type DiscussionReplyBody = Static<typeof DiscussionReplyBody>;
export const DiscussionReplyResponse = Envelope(DiscussionReply);

/** Upvotes and resolving carry no fields: the path says it all (`{}`). */
export const DiscussionActionBody = Type.Object({}, { additionalProperties: false });
export type DiscussionActionBody = Static<typeof DiscussionActionBody>;

/** What an upvote or its withdrawal leaves. */
export const DiscussionVote = Type.Object({ upvoted: Type.Boolean(), upvoteCount: Type.Integer() });
export const DiscussionVoteResponse = Envelope(DiscussionVote);

export const DiscussionReportBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: discussionLimits.reasonMax }) },
  { additionalProperties: false },
);
export type DiscussionReportBody = Static<typeof DiscussionReportBody>;

export const DiscussionPostKind = Type.Union([Type.Literal('thread'), Type.Literal('reply')]);
export type DiscussionPostKind = Static<typeof DiscussionPostKind>;

/** A reported post in the admin console, with its reports. */
export const AdminDiscussionReport = Type.Object({
  kind: DiscussionPostKind,
  id: Type.String(),
  threadId: Type.String(),
  course: Type.Object({ id: Type.String(), title: Type.String() }),
  /** The thread's chapter (a reply's thread's). */
  chapter: Type.Object({ id: Type.String(), title: Type.String() }),
  /** The thread's title (a reply's thread's). */
  title: Type.String(),
  body: Type.String(),
  author: Type.Object({ id: Type.String(), email: Type.String(), name: Nullable(Type.String()) }),
  hidden: Type.Boolean(),
  reportCount: Type.Integer(),
  /** The latest reasons, newest first (at most 5). */
  reasons: Type.Array(Type.String()),
  lastReportedAt: Type.String(),
});
export type AdminDiscussionReport = Static<typeof AdminDiscussionReport>;

/** `GET admin/discussions/reports`: reported posts, latest report first; `hidden` filters. */
export const AdminDiscussionReportQuery = Type.Object(
  { ...PageQuery, hidden: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type AdminDiscussionReportQuery = Static<typeof AdminDiscussionReportQuery>;
export const AdminDiscussionReportListResponse = AdminPagedResponse(AdminDiscussionReport);

/** `PUT admin/discussions/threads/{id}` and `…/replies/{id}`: hide a post from learners, or show it again. */
export const AdminDiscussionHideBody = Type.Object(
  { hidden: Type.Boolean() },
  { additionalProperties: false },
);
export type AdminDiscussionHideBody = Static<typeof AdminDiscussionHideBody>;
export const AdminDiscussionPost = Type.Object({
  kind: DiscussionPostKind,
  id: Type.String(),
  hidden: Type.Boolean(),
});
export const AdminDiscussionPostResponse = Envelope(AdminDiscussionPost);
