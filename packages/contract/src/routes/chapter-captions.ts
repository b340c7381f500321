import { defineRoutes } from '../route.js';

/** A chapter's caption tracks, in the console and in the studio (the same paths under /instructor). */
export const chapterCaptionRoutes = defineRoutes({
  adminListChapterCaptions: { method: 'GET', url: '/admin/chapters/:id/captions' },
  adminPutChapterCaptions: { method: 'PUT', url: '/admin/chapters/:id/captions/:language' },
  adminDeleteChapterCaptions: { method: 'DELETE', url: '/admin/chapters/:id/captions/:language' },
});

export const studioChapterCaptionRoutes = defineRoutes({
  studioListChapterCaptions: { method: 'GET', url: '/instructor/chapters/:id/captions' },
  studioPutChapterCaptions: { method: 'PUT', url: '/instructor/chapters/:id/captions/:language' },
  studioDeleteChapterCaptions: { method: 'DELETE', url: '/instructor/chapters/:id/captions/:language' },
});
