import { certificateOperations as op } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { certificateShareImage } from './certificate-share-image.service.js';

type IdParams = { Params: { id: string } };

/** Whether an If-None-Match header names this ETag (a list, or `*`; weak forms compare equal). */
const matches = (header: string | undefined, etag: string): boolean =>
  header?.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  }) === true;

/** The certificate's share image (the verification page's `og:image`), under /api with the certificates. */
export async function shareImageRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get<IdParams>(
    op.getCertificateShareImage.url,
    { schema: op.getCertificateShareImage },
    async (request, reply) => {
      const image = await certificateShareImage(ctx, request.params.id);
      // Public like the page it illustrates; an hour, then revalidated by ETag (a rename changes it).
      reply.header('etag', image.etag).header('cache-control', 'public, max-age=3600');
      if (matches(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
      const png = await image.png();
      return reply.type('image/png').header('content-length', png.length).send(png);
    },
  );
}
