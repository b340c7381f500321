import type {
  FaqCreateBody,
  FaqUpdateBody,
  HelpArticleCreateBody,
  HelpArticleUpdateBody,
  Paged,
  TestimonialCreateBody,
  TestimonialUpdateBody,
} from '@coursewise/contract';
import { adminContentRoutes as r } from '@coursewise/contract/routes';
import type { Locale } from '../../i18n/locales';
import { call } from '../../lib/api-client';
import { type AdminRead, type AdminResource, adminRead } from '../api/admin-api';

/** Every item at once, in the visitors' order: the order endpoint takes all ids. */
const ALL_IN_ORDER = { page: 1, limit: 100, sort: 'position', order: 'asc' } as const;

/** The list query, one language's items when `locale` is given (its own query key, so no mix-up). */
const inOrder = (locale: Locale | undefined) => (locale ? { ...ALL_IN_ORDER, locale } : ALL_IN_ORDER);

/** The operations of one ordered content list (FAQs, testimonials, help articles). */
export interface OrderedContentApi<Item, Create, Update> {
  /** Whose queries a write refreshes. */
  resource: AdminResource;
  /** Every item, or one language's (FAQs and help articles are written per language). */
  list: (locale?: Locale) => AdminRead<Paged<Item>>;
  reorder: (ids: string[]) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  create: (body: Create) => Promise<Item>;
  update: (id: string, body: Update) => Promise<Item>;
}

export const faqsApi = {
  resource: 'faqs',
  list: (locale?: Locale) => adminRead(r.adminListFaqs, { query: inOrder(locale) }),
  reorder: (ids: string[]) => call(r.adminOrderFaqs, { body: { ids } }),
  remove: (id: string) => call(r.adminDeleteFaq, { params: { id } }),
  create: (body: FaqCreateBody) => call(r.adminCreateFaq, { body }),
  update: (id: string, body: FaqUpdateBody) => call(r.adminUpdateFaq, { params: { id }, body }),
} as const;

export const testimonialsApi = {
  resource: 'testimonials',
  list: () => adminRead(r.adminListTestimonials, { query: ALL_IN_ORDER }),
  reorder: (ids: string[]) => call(r.adminOrderTestimonials, { body: { ids } }),
  remove: (id: string) => call(r.adminDeleteTestimonial, { params: { id } }),
  create: (body: TestimonialCreateBody) => call(r.adminCreateTestimonial, { body }),
  update: (id: string, body: TestimonialUpdateBody) =>
    call(r.adminUpdateTestimonial, { params: { id }, body }),
} as const;

export const helpArticlesApi = {
  resource: 'help',
  list: (locale?: Locale) => adminRead(r.adminListHelpArticles, { query: inOrder(locale) }),
  reorder: (ids: string[]) => call(r.adminOrderHelpArticles, { body: { ids } }),
  remove: (id: string) => call(r.adminDeleteHelpArticle, { params: { id } }),
  create: (body: HelpArticleCreateBody) => call(r.adminCreateHelpArticle, { body }),
  update: (id: string, body: HelpArticleUpdateBody) =>
    call(r.adminUpdateHelpArticle, { params: { id }, body }),
} as const;
