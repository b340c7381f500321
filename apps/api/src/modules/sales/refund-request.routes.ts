import { refundRequestOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { requestRefund } from './refund-request.service.js';

/** The learner's refund request on one of their purchases; needs a token. */
export async function refundRequestRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.requestRefund, async (request, reply) => {
    const { request: asked, message } = await requestRefund(
      ctx,
      currentUserId(request),
      request.params.id,
      request.body,
    );
    return reply.status(201).send({ data: asked, message });
  });
}
