import { ErrorBody, ReviewBody, ReviewResponse } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId, requireAuth } from '../../plugins/auth.js';
import { addReview } from './reviews.service.js';

export async function reviewRoutes(
  app: FastifyInstance,
  { ctx, onCatalogueChange }: { ctx: AppContext; onCatalogueChange: () => void },
) {
  app.post<{ Body: ReviewBody }>(
    '/review/add',
    {
      preHandler: requireAuth(ctx),
      schema: {
        tags: ['reviews'],
        body: ReviewBody,
        response: {
          200: ReviewResponse,
          201: ReviewResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { review, created } = await addReview(
        ctx,
        currentUserId(request),
        request.body,
        onCatalogueChange,
      );
      return reply.status(created ? 201 : 200).send({
        data: review,
        message: created ? 'Thanks for your review!' : 'Your review has been updated.',
      });
    },
  );
}
