import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Envelope, Paged } from '../common.js';
import { Locale } from '../locales.js';
import { adminListQuery } from './common.js';

/**
 * The site's content as the admin console edits it: CMS pages (`home`, `about`, `terms`, `privacy`…)
 * with their ordered blocks, FAQs, testimonials and help articles. Rich text is sanitised by the server
 * on write. Images are sent as the `url` an upload answered (public uploads only).
 */

export const adminContentLimits = {
  titleMax: 200,
  summaryMax: 500,
  blockBodyMax: 50_000,
  blocksMax: 50,
  ctaLabelMax: 80,
  urlMax: 500,
  questionMax: 300,
  answerMax: 20_000,
  nameMax: 80,
  roleMax: 120,
  quoteMax: 2000,
  categoryMax: 80,
  articleMax: 100_000,
} as const;
const L = adminContentLimits;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Slug = Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
const ImageUrl = Type.String({
  minLength: 1,
  maxLength: L.urlMax,
  description: 'the url of a public upload',
});
/** A link a visitor follows: a path on this site or an http(s) address. */
const LinkUrl = Type.String({ minLength: 1, maxLength: L.urlMax, pattern: '^(/(?![/\\\\])|https?://)\\S*$' });
const strict = { additionalProperties: false } as const;

// ---- CMS pages ----------------------------------------------------------------------------------

export const AdminCmsBlock = Type.Object({
  key: Type.String(),
  title: Nullable(Type.String()),
  body: Nullable(Type.String({ description: 'sanitised HTML' })),
  imageUrl: Nullable(Type.String()),
  ctaLabel: Nullable(Type.String()),
  ctaUrl: Nullable(Type.String()),
});
export type AdminCmsBlock = Static<typeof AdminCmsBlock>;

export const AdminCmsPage = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  summary: Nullable(Type.String()),
  blocks: Type.Array(AdminCmsBlock),
  updatedAt: Type.String(),
  /** The language shown: the default's page, or its words in another language (the default's where unwritten). */
  locale: Locale,
  /** Whether the page has its own words in `locale` (always true for the default). */
  isTranslated: Type.Boolean(),
  /** The languages other than the default that have words of their own. */
  translations: Type.Array(Locale),
});
export type AdminCmsPage = Static<typeof AdminCmsPage>;
export const AdminCmsPageResponse = Envelope(AdminCmsPage);

export const AdminCmsPageSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  blockCount: Type.Integer(),
  updatedAt: Type.String(),
});
export type AdminCmsPageSummary = Static<typeof AdminCmsPageSummary>;
export const AdminCmsPageListResponse = Envelope(Paged(AdminCmsPageSummary));

export const AdminCmsPageListQuery = adminListQuery({
  sort: Type.Optional(Type.Union([Type.Literal('slug'), Type.Literal('title'), Type.Literal('updated')])),
});
export type AdminCmsPageListQuery = Static<typeof AdminCmsPageListQuery>;

/** `/cms/{page}`: the page's slug. */
export const CmsPageSlugParams = Type.Object({ page: Slug }, strict);
export type CmsPageSlugParams = Static<typeof CmsPageSlugParams>;

/** `?locale=`: the language of the page's words to read or write (the default when absent). */
export const CmsPageLocaleQuery = Type.Object({ locale: Type.Optional(Locale) }, strict);
export type CmsPageLocaleQuery = Static<typeof CmsPageLocaleQuery>;

export const CmsBlockInput = Type.Object(
  {
    /** Names the block for the page that shows it (`hero`, `mission`…); unique within the page. */
    key: Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9]+(?:[-_][a-z0-9]+)*$' }),
    title: Type.Optional(Nullable(Type.String({ maxLength: L.titleMax }))),
    body: Type.Optional(Nullable(Type.String({ maxLength: L.blockBodyMax }))),
    imageUrl: Type.Optional(Nullable(ImageUrl)),
    ctaLabel: Type.Optional(Nullable(Type.String({ maxLength: L.ctaLabelMax }))),
    ctaUrl: Type.Optional(Nullable(LinkUrl)),
  },
  strict,
);
export type CmsBlockInput = Static<typeof CmsBlockInput>;

/**
 * `PUT cms/{page}`: any subset; `blocks`, when given, replaces the page's blocks in the order sent.
 * A page that does not exist yet is created (then `title` is required).
 */
export const CmsPageBody = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: L.titleMax })),
    summary: Type.Optional(Nullable(Type.String({ maxLength: L.summaryMax }))),
    blocks: Type.Optional(Type.Array(CmsBlockInput, { maxItems: L.blocksMax })),
  },
  { ...strict, minProperties: 1 },
);
export type CmsPageBody = Static<typeof CmsPageBody>;

// ---- FAQs, testimonials, help articles ---------------------------------------------------------

const published = Type.Boolean({ description: 'shown to visitors (default true)' });
const listFilters = { published: Type.Optional(Type.Boolean()) };

