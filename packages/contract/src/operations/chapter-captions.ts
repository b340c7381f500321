import { AdminIdParams, adminSecurity, OkResponse } from '../admin/common.js';
import {
  AdminCaptionTrackListResponse,
  AdminCaptionTrackResponse,
  CaptionTrackBody,
  CaptionTrackParams,
} from '../captions.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { chapterCaptionRoutes, studioChapterCaptionRoutes } from '../routes/chapter-captions.js';

const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(...bodyErrors, 401, 403, 404);
const PUT_DESCRIPTION =
  'Upload the WebVTT file first (`admin/uploads` or `instructor/uploads`, area `captions`), then send its ' +
  'key here. The file must start with `WEBVTT` and hold parseable cues (400 naming the first bad line). ' +
  'An existing track of the language is replaced and its old file removed. Audited.';

/** A chapter's caption tracks in the admin console (issue 24 item 3). */
export const chapterCaptionOperations = defineOperations(chapterCaptionRoutes, 'admin', {
  adminListChapterCaptions: {
    summary: 'A chapter’s caption tracks, by language',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminCaptionTrackListResponse, ...read },
  },
  adminPutChapterCaptions: {
    summary: 'Add or replace a chapter’s captions in one language (BCP 47: en, es, pt-BR…)',
    description: PUT_DESCRIPTION,
    security: adminSecurity,
    params: CaptionTrackParams,
    body: CaptionTrackBody,
    response: { 200: AdminCaptionTrackResponse, ...write },
  },
  adminDeleteChapterCaptions: {
    summary: 'Remove a chapter’s captions in one language',
    security: adminSecurity,
    params: CaptionTrackParams,
    response: { 200: OkResponse, ...read },
  },
});

/** The same in the studio, for a chapter of a course the instructor teaches (404 otherwise). */
export const studioChapterCaptionOperations = defineOperations(
  studioChapterCaptionRoutes,
  'instructor-studio',
  {
    studioListChapterCaptions: {
      summary: 'A chapter’s caption tracks, by language',
      security: tokenRequired,
      params: AdminIdParams,
      response: { 200: AdminCaptionTrackListResponse, ...read },
    },
    studioPutChapterCaptions: {
      summary: 'Add or replace my chapter’s captions in one language',
      description: PUT_DESCRIPTION,
      security: tokenRequired,
      params: CaptionTrackParams,
      body: CaptionTrackBody,
      response: { 200: AdminCaptionTrackResponse, ...write },
    },
    studioDeleteChapterCaptions: {
      summary: 'Remove my chapter’s captions in one language',
      security: tokenRequired,
      params: CaptionTrackParams,
      response: { 200: OkResponse, ...read },
    },
  },
);
