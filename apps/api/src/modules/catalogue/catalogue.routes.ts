import { catalogueOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { send, serializerOf } from '../../lib/serialised-answer.js';
import { route } from '../../plugins/route-from-operation.js';
import { listCategories } from './catalogue.service.js';
import { courseDetailsAnswer, courseListAnswer } from './catalogue-cache.js';

/**
 * Anonymous answers are public and cached (serialised; the policy is in `catalogue-cache.ts`).
 * A token is optional on these routes (declared by the operations, checked by `routeSecurity`).
 */
export async function catalogueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.listCourses, async (request, reply) => {
    return send(reply, await courseListAnswer(ctx, request.query, request.userId, serializerOf(reply)));
  });

  route(api, op.getCourseDetails, async (request, reply) => {
    const by = { id: request.query.id, slug: request.query.slug };
    return send(reply, await courseDetailsAnswer(ctx, by, request.userId, serializerOf(reply)));
  });

  route(api, op.listCategories, async () => ({ data: await listCategories(ctx) }));
}
