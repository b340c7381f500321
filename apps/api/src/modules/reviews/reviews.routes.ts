import { reviewOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { addReview } from './reviews.service.js';

export async function reviewRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // The token is required: the operation declares it, and `routeSecurity` enforces it.
  route(api, op.addReview, async (request, reply) => {
    const { review, created } = await addReview(ctx.db, ctx, currentUserId(request), request.body);
    return reply.status(created ? 201 : 200).send({
      data: review,
      message: created ? 'Thanks for your review!' : 'Your review has been updated.',
    });
  });
}
