import { adminContentOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import * as cms from './cms-admin.service.js';
import { deleteContentItem, orderContentList } from './content-lists-admin.service.js';
import * as faqs from './faq-admin.service.js';
import * as help from './help-admin.service.js';
import * as testimonials from './testimonial-admin.service.js';

const DELETED = { message: 'Deleted' };
const ORDERED = { message: 'The new order is saved' };

/**
 * `/api/admin/cms`, `faqs`, `testimonials`, `help`: registered inside the admin scope, whose hook
 * already required an admin. Public content answers are not cached, so an edit shows at once.
 */
export async function contentAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;

  route(api, op.adminListCmsPages, async (request) => ({
    data: await cms.listAdminCmsPages(db, request.query),
  }));
  route(api, op.adminGetCmsPage, async (request) => ({
    data: await cms.getAdminCmsPage(ctx, request.params.page, request.query.locale),
  }));
  route(api, op.adminSaveCmsPage, async (request) => ({
    data: await cms.saveCmsPage(
      ctx,
      currentUserId(request),
      request.params.page,
      request.body,
      request.query.locale,
    ),
  }));

  route(api, op.adminListFaqs, async (request) => ({
    data: await faqs.listAdminFaqs(db, request.query),
  }));
  route(api, op.adminCreateFaq, async (request, reply) =>
    reply.status(201).send({ data: await faqs.createFaq(db, currentUserId(request), request.body) }),
  );
  route(api, op.adminOrderFaqs, async (request) => {
    await orderContentList(db, currentUserId(request), 'faqs', request.body.ids);
    return ORDERED;
  });
  route(api, op.adminGetFaq, async (request) => ({
    data: await faqs.getAdminFaq(db, request.params.id),
  }));
  route(api, op.adminUpdateFaq, async (request) => ({
    data: await faqs.updateFaq(db, currentUserId(request), request.params.id, request.body),
  }));
  route(api, op.adminDeleteFaq, async (request) => {
    await deleteContentItem(db, currentUserId(request), 'faqs', request.params.id);
    return DELETED;
  });

  route(api, op.adminListTestimonials, async (request) => ({
    data: await testimonials.listAdminTestimonials(ctx, request.query),
  }));
  route(api, op.adminCreateTestimonial, async (request, reply) =>
    reply
      .status(201)
      .send({ data: await testimonials.createTestimonial(db, ctx, currentUserId(request), request.body) }),
  );
  route(api, op.adminOrderTestimonials, async (request) => {
    await orderContentList(db, currentUserId(request), 'testimonials', request.body.ids);
    return ORDERED;
  });
  route(api, op.adminGetTestimonial, async (request) => ({
    data: await testimonials.getAdminTestimonial(db, ctx, request.params.id),
  }));
  route(api, op.adminUpdateTestimonial, async (request) => ({
    data: await testimonials.updateTestimonial(
      db,
      ctx,
      currentUserId(request),
      request.params.id,
      request.body,
    ),
  }));
  route(api, op.adminDeleteTestimonial, async (request) => {
    await deleteContentItem(db, currentUserId(request), 'testimonials', request.params.id);
    return DELETED;
  });

  route(api, op.adminListHelpArticles, async (request) => ({
    data: await help.listAdminHelpArticles(db, request.query),
  }));
  route(api, op.adminCreateHelpArticle, async (request, reply) =>
    reply.status(201).send({ data: await help.createHelpArticle(db, currentUserId(request), request.body) }),
  );
  route(api, op.adminOrderHelpArticles, async (request) => {
    await orderContentList(db, currentUserId(request), 'helpArticles', request.body.ids);
    return ORDERED;
  });
  route(api, op.adminGetHelpArticle, async (request) => ({
    data: await help.getAdminHelpArticle(db, request.params.id),
  }));
  route(api, op.adminUpdateHelpArticle, async (request) => ({
    data: await help.updateHelpArticle(db, currentUserId(request), request.params.id, request.body),
  }));
  route(api, op.adminDeleteHelpArticle, async (request) => {
    await deleteContentItem(db, currentUserId(request), 'helpArticles', request.params.id);
    return DELETED;
  });
}
