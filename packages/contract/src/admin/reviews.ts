import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id } from '../common.js';
import { AdminPagedResponse, adminListQuery } from './common.js';

/** A review as the admin sees it, hidden ones included, with its course and author. */
export const AdminReview = Type.Object({
  id: Type.String(),
  course: Type.Object({ id: Type.String(), title: Type.String() }),
  author: Type.Object({
    id: Type.String(),
    email: Type.String(),
    name: Type.Union([Type.String(), Type.Null()]),
  }),
  rating: Type.Integer(),
  comment: Type.String(),
  hidden: Type.Boolean(),
  /** Percent of the course the author had completed when last writing it; null before this was recorded. */
  progressPercent: Type.Union([Type.Integer(), Type.Null()]),
  /** Written before the author had completed a quarter of the course (as on the course page). */
  isEarly: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminReview = Static<typeof AdminReview>;

/** `search` matches the comment, the course title or the author's email; newest first by default. */
export const AdminReviewListQuery = adminListQuery({
  sort: Type.Optional(Type.Union([Type.Literal('updatedAt'), Type.Literal('rating')])),
  courseId: Type.Optional(Id),
  hidden: Type.Optional(Type.Boolean()),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
});
export type AdminReviewListQuery = Static<typeof AdminReviewListQuery>;

/** `PUT /api/admin/reviews/{id}`: a hidden review leaves the course page and its rating summary. */
export const AdminReviewUpdateBody = Type.Object({ hidden: Type.Boolean() }, { additionalProperties: false });
export type AdminReviewUpdateBody = Static<typeof AdminReviewUpdateBody>;

export const AdminReviewResponse = Envelope(AdminReview);
export const AdminReviewListResponse = AdminPagedResponse(AdminReview);
