import { type Static, Type } from '@sinclair/typebox';
import { CaptionTrack } from './captions.js';
import { Envelope, Id, ImageSrcSet, Paged, PageQuery } from './common.js';
import { Locale } from './locales.js';
import { CurrencyCode } from './settings.js';
import { ChapterVideo } from './video.js';

export const Level = Type.Union([
  Type.Literal('beginner'),
  Type.Literal('intermediate'),
  Type.Literal('advanced'),
  Type.Literal('all'),
]);
export type Level = Static<typeof Level>;

export const Category = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  courseCount: Type.Integer(),
});
export type Category = Static<typeof Category>;

export const RatingSummary = Type.Object({ average: Type.Number(), count: Type.Integer() });

export const CourseSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  imageSrcSet: ImageSrcSet,
  category: Type.Object({ id: Type.String(), slug: Type.String(), name: Type.String() }),
  level: Level,
  /** The language the course is taught in (en, es, fr, de). */
  language: Locale,
  price: Type.Integer({ description: 'US cents' }),
  currency: Type.Literal('USD'),
  durationMinutes: Type.Integer(),
  rating: RatingSummary,
  learners: Type.Integer(),
  instructorName: Type.String(),
  isWishlisted: Type.Optional(Type.Boolean()),
  isInCart: Type.Optional(Type.Boolean()),
  isPurchased: Type.Optional(Type.Boolean()),
});
export type CourseSummary = Static<typeof CourseSummary>;

export const ChapterType = Type.Union([Type.Literal('video'), Type.Literal('text')]);

export const OutlineChapter = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: ChapterType,
  durationMinutes: Type.Integer(),
  isPreview: Type.Boolean(),
});

export const OutlineModule = Type.Object({
  id: Type.String(),
  title: Type.String(),
  position: Type.Integer(),
  chapters: Type.Array(OutlineChapter),
});

export const Review = Type.Object({
  id: Type.String(),
  rating: Type.Integer(),
  comment: Type.String(),
  author: Type.Object({
    name: Type.String(),
    avatarUrl: Type.Union([Type.String(), Type.Null()]),
    avatarSrcSet: ImageSrcSet,
  }),
  /** Written (or last edited) before the author had completed a quarter of the course. */
  isEarly: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Review = Static<typeof Review>;

export const CourseDetails = Type.Composite([
  CourseSummary,
  Type.Object({
    description: Type.String({ description: 'sanitised HTML' }),
    outcomes: Type.Array(Type.String()),
    requirements: Type.Array(Type.String()),
    instructor: Type.Object({
      name: Type.String(),
      bio: Type.String(),
      avatarUrl: Type.Union([Type.String(), Type.Null()]),
      avatarSrcSet: ImageSrcSet,
      /** The owner's public profile (`/instructors/{slug}`); absent for a console-made course. */
      slug: Type.Optional(Type.String()),
    }),
    modules: Type.Array(OutlineModule),
    ratingBreakdown: Type.Object({
      1: Type.Integer(),
      2: Type.Integer(),
      3: Type.Integer(),
      4: Type.Integer(),
      5: Type.Integer(),
    }),
    reviews: Type.Array(Review),
    /** With a token: the learner's own review of this course, or null. */
    myReview: Type.Optional(
      Type.Union([
        Type.Object({ rating: Type.Integer(), comment: Type.String(), updatedAt: Type.String() }),
        Type.Null(),
      ]),
    ),
    /** Only when an admin opens a course that is not published: a preview, nothing can be bought. */
    isDraftPreview: Type.Optional(Type.Boolean()),
    updatedAt: Type.String(),
  }),
]);
export type CourseDetails = Static<typeof CourseDetails>;

export const CourseSort = Type.Union([
  Type.Literal('popular'),
  Type.Literal('rating'),
  Type.Literal('newest'),
  Type.Literal('price_asc'),
  Type.Literal('price_desc'),
  Type.Literal('relevance'),
]);
export type CourseSort = Static<typeof CourseSort>;

const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });

export const CourseListQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    category: Type.Optional(Slug),
    level: Type.Optional(Level),
    language: Type.Optional(Locale),
    minPrice: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    maxPrice: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    sort: Type.Optional(CourseSort),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type CourseListQuery = Static<typeof CourseListQuery>;

export const CourseDetailsQuery = Type.Object(
  { id: Type.Optional(Id), slug: Type.Optional(Slug) },
  { additionalProperties: false },
);
export type CourseDetailsQuery = Static<typeof CourseDetailsQuery>;

export const CourseListResponse = Envelope(Paged(CourseSummary));
export const CourseDetailsResponse = Envelope(CourseDetails);
export const CategoryListResponse = Envelope(Type.Array(Category));

export const CourseIdBody = Type.Object({ courseId: Id }, { additionalProperties: false });
export type CourseIdBody = Static<typeof CourseIdBody>;

export const WishToggleResponse = Envelope(Type.Object({ wishlisted: Type.Boolean() }));
export const CartToggleResponse = Envelope(Type.Object({ inCart: Type.Boolean() }));
export const WishListResponse = Envelope(Paged(CourseSummary));

export const CartQuery = Type.Object(
  { currency: Type.Optional(CurrencyCode) },
  { additionalProperties: false },
);
export const Cart = Type.Object({
  items: Type.Array(Type.Composite([CourseSummary, Type.Object({ convertedPrice: Type.Integer() })])),
  currency: CurrencyCode,
  subtotal: Type.Integer(),
  total: Type.Integer(),
});
export type Cart = Static<typeof Cart>;
export const CartResponse = Envelope(Cart);

export const ReviewBody = Type.Object(
  {
    courseId: Id,
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBody>;
export const ReviewResponse = Envelope(Review);

/** A chapter with its content (preview chapters for anyone; others for the course's buyers). */
export const ChapterContent = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  moduleId: Type.String(),
  title: Type.String(),
  type: Type.Union([Type.Literal('video'), Type.Literal('text')]),
  content: Type.String({ description: 'sanitised HTML' }),
  /** A short-lived signed link (`/api/media/…?expires=…&signature=…`), never a public path. */
  videoUrl: Type.Union([Type.String(), Type.Null()]),
  /** Kept for older clients: the WebVTT captions of a video chapter, signed the same way; null when it has none. */
  captionsUrl: Type.Union([Type.String(), Type.Null()]),
  /** A video chapter's caption tracks, ordered by language (none without a video); `captionsUrl` is the `en` one's, else the first's. */
  captions: Type.Array(CaptionTrack),
  /** A video chapter's streaming form (HLS, poster, duration); null for text chapters and videos not processed. */
  video: Type.Union([ChapterVideo, Type.Null()]),
  durationMinutes: Type.Integer(),
  isPreview: Type.Boolean(),
  position: Type.Integer(),
  /** The chapters before and after this one in the whole course (across modules), or null at the ends. */
  previousChapterId: Type.Union([Type.String(), Type.Null()]),
  nextChapterId: Type.Union([Type.String(), Type.Null()]),
  /** Only for the course's owner: their progress in this chapter. */
  progress: Type.Optional(Type.Object({ completed: Type.Boolean(), positionSeconds: Type.Integer() })),
});
export type ChapterContent = Static<typeof ChapterContent>;
export const ChapterContentResponse = Envelope(ChapterContent);
