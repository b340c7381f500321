import { insightOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { assertCourseAccess } from '../authoring/course-instructors.service.js';
import { getCourseInsight } from './course-insight.service.js';

/**
 * `/api/instructor`: a course’s insight in the studio (the scope requires an instructor: 403 otherwise);
 * a course the caller does not teach is a 404, as an unknown id.
 */
export async function insightStudioRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.studioGetCourseInsight, async (request) => {
    await assertCourseAccess(ctx.db, currentUserId(request), request.params.id);
    return { data: await getCourseInsight(ctx.db, ctx, request.params.id, request.query) };
  });
}
