import { catalogueOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../plugins/route-from-operation.js';
import { listCategories } from './catalogue.service.js';
import { type Answer, courseDetailsAnswer, courseListAnswer } from './catalogue-cache.js';

/**
 * Anonymous answers are public and cached (serialised; the policy is in `catalogue-cache.ts`).
 * A token is optional on these routes (declared by the operations, checked by `routeSecurity`).
 */
export async function catalogueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.listCourses, async (request, reply) => {
    const serialize = (data: unknown) => String(reply.serialize({ data }));
    return send(reply, await courseListAnswer(ctx, request.query, request.userId, serialize));
  });

  route(api, op.getCourseDetails, async (request, reply) => {
    const serialize = (data: unknown) => String(reply.serialize({ data }));
    const by = { id: request.query.id, slug: request.query.slug };
    return send(reply, await courseDetailsAnswer(ctx, by, request.userId, serialize));
  });

  route(api, op.listCategories, async () => ({ data: await listCategories(ctx) }));
}

/** A cached answer's JSON is sent as it is (the route's serialiser made it); data goes back to be serialised. */
function send<T>(reply: FastifyReply, answer: Answer<T>): FastifyReply | { data: T } {
  return 'body' in answer ? reply.type('application/json; charset=utf-8').send(answer.body) : answer;
}
