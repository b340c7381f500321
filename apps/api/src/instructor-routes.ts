import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { announcementStudioRoutes } from './modules/announcements/announcements.studio.routes.js';
import { captionsStudioRoutes } from './modules/authoring/captions.routes.js';
import { studioReviewRoutes } from './modules/authoring/course-review.routes.js';
import { studioRoutes } from './modules/authoring/studio.routes.js';
import { studioContentRoutes } from './modules/authoring/studio-content.routes.js';
import { studioQuestionRoutes } from './modules/authoring/studio-questions.routes.js';
import { videoStudioRoutes } from './modules/authoring/videos.routes.js';
import { earningsRoutes } from './modules/earnings/earnings.routes.js';
import { insightStudioRoutes } from './modules/insight/insight.studio.routes.js';
import { ownProfileRoutes } from './modules/instructors/instructor-profile.routes.js';
import { requireInstructor } from './plugins/auth.js';

/**
 * The instructor scope, registered by app.ts at /api/instructor. Its one onRequest hook answers 401
 * without a valid token and 403 unless the account is an instructor now, before any handler, body or
 * validation runs. Course-scoped routes then check the course themselves (authoring's studio-access.ts).
 */
export async function instructorRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.addHook('onRequest', requireInstructor(ctx));
  await app.register(studioRoutes, { ctx });
  await app.register(studioContentRoutes, { ctx });
  await app.register(studioQuestionRoutes, { ctx });
  await app.register(captionsStudioRoutes, { ctx });
  await app.register(videoStudioRoutes, { ctx });
  await app.register(studioReviewRoutes, { ctx });
  await app.register(earningsRoutes, { ctx });
  await app.register(insightStudioRoutes, { ctx });
  await app.register(ownProfileRoutes, { ctx });
  await app.register(announcementStudioRoutes, { ctx });
}
