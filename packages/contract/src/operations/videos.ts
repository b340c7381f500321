import { Type } from '@sinclair/typebox';
import { AdminIdParams, adminSecurity } from '../admin/common.js';
import { Envelope } from '../common.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { studioVideoRoutes, videoRoutes } from '../routes/videos.js';
import { AdminChapterVideo } from '../video.js';

const AdminChapterVideoResponse = Envelope(AdminChapterVideo);
/** A retry names its video in the path; its body is `{}`. */
export const RetryVideoBody = Type.Object({}, { additionalProperties: false });
const answers = { 200: AdminChapterVideoResponse, ...errorResponses(...bodyErrors, 401, 403, 404, 409) };
const DESCRIPTION =
  'Body `{}`. Queues the video’s processing again (its id is `video.assetId` of the chapter). Only a failed one: ' +
  'a video processing or ready answers 409. The answer is the video, processing again. Audited.';

/** Retrying a failed video in the console (issue 25). */
export const videoOperations = defineOperations(videoRoutes, 'admin', {
  adminRetryVideo: {
    summary: 'Process a chapter video again after a failure',
    description: DESCRIPTION,
    security: adminSecurity,
    params: AdminIdParams,
    body: RetryVideoBody,
    response: answers,
  },
});

/** The same in the studio, for a video a chapter of one of the instructor's courses uses (404 otherwise). */
export const studioVideoOperations = defineOperations(studioVideoRoutes, 'instructor-studio', {
  studioRetryVideo: {
    summary: 'Process my chapter’s video again after a failure',
    description: DESCRIPTION,
    security: tokenRequired,
    params: AdminIdParams,
    body: RetryVideoBody,
    response: answers,
  },
});
