import { defineRoutes } from '../route.js';

/** Retrying a chapter video's failed processing, in the console and in the studio (issue 25). */
export const videoRoutes = defineRoutes({
  adminRetryVideo: { method: 'POST', url: '/admin/videos/:id/retry' },
});

export const studioVideoRoutes = defineRoutes({
  studioRetryVideo: { method: 'POST', url: '/instructor/videos/:id/retry' },
});
