import { contentOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as content from './content.service.js';

/** The CMS paths the spec names; each is a fixed page slug with its own operation. */
const namedPages = [
  ['home-cms', 'home', op.getHomePage],
  ['about-us-cms', 'about', op.getAboutPage],
  ['faq-cms', 'faq', op.getFaqPage],
  ['contact-us-cms', 'contact', op.getContactPage],
] as const;

export async function contentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  for (const [path, slug, schema] of namedPages) {
    api.get(`/cms/${path}`, { schema }, async () => ({ data: await content.getPage(ctx, slug) }));
  }

  api.get('/cms/details/:id', { schema: op.getCmsPage }, async (request) => ({
    data: await content.getPage(ctx, request.params.id),
  }));

  api.get('/faq/list', { schema: op.listFaqs }, async () => ({ data: await content.listFaqs(ctx) }));
  api.get('/testimonial/list', { schema: op.listTestimonials }, async () => ({
    data: await content.listTestimonials(ctx),
  }));
  api.get('/help/list', { schema: op.listHelpArticles }, async () => ({
    data: await content.listHelpArticles(ctx),
  }));

  api.post(
    '/contactUs/submit',
    {
      schema: op.submitContactMessage,
      // Trimmed before validation, so a name of spaces is refused as empty rather than stored as ''.
      preValidation: async (request) => trimStrings(request.body, ['name', 'subject', 'message']),
    },
    async (request, reply) => {
      await content.submitContact(ctx.db, ctx, request.ip, request.body);
      return reply
        .status(201)
        .send({ message: 'Thanks for your message! We will reply within two working days.' });
    },
  );
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
