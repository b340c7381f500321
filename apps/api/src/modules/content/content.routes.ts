import type { Locale } from '@coursewise/contract';
import { contentOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLocale } from '../../lib/locale.js';
import { route } from '../../plugins/route-from-operation.js';
import * as content from './content.service.js';

/** The CMS paths the spec names (in the operations); each is a fixed page slug with its own operation. */
const namedPages = [
  ['home', op.getHomePage],
  ['about', op.getAboutPage],
  ['faq', op.getFaqPage],
  ['contact', op.getContactPage],
] as const;

export async function contentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  for (const [slug, operation] of namedPages) {
    route(api, operation, async (request, reply) => ({
      data: await content.getPage(ctx, slug, inLanguage(request, reply)),
    }));
  }

  route(api, op.getCmsPage, async (request, reply) => ({
    data: await content.getPage(ctx, request.params.id, inLanguage(request, reply)),
  }));

  route(api, op.listFaqs, async (request, reply) => ({
    data: await content.listFaqs(ctx, inLanguage(request, reply)),
  }));
  route(api, op.listTestimonials, async () => ({
    data: await content.listTestimonials(ctx),
  }));
  route(api, op.listHelpArticles, async (request, reply) => ({
    data: await content.listHelpArticles(ctx, inLanguage(request, reply)),
  }));

  route(
    api,
    op.submitContactMessage,
    async (request, reply) => {
      await content.submitContact(ctx.db, ctx, request.ip, request.body);
      return reply
        .status(201)
        .send({ message: 'Thanks for your message! We will reply within two working days.' });
    },
    {
      // Trimmed before validation, so a name of spaces is refused as empty rather than stored as ''.
      preValidation: async (request) => trimStrings(request.body, ['name', 'subject', 'message']),
    },
  );
}

/**
 * The language a content answer is written in (the `locale` cookie, then `Accept-Language`), said in
 * `Vary` so a shared cache keeps one answer per language.
 */
function inLanguage(request: FastifyRequest, reply: FastifyReply): Locale {
  reply.header('vary', 'cookie, accept-language');
  return requestLocale(request.headers);
}

/** Trims the named fields of a JSON object body that are strings; anything else is left to validation. */
function trimStrings(body: unknown, fields: readonly string[]): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string') record[field] = value.trim();
  }
}
