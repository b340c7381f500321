import { videoOperations as admin, studioVideoOperations as studio } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { coursesPlayingVideo } from '../courses/outline-records.service.js';
import { retryVideo, VIDEO_MISSING, videoSourceKey } from '../video/video.service.js';
import { teachesCourse } from './course-instructors.service.js';

const QUEUED = 'The video is being processed again.';

/** `POST /api/admin/videos/{id}/retry`, inside the admin scope (its hook requires an admin). */
export async function videoAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, admin.adminRetryVideo, async (request) => ({
    data: await retryVideo(ctx, currentUserId(request), request.params.id),
    message: QUEUED,
  }));
}

/**
 * The same under `/api/instructor`, for a video a chapter of one of the caller's courses plays: any
 * other is 404, as an unknown id, so ids cannot be probed.
 */
export async function videoStudioRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, studio.studioRetryVideo, async (request) => {
    const userId = currentUserId(request);
    const courseIds = await coursesPlayingVideo(ctx.db, [await videoSourceKey(ctx.db, request.params.id)]);
    let teaches = false;
    for (const courseId of courseIds) teaches ||= await teachesCourse(ctx.db, userId, courseId);
    if (!teaches) throw notFound(VIDEO_MISSING);
    return { data: await retryVideo(ctx, userId, request.params.id), message: QUEUED };
  });
}
