import {
  CmsPageResponse,
  ContactBody,
  ErrorBody,
  FaqListResponse,
  HelpListResponse,
  MessageOnly,
  TestimonialListResponse,
} from '@coursewise/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as content from './content.service.js';

const tags = ['content'];
const pageSchema = { tags, response: { 200: CmsPageResponse, 404: ErrorBody } };

/** The CMS paths the spec names; each is a fixed page slug. */
const namedPages = {
  'home-cms': 'home',
  'about-us-cms': 'about',
  'faq-cms': 'faq',
  'contact-us-cms': 'contact',
} as const;

export async function contentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  for (const [path, slug] of Object.entries(namedPages)) {
    app.get(`/cms/${path}`, { schema: pageSchema }, async () => ({ data: await content.getPage(ctx, slug) }));
  }

  app.get<{ Params: { id: string } }>(
    '/cms/details/:id',
    { schema: { ...pageSchema, params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 120 }) }) } },
    async (request) => ({ data: await content.getPage(ctx, request.params.id) }),
  );

  app.get('/faq/list', { schema: { tags, response: { 200: FaqListResponse } } }, async () => ({
    data: await content.listFaqs(ctx),
  }));
  app.get(
    '/testimonial/list',
    { schema: { tags, response: { 200: TestimonialListResponse } } },
    async () => ({
      data: await content.listTestimonials(ctx),
    }),
  );
  app.get('/help/list', { schema: { tags, response: { 200: HelpListResponse } } }, async () => ({
    data: await content.listHelpArticles(ctx),
  }));

  app.post<{ Body: ContactBody }>(
    '/contactUs/submit',
    { schema: { tags, body: ContactBody, response: { 201: MessageOnly, 400: ErrorBody, 429: ErrorBody } } },
    async (request, reply) => {
      await content.submitContact(ctx, request.ip, request.body);
      return reply
        .status(201)
        .send({ message: 'Thanks for your message! We will reply within two working days.' });
    },
  );
}
