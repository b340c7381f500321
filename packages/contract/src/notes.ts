import { type Static, Type } from '@sinclair/typebox';
import { Envelope, Id } from './common.js';

/** Private notes (issue 24, item 2): a learner's own, tied to a chapter and, on video, to a time. */
export const noteLimits = {
  /** Characters of one note's plain text. */
  bodyMax: 10_000,
  /** Notes one learner keeps in one course: the list answers them all, so it stays bounded. */
  perCourseMax: 500,
  /** Characters of a search. */
  searchMax: 100,
  /** The furthest stamp accepted when a chapter's length is not set: 24 hours. */
  positionMax: 86_400,
} as const;

/** Plain text, kept as typed (never HTML); blank-only bodies are refused. */
const NoteBody = Type.String({ minLength: 1, maxLength: noteLimits.bodyMax, pattern: '\\S' });
/** Seconds into the chapter's video; only on video chapters. */
const PositionSeconds = Type.Integer({ minimum: 0, maximum: noteLimits.positionMax });

/** One note as its author sees it. */
export const Note = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  chapterId: Type.String(),
  chapterTitle: Type.String(),
  /** Seconds into the chapter's video; null for a note not stamped (always on a text chapter). */
  positionSeconds: Type.Union([Type.Integer(), Type.Null()]),
  body: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Note = Static<typeof Note>;
export const NoteResponse = Envelope(Note);

/** `GET note/list`: one course's notes of the caller, whole (at most `perCourseMax`). */
export const NoteListQuery = Type.Object(
  {
    courseId: Id,
    chapterId: Type.Optional(Id),
    search: Type.Optional(Type.String({ maxLength: noteLimits.searchMax })),
  },
  { additionalProperties: false },
);
export type NoteListQuery = Static<typeof NoteListQuery>;

/** In the course's chapter order, then oldest first; `total` counts the items answered. */
export const NoteList = Type.Object({ items: Type.Array(Note), total: Type.Integer() });
export type NoteList = Static<typeof NoteList>;
export const NoteListResponse = Envelope(NoteList);

/** `POST note/add`. */
export const AddNoteBody = Type.Object(
  { chapterId: Id, positionSeconds: Type.Optional(PositionSeconds), body: NoteBody },
  { additionalProperties: false },
);
export type AddNoteBody = Static<typeof AddNoteBody>;

/** `PUT note/{id}`: the new text; a stamp moves only when sent (`null` removes it). */
export const EditNoteBody = Type.Object(
  { body: NoteBody, positionSeconds: Type.Optional(Type.Union([PositionSeconds, Type.Null()])) },
  { additionalProperties: false },
);
export type EditNoteBody = Static<typeof EditNoteBody>;

export const NoteIdParams = Type.Object({ id: Id }, { additionalProperties: false });

/** `GET note/export`: the course whose notes are written out as Markdown. */
export const NoteExportQuery = Type.Object({ courseId: Id }, { additionalProperties: false });
export type NoteExportQuery = Static<typeof NoteExportQuery>;
