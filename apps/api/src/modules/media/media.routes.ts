import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { openMedia } from './media.service.js';

/**
 * `GET|HEAD /api/media/<key>?expires=…&signature=…`: private videos and captions through the signed
 * links that `chapter/details` hands out. A <video> element cannot send our token, so the signature is
 * the permission. Left out of the API document: it answers bytes, not JSON, and no client builds it.
 */
export async function mediaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.route<{ Params: { '*': string }; Querystring: Record<string, unknown> }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    exposeHeadRoute: false,
    // Ranges count the stored bytes, and videos do not shrink: sent as stored (captions too).
    compress: false,
    schema: { hide: true },
    handler: async (request, reply) => {
      const answer = await openMedia(ctx, {
        key: request.params['*'],
        expires: request.query.expires,
        signature: request.query.signature,
        range: request.headers.range,
      });
      reply.status(answer.status).headers(answer.headers);
      return request.method === 'HEAD' ? reply.send() : reply.send(await answer.open());
    },
  });
}
