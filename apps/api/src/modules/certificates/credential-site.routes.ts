import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { didDocument, issuerProfile } from './credential-issuer.js';

/**
 * The issuer's documents at the site root, where `did:web` and the credentials point: the DID document
 * (every signing key) and the issuer Profile, JSON-LD for machines and the home page for people.
 */

/** Whether the client asked for JSON(-LD) rather than a page. */
const wantsJson = (request: FastifyRequest): boolean =>
  /application\/(ld\+)?json/.test(request.headers.accept ?? '');

export async function credentialSiteRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/.well-known/did.json', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/did+json')
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=300')
      .send(JSON.stringify(await didDocument(ctx.config))),
  );

  app.get('/issuer', { schema: { hide: true } }, async (request, reply) => {
    reply.header('vary', 'Accept');
    if (!wantsJson(request)) return reply.redirect('/', 303);
    const { siteName } = await getEditableSettings(ctx.db);
    return reply
      .type('application/ld+json; charset=utf-8')
      .header('access-control-allow-origin', '*')
      .send(JSON.stringify(issuerProfile(ctx.config.publicUrl, siteName)));
  });
}
