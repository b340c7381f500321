import { mediaOperations as op } from '@coursewise/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { openHlsFile } from './hls.service.js';
import { openMedia } from './media.service.js';

type MediaRequest = FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, unknown> }>;
type HlsParams = { '*': string; expires: string; signature: string; assetId: string };

/**
 * `GET|HEAD /api/media/<key>?expires=…&signature=…`: private videos and captions through the signed
 * links that `chapter/details` hands out. A <video> element cannot send our token, so the signature is
 * the permission. The contract documents the key, expiry and signature; the handler reads them itself
 * so that a wrong or missing one is a 403, not a validation 400.
 */
export async function mediaRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const serve = async (request: MediaRequest, reply: FastifyReply) => {
    const answer = await openMedia(ctx, {
      key: request.params['*'],
      expires: request.query.expires,
      signature: request.query.signature,
      range: request.headers.range,
    });
    reply.status(answer.status).headers(answer.headers);
    return request.method === 'HEAD' ? reply.send() : reply.send(await answer.open());
  };
  // Ranges count the stored bytes, and videos do not shrink: sent as stored (captions too).
  // Two routes, not one with both methods: the document would list HEAD under GET's operationId.
  app.get(
    op.getSignedMedia.url,
    { schema: op.getSignedMedia, exposeHeadRoute: false, compress: false },
    serve,
  );
  app.head(op.getSignedMedia.url, { schema: { ...op.getSignedMedia, hide: true }, compress: false }, serve);
  // A processed video's HLS files: the signature sits in the path, so relative playlist links carry it.
  // Segments are compressed already; playlists are small: neither is worth compressing per request.
  app.get<{ Params: HlsParams }>(
    op.getSignedHls.url,
    { schema: op.getSignedHls, exposeHeadRoute: false, compress: false },
    async (request, reply) => {
      const { expires, signature, assetId } = request.params;
      const answer = await openHlsFile(ctx, { expires, signature, assetId, path: request.params['*'] });
      reply.headers(answer.headers);
      return reply.send(await answer.open());
    },
  );
}
