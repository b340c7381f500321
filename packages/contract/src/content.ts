import { type Static, Type } from '@sinclair/typebox';
import { Envelope, ImageSrcSet } from './common.js';
import { limits, multiLineTextPattern, singleLineTextPattern } from './limits.js';
import { Locale } from './locales.js';

export const CmsBlock = Type.Object({
  key: Type.String(),
  title: Type.Union([Type.String(), Type.Null()]),
  body: Type.Union([Type.String({ description: 'sanitised HTML' }), Type.Null()]),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  ctaLabel: Type.Union([Type.String(), Type.Null()]),
  ctaUrl: Type.Union([Type.String(), Type.Null()]),
});
export type CmsBlock = Static<typeof CmsBlock>;

export const CmsPage = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.Union([Type.String(), Type.Null()]),
  blocks: Type.Array(CmsBlock),
  updatedAt: Type.String(),
  /** The language of the page's own words: the one asked for, or the default where none are written in it. */
  locale: Type.Optional(Locale),
});
export type CmsPage = Static<typeof CmsPage>;
export const CmsPageResponse = Envelope(CmsPage);

export const Faq = Type.Object({
  id: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  position: Type.Integer(),
});
export type Faq = Static<typeof Faq>;
export const FaqListResponse = Envelope(Type.Array(Faq));

export const Testimonial = Type.Object({
  id: Type.String(),
  name: Type.String(),
  role: Type.String(),
  quote: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  avatarSrcSet: ImageSrcSet,
  rating: Type.Integer(),
});
export type Testimonial = Static<typeof Testimonial>;
export const TestimonialListResponse = Envelope(Type.Array(Testimonial));

export const HelpArticle = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  category: Type.String(),
  body: Type.String(),
  position: Type.Integer(),
});
export type HelpArticle = Static<typeof HelpArticle>;
export const HelpListResponse = Envelope(Type.Array(HelpArticle));

export const ContactBody = Type.Object(
  {
    // Trimmed by the server before these are checked (so a name of spaces is empty).
    name: Type.String({ minLength: 1, maxLength: limits.nameMax * 2, pattern: singleLineTextPattern }),
    email: Type.String({ format: 'email', maxLength: limits.emailMax }),
    subject: Type.Optional(Type.String({ maxLength: 160, pattern: singleLineTextPattern })),
    message: Type.String({ minLength: 10, maxLength: 5000, pattern: multiLineTextPattern }),
    /** Honeypot: people never see this field, so anything in it marks a bot. */
    website: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;
