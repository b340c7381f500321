import { certificateOperations as op, type PageOnlyQuery } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { certificateCredential, certificatePdf } from './certificate-documents.service.js';
import { reissueCertificate } from './certificate-holders.service.js';
import { getOwnCertificate, listOwnCertificates, verifyCertificate } from './certificates.service.js';
import { statusListCredential } from './credential-status.js';

type IdParams = { Params: { id: string } };

/** Certificates: the holder's own list and credential; the PDF and verification are public by id. */
export async function certificateRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const list = async (userId: string, query: PageOnlyQuery) => ({
    data: await listOwnCertificates(ctx, userId, query.page ?? 1, query.limit ?? 12),
  });
  route(api, op.listCertificates, (request) => list(currentUserId(request), request.query));
  // The spec writes the list as `/certification/details/`: answered as written, documented once (above).
  // Without it the slash reached `details/:id` with an empty id (a 400).
  api.get(`${op.listCertificates.url}/`, { schema: { ...op.listCertificates, hide: true } }, (request) =>
    list(currentUserId(request), request.query),
  );

  route(api, op.getCertificate, async (request) => ({
    data: await getOwnCertificate(ctx, currentUserId(request), request.params.id),
  }));

  route(api, op.reissueCertificate, async (request) => ({
    data: await reissueCertificate(ctx.db, ctx, currentUserId(request), request.params.id),
  }));

  // Binary and JSON-LD answers: the plain provider, since the contract types only their errors.
  app.get<IdParams>(op.getCertificatePdf.url, { schema: op.getCertificatePdf }, async (request, reply) => {
    const { number, file } = await certificatePdf(ctx, request.params.id, request.ip);
    return (
      reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename="coursewise-certificate-${number}.pdf"`)
        // Private: the link is the secret, so shared caches must not keep it; short, so a revocation shows.
        .header('cache-control', 'private, max-age=600')
        .send(file.body)
    );
  });

  route(api, op.verifyCertificate, async (request, reply) => {
    const data = await verifyCertificate(ctx, request.params.id);
    reply.header('cache-control', 'no-cache');
    return { data };
  });

  app.get<IdParams>(
    op.getCertificateCredential.url,
    { schema: op.getCertificateCredential },
    async (request, reply) => {
      const { number, credential } = await certificateCredential(
        ctx,
        currentUserId(request),
        request.params.id,
      );
      return reply
        .type('application/ld+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="coursewise-credential-${number}.json"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(credential, null, 2));
    },
  );

  app.get<{ Params: { list: number } }>(
    op.getCertificateStatusList.url,
    { schema: op.getCertificateStatusList },
    async (request, reply) => {
      const credential = await statusListCredential(ctx.db, ctx.config, request.params.list);
      // Every instance builds it from the database; a minute's cache keeps a revocation quick to show.
      // Any origin may read it: verifiers run in other sites' pages too.
      return reply
        .type('application/ld+json; charset=utf-8')
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=60')
        .send(JSON.stringify(credential));
    },
  );
}
