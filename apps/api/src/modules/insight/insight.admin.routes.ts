import { insightOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../plugins/route-from-operation.js';
import { getCourseInsight } from './course-insight.service.js';
import { getInstructorInsight, listInstructors } from './instructor-insight.service.js';

/** `/api/admin`: any course's insight and the per-instructor views (the admin scope's hook checked the role). */
export async function insightAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.adminGetCourseInsight, async (request) => ({
    data: await getCourseInsight(ctx.db, ctx, request.params.id, request.query),
  }));
  route(api, op.adminListInstructors, async (request) => ({
    data: await listInstructors(ctx.db, request.query),
  }));
  route(api, op.adminGetInstructorInsight, async (request) => ({
    data: await getInstructorInsight(ctx.db, ctx, request.params.id, request.query),
  }));
}