export const AdminFaq = Type.Object({
  id: Type.String(),
  question: Type.String(),
  answer: Type.String({ description: 'sanitised HTML' }),
  position: Type.Integer(),
  published: Type.Boolean(),
  /** The language it is written in; a language without FAQs of its own shows the default's. */
  locale: Locale,
});
export type AdminFaq = Static<typeof AdminFaq>;
const faqFields = {
  question: Type.String({ minLength: 1, maxLength: L.questionMax }),
  answer: Type.String({ minLength: 1, maxLength: L.answerMax }),
  published,
  locale: Locale,
};
export const FaqCreateBody = Type.Object(
  {
    question: faqFields.question,
    answer: faqFields.answer,
    published: Type.Optional(published),
    /** The default language when absent. */
    locale: Type.Optional(Locale),
  },
  strict,
);
export type FaqCreateBody = Static<typeof FaqCreateBody>;
export const FaqUpdateBody = Type.Partial(Type.Object(faqFields), { ...strict, minProperties: 1 });
export type FaqUpdateBody = Static<typeof FaqUpdateBody>;
export const AdminFaqListQuery = adminListQuery({
  ...listFilters,
  locale: Type.Optional(Locale),
  sort: Type.Optional(Type.Union([Type.Literal('position'), Type.Literal('question')])),
});
export type AdminFaqListQuery = Static<typeof AdminFaqListQuery>;
export const AdminFaqResponse = Envelope(AdminFaq);
export const AdminFaqListResponse = Envelope(Paged(AdminFaq));

export const AdminTestimonial = Type.Object({
  id: Type.String(),
  name: Type.String(),
  role: Type.String(),
  quote: Type.String(),
  rating: Type.Integer(),
  avatarUrl: Nullable(Type.String()),
  position: Type.Integer(),
  published: Type.Boolean(),
});
export type AdminTestimonial = Static<typeof AdminTestimonial>;
const testimonialFields = {
  name: Type.String({ minLength: 1, maxLength: L.nameMax }),
  role: Type.String({ maxLength: L.roleMax }),
  quote: Type.String({ minLength: 1, maxLength: L.quoteMax }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  avatarUrl: Nullable(ImageUrl),
  published,
};
export const TestimonialCreateBody = Type.Object(
  {
    name: testimonialFields.name,
    role: Type.Optional(testimonialFields.role),
    quote: testimonialFields.quote,
    rating: testimonialFields.rating,
    avatarUrl: Type.Optional(testimonialFields.avatarUrl),
    published: Type.Optional(published),
  },
  strict,
);
export type TestimonialCreateBody = Static<typeof TestimonialCreateBody>;
export const TestimonialUpdateBody = Type.Partial(Type.Object(testimonialFields), {
  ...strict,
  minProperties: 1,
});
export type TestimonialUpdateBody = Static<typeof TestimonialUpdateBody>;
export const AdminTestimonialListQuery = adminListQuery({
  ...listFilters,
  sort: Type.Optional(Type.Union([Type.Literal('position'), Type.Literal('name'), Type.Literal('rating')])),
});
export type AdminTestimonialListQuery = Static<typeof AdminTestimonialListQuery>;
export const AdminTestimonialResponse = Envelope(AdminTestimonial);
export const AdminTestimonialListResponse = Envelope(Paged(AdminTestimonial));

export const AdminHelpArticle = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  category: Type.String(),
  body: Type.String({ description: 'sanitised HTML' }),
  position: Type.Integer(),
  published: Type.Boolean(),
  /** The language it is written in; a language without articles of its own shows the default's. */
  locale: Locale,
});
export type AdminHelpArticle = Static<typeof AdminHelpArticle>;
const helpFields = {
  /** Unique (409 when taken). */
  slug: Slug,
  title: Type.String({ minLength: 1, maxLength: L.titleMax }),
  category: Type.String({ minLength: 1, maxLength: L.categoryMax }),
  body: Type.String({ minLength: 1, maxLength: L.articleMax }),
  published,
  locale: Locale,
};
export const HelpArticleCreateBody = Type.Object(
  {
    slug: helpFields.slug,
    title: helpFields.title,
    category: helpFields.category,
    body: helpFields.body,
    published: Type.Optional(published),
    /** The default language when absent. */
    locale: Type.Optional(Locale),
  },
  strict,
);
export type HelpArticleCreateBody = Static<typeof HelpArticleCreateBody>;
export const HelpArticleUpdateBody = Type.Partial(Type.Object(helpFields), { ...strict, minProperties: 1 });
export type HelpArticleUpdateBody = Static<typeof HelpArticleUpdateBody>;
export const AdminHelpListQuery = adminListQuery({
  ...listFilters,
  locale: Type.Optional(Locale),
  sort: Type.Optional(
    Type.Union([Type.Literal('position'), Type.Literal('title'), Type.Literal('category')]),
  ),
});
export type AdminHelpListQuery = Static<typeof AdminHelpListQuery>;
export const AdminHelpArticleResponse = Envelope(AdminHelpArticle);
export const AdminHelpListResponse = Envelope(Paged(AdminHelpArticle));
