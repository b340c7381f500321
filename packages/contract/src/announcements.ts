import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id, Paged, PageQuery } from './common.js';

/** Limits of an announcement, shared by the server and the web forms. */
export const announcementLimits = {
  titleMax: 150,
  /** Characters of the body's sanitised HTML. */
  bodyMax: 20_000,
  /** What the server reads before sanitising (scripts and attributes may be stripped from it). */
  bodyInputMax: 100_000,
} as const;

/** A course's announcement to its learners (issue 24, item 4). */
export const Announcement = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  title: Type.String(),
  body: Type.String({ description: 'sanitised HTML' }),
  authorName: Type.Union([Type.String(), Type.Null()], {
    description: 'Who posted it, or null when the account is gone or has no name',
  }),
  createdAt: Type.String(),
});
export type Announcement = Static<typeof Announcement>;

export const AnnouncementBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: announcementLimits.titleMax }),
    body: Type.String({
      minLength: 1,
      maxLength: announcementLimits.bodyInputMax,
      description: `HTML; sanitised on write, then 1 to ${announcementLimits.bodyMax} characters with some text`,
    }),
  },
  { additionalProperties: false },
);
export type AnnouncementBody = Static<typeof AnnouncementBody>;

export const AnnouncementCourseParams = Type.Object({ courseId: Id }, { additionalProperties: false });

export const AnnouncementListQuery = Type.Object(PageQuery, { additionalProperties: false });
export type AnnouncementListQuery = Static<typeof AnnouncementListQuery>;

export const AnnouncementResponse = Envelope(Announcement);
export const AnnouncementListResponse = Envelope(Paged(Announcement));
