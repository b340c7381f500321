import { Type } from '@sinclair/typebox';
import { MessageOnly } from '../common.js';
import {
  CmsPageResponse,
  ContactBody,
  FaqListResponse,
  HelpListResponse,
  TestimonialListResponse,
} from '../content.js';
import { bodyErrors, defineOperations, errorResponses } from '../operation.js';
import { SettingsResponse } from '../settings.js';

/** `cms/details/{id}`: a page's id or slug (`terms`, `privacy`). */
export const CmsPageParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 120 }) },
  { additionalProperties: false },
);

const cmsPage = (summary: string) => ({
  summary,
  response: { 200: CmsPageResponse, ...errorResponses(404) },
});

export const contentOperations = defineOperations('content', {
  getHomePage: { method: 'GET', url: '/cms/home-cms', ...cmsPage('The home page’s content blocks') },
  getAboutPage: { method: 'GET', url: '/cms/about-us-cms', ...cmsPage('The about page’s content blocks') },
  getFaqPage: { method: 'GET', url: '/cms/faq-cms', ...cmsPage('The FAQ page’s content blocks') },
  getContactPage: {
    method: 'GET',
    url: '/cms/contact-us-cms',
    ...cmsPage('The contact page’s content blocks'),
  },
  getCmsPage: {
    method: 'GET',
    url: '/cms/details/:id',
    summary: 'A content page by id or slug',
    params: CmsPageParams,
    response: { 200: CmsPageResponse, ...errorResponses(400, 404) },
  },
  listFaqs: {
    method: 'GET',
    url: '/faq/list',
    summary: 'Published FAQs, in order',
    response: { 200: FaqListResponse },
  },
  listTestimonials: {
    method: 'GET',
    url: '/testimonial/list',
    summary: 'Published testimonials, in order',
    response: { 200: TestimonialListResponse },
  },
  listHelpArticles: {
    method: 'GET',
    url: '/help/list',
    summary: 'Published help articles, in order',
    response: { 200: HelpListResponse },
  },
  submitContactMessage: {
    method: 'POST',
    url: '/contactUs/submit',
    summary: 'Send a message to the site',
    description: 'Stored and mailed to the site’s contact address; rate-limited per client address.',
    body: ContactBody,
    response: { 201: MessageOnly, ...errorResponses(...bodyErrors, 429, 503) },
  },
});

export const settingsOperations = defineOperations('settings', {
  getSettings: {
    method: 'GET',
    url: '/setting/details',
    summary: 'Site name, contact, currencies and payment provider',
    response: { 200: SettingsResponse },
  },
});
