import { MessageOnly } from '../common.js';
import {
  AddNoteBody,
  EditNoteBody,
  NoteExportQuery,
  NoteIdParams,
  NoteListQuery,
  NoteListResponse,
  NoteResponse,
  noteLimits,
} from '../notes.js';
import { bodyErrors, defineOperations, errorResponses, mediaAnswer, tokenRequired } from '../operation.js';
import { noteRoutes } from '../routes/notes.js';

const PRIVATE = 'Private to their author: another learner’s note is a 404, as if it did not exist.';

/** A learner's private notes, per chapter and (on video chapters) per playback time. */
export const noteOperations = defineOperations(noteRoutes, 'notes', {
  listNotes: {
    summary: 'The caller’s notes in one course, in chapter order then oldest first',
    description:
      `Answers them all (a learner keeps at most ${noteLimits.perCourseMax} per course). \`chapterId\` ` +
      'keeps one chapter’s; `search` keeps those whose text contains it (any case). Only the caller’s ' +
      'own notes are ever read; an unknown course is a 404.',
    security: tokenRequired,
    querystring: NoteListQuery,
    response: { 200: NoteListResponse, ...errorResponses(400, 401, 404) },
  },
  addNote: {
    summary: 'Add a note to a chapter of a course the caller owns',
    description:
      'Owners only (a live purchase; 403 otherwise). `positionSeconds` only on a video chapter, from 0 to ' +
      'its length (422 otherwise). 422 past the notes a learner may keep in one course. Rate limited.',
    security: tokenRequired,
    body: AddNoteBody,
    response: { 201: NoteResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 422, 429) },
  },
  exportNotes: {
    summary: 'The caller’s notes in one course as a Markdown file',
    description:
      'A download named after the course: the course as the title, each chapter with notes as a heading ' +
      'in course order, each note as a list item led by its `mm:ss` stamp when it has one.',
    security: tokenRequired,
    querystring: NoteExportQuery,
    response: {
      200: mediaAnswer('text/markdown', 'The notes, UTF-8 Markdown, as an attachment', { type: 'string' }),
      ...errorResponses(400, 401, 404),
    },
  },
  editNote: {
    summary: 'Change a note’s text and, optionally, its stamp',
    description: `${PRIVATE} The stamp follows the add rules.`,
    security: tokenRequired,
    params: NoteIdParams,
    body: EditNoteBody,
    response: { 200: NoteResponse, ...errorResponses(...bodyErrors, 401, 404, 422, 429) },
  },
  deleteNote: {
    summary: 'Delete a note',
    description: PRIVATE,
    security: tokenRequired,
    params: NoteIdParams,
    response: { 200: MessageOnly, ...errorResponses(400, 401, 404) },
  },
});
