import type { TSchema } from '@sinclair/typebox';
import { AdminIdParams, adminSecurity, OkResponse, ReorderBody } from '../admin/common.js';
import {
  AdminCmsPageListQuery,
  AdminCmsPageListResponse,
  AdminCmsPageResponse,
  AdminFaqListQuery,
  AdminFaqListResponse,
  AdminFaqResponse,
  AdminHelpArticleResponse,
  AdminHelpListQuery,
  AdminHelpListResponse,
  AdminTestimonialListQuery,
  AdminTestimonialListResponse,
  AdminTestimonialResponse,
  CmsPageBody,
  CmsPageLocaleQuery,
  CmsPageSlugParams,
  FaqCreateBody,
  FaqUpdateBody,
  HelpArticleCreateBody,
  HelpArticleUpdateBody,
  TestimonialCreateBody,
  TestimonialUpdateBody,
} from '../admin/content.js';
import { AdminSettingsResponse, SettingsUpdateBody } from '../admin/settings.js';
import { bodyErrors, defineOperations, errorResponses } from '../operation.js';
import { adminContentRoutes } from '../routes/admin-content.js';

const read = <Q extends TSchema, R extends TSchema>(summary: string, querystring: Q, response: R) => ({
  summary,
  security: adminSecurity,
  querystring,
  response: { 200: response, ...errorResponses(400, 401, 403) },
});

/** CRUD and order of one list resource (FAQs, testimonials, help articles). */
function listResource<
  LQ extends TSchema,
  LR extends TSchema,
  C extends TSchema,
  U extends TSchema,
  R extends TSchema,
>(noun: string, schemas: { listQuery: LQ; list: LR; create: C; update: U; one: R }) {
  return {
    list: read(`${noun} list, in order; search, published filter, paged`, schemas.listQuery, schemas.list),
    create: {
      summary: `Create a ${noun} (placed last)`,
      security: adminSecurity,
      body: schemas.create,
      response: { 201: schemas.one, ...errorResponses(...bodyErrors, 401, 403, 409) },
    },
    get: {
      summary: `One ${noun}`,
      security: adminSecurity,
      params: AdminIdParams,
      response: { 200: schemas.one, ...errorResponses(400, 401, 403, 404) },
    },
    update: {
      summary: `Change a ${noun} (any subset of its fields)`,
      security: adminSecurity,
      params: AdminIdParams,
      body: schemas.update,
      response: { 200: schemas.one, ...errorResponses(...bodyErrors, 401, 403, 404, 409) },
    },
    remove: {
      summary: `Delete a ${noun}`,
      security: adminSecurity,
      params: AdminIdParams,
      response: { 200: OkResponse, ...errorResponses(400, 401, 403, 404) },
    },
    order: {
      summary: `Put every ${noun} in a new order`,
      description: '`{ids}`: all of them, each once, in the new order.',
      security: adminSecurity,
      body: ReorderBody,
      response: { 200: OkResponse, ...errorResponses(...bodyErrors, 401, 403) },
    },
  };
}

const faq = listResource('FAQ', {
  list: AdminFaqListResponse,
  listQuery: AdminFaqListQuery,
  create: FaqCreateBody,
  update: FaqUpdateBody,
  one: AdminFaqResponse,
});
const testimonial = listResource('testimonial', {
  list: AdminTestimonialListResponse,
  listQuery: AdminTestimonialListQuery,
  create: TestimonialCreateBody,
  update: TestimonialUpdateBody,
  one: AdminTestimonialResponse,
});
const help = listResource('help article', {
  list: AdminHelpListResponse,
  listQuery: AdminHelpListQuery,
  create: HelpArticleCreateBody,
  update: HelpArticleUpdateBody,
  one: AdminHelpArticleResponse,
});

/** Admin content and settings (A3). */
export const adminContentOperations = defineOperations(adminContentRoutes, 'admin', {
  adminListCmsPages: {
    ...read('CMS pages, paged', AdminCmsPageListQuery, AdminCmsPageListResponse),
  },
  adminGetCmsPage: {
    summary: 'A CMS page with its blocks',
    description:
      '`?locale=` another language: the page with its words in it, the default language’s where it has none.',
    security: adminSecurity,
    params: CmsPageSlugParams,
    querystring: CmsPageLocaleQuery,
    response: { 200: AdminCmsPageResponse, ...errorResponses(400, 401, 403, 404) },
  },
  adminSaveCmsPage: {
    summary: 'Change (or create) a CMS page',
    description:
      'Any subset of `{title, summary, blocks}`; `blocks` replaces them in the order sent. Rich text is sanitised. ' +
      'With `?locale=` another language, it writes the page’s words in that language: `blocks` name the default page’s blocks by key, without pictures, and what is left out reads as the default’s.',
    security: adminSecurity,
    params: CmsPageSlugParams,
    querystring: CmsPageLocaleQuery,
    body: CmsPageBody,
    response: { 200: AdminCmsPageResponse, ...errorResponses(...bodyErrors, 401, 403) },
  },
  adminListFaqs: { ...faq.list },
  adminCreateFaq: { ...faq.create },
  adminGetFaq: { ...faq.get },
  adminUpdateFaq: { ...faq.update },
  adminDeleteFaq: { ...faq.remove },
  adminOrderFaqs: { ...faq.order },
  adminListTestimonials: { ...testimonial.list },
  adminCreateTestimonial: { ...testimonial.create },
  adminGetTestimonial: { ...testimonial.get },
  adminUpdateTestimonial: { ...testimonial.update },
  adminDeleteTestimonial: { ...testimonial.remove },
  adminOrderTestimonials: { ...testimonial.order },
  adminListHelpArticles: { ...help.list },
  adminCreateHelpArticle: { ...help.create },
  adminGetHelpArticle: { ...help.get },
  adminUpdateHelpArticle: { ...help.update },
  adminDeleteHelpArticle: { ...help.remove },
  adminOrderHelpArticles: { ...help.order },
  adminGetSettings: {
    summary: 'Site settings as the admin edits them',
    description: 'Payment secrets are never answered: only whether each is set.',
    security: adminSecurity,
    response: { 200: AdminSettingsResponse, ...errorResponses(401, 403) },
  },
  adminUpdateSettings: {
    summary: 'Change site settings (any subset)',
    description:
      'A currency rate moving by more than 20 % is refused (409 RATE_CHANGE_UNCONFIRMED, saying old and new rate and a sample price) unless `currency.confirmRateChange` is true.',
    security: adminSecurity,
    body: SettingsUpdateBody,
    response: { 200: AdminSettingsResponse, ...errorResponses(...bodyErrors, 401, 403, 409) },
  },
});
