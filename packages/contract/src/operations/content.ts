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
import { contentRoutes, settingsRoutes } from '../routes/content.js';
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

export const contentOperations = defineOperations(contentRoutes, 'content', {
  getHomePage: { ...cmsPage('The home page’s content blocks') },
  getAboutPage: { ...cmsPage('The about page’s content blocks') },
  getFaqPage: { ...cmsPage('The FAQ page’s content blocks') },
  getContactPage: {
    ...cmsPage('The contact page’s content blocks'),
  },
  getCmsPage: {
    summary: 'A content page by id or slug',
    params: CmsPageParams,
    response: { 200: CmsPageResponse, ...errorResponses(400, 404) },
  },
  listFaqs: {
    summary: 'Published FAQs, in order',
    response: { 200: FaqListResponse },
  },
  listTestimonials: {
    summary: 'Published testimonials, in order',
    response: { 200: TestimonialListResponse },
  },
  listHelpArticles: {
    summary: 'Published help articles, in order',
    response: { 200: HelpListResponse },
  },
  submitContactMessage: {
    summary: 'Send a message to the site',
    description: 'Stored and mailed to the site’s contact address; rate-limited per client address.',
    body: ContactBody,
    response: { 201: MessageOnly, ...errorResponses(...bodyErrors, 429, 503) },
  },
});

export const settingsOperations = defineOperations(settingsRoutes, 'settings', {
  getSettings: {
    summary: 'Site name, contact, currencies and payment provider',
    response: { 200: SettingsResponse },
  },
});
