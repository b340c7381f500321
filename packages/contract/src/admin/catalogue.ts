import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ChapterType, Level } from '../catalogue.js';
import { Envelope, Id, Paged } from '../common.js';
import { CourseReview, CourseReviewStatus } from '../instructor/course-review.js';
import { CourseInstructor } from '../instructor/studio.js';
import { Locale } from '../locales.js';
import { AdminChapterVideo } from '../video.js';
import { adminListQuery } from './common.js';

/**
 * The catalogue as the admin console edits it: categories, courses (drafts included), their modules and
 * chapters. Rich text (course description, chapter content) is sanitised by the server on write, as the
 * learner side stores it. Images are sent as the URL an upload answered; videos and captions as the key
 * of a private upload.
 */

export const adminCatalogueLimits = {
  nameMax: 120,
  titleMax: 200,
  subtitleMax: 300,
  descriptionMax: 100_000,
  listItemMax: 300,
  listItemsMax: 30,
  priceMax: 100_000_000,
  bioMax: 4000,
  urlMax: 500,
  contentMax: 200_000,
  durationMax: 10_000,
} as const;
const L = adminCatalogueLimits;

const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// ---- Categories ---------------------------------------------------------------------------------

export const AdminCategory = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  position: Type.Integer(),
  /** Courses in it, drafts included (a category in use cannot be deleted). */
  courseCount: Type.Integer(),
  createdAt: Type.String(),
});
export type AdminCategory = Static<typeof AdminCategory>;

const categoryFields = {
  name: Type.String({ minLength: 1, maxLength: L.nameMax }),
  /** Made from the name when absent; unique (409 when taken). */
  slug: Slug,
  position: Type.Integer({ minimum: 0, maximum: 100_000 }),
};
export const CategoryCreateBody = Type.Object(
  { name: categoryFields.name, slug: Type.Optional(Slug), position: Type.Optional(categoryFields.position) },
  { additionalProperties: false },
);
export type CategoryCreateBody = Static<typeof CategoryCreateBody>;
export const CategoryUpdateBody = Type.Partial(Type.Object(categoryFields), { additionalProperties: false });
export type CategoryUpdateBody = Static<typeof CategoryUpdateBody>;

export const AdminCategoryListQuery = adminListQuery({
  sort: Type.Optional(Type.Union([Type.Literal('position'), Type.Literal('name'), Type.Literal('courses')])),
});
export type AdminCategoryListQuery = Static<typeof AdminCategoryListQuery>;

export const AdminCategoryResponse = Envelope(AdminCategory);
export const AdminCategoryListResponse = Envelope(Paged(AdminCategory));

// ---- Courses ------------------------------------------------------------------------------------

export const AdminCourseSort = Type.Union([
  Type.Literal('title'),
  Type.Literal('updated'),
  Type.Literal('created'),
  Type.Literal('price'),
  Type.Literal('learners'),
]);
export const AdminCourseListQuery = adminListQuery({
  /** Default: `updated`, newest first. */
  sort: Type.Optional(AdminCourseSort),
  published: Type.Optional(Type.Boolean()),
  categoryId: Type.Optional(Id),
  /** Only courses submitted for review and not yet published or returned. */
  awaitingReview: Type.Optional(Type.Boolean()),
});
export type AdminCourseListQuery = Static<typeof AdminCourseListQuery>;

const CategoryRef = Type.Object({ id: Type.String(), slug: Type.String(), name: Type.String() });

export const AdminCourseListItem = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  imageUrl: Nullable(Type.String()),
  category: CategoryRef,
  level: Level,
  price: Type.Integer({ description: 'US cents' }),
  published: Type.Boolean(),
  learners: Type.Integer(),
  chapterCount: Type.Integer(),
  instructors: Type.Array(CourseInstructor, { description: 'Owner first; empty for a console-made course' }),
  /** `submitted`: awaits an admin; `returned`: back with the instructors; null: not in review. */
  reviewStatus: Nullable(CourseReviewStatus),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminCourseListItem = Static<typeof AdminCourseListItem>;

/** A chapter in the course outline (content is read with `GET chapters/{id}`). */
export const AdminChapterSummary = Type.Object({
  id: Type.String(),
  moduleId: Type.String(),
  title: Type.String(),
  type: ChapterType,
  durationMinutes: Type.Integer(),
  isPreview: Type.Boolean(),
  position: Type.Integer(),
  hasVideo: Type.Boolean(),
  /** Questions in the chapter's quiz (0: no quiz). */
  questionCount: Type.Integer(),
});
export type AdminChapterSummary = Static<typeof AdminChapterSummary>;

export const AdminModule = Type.Object({
  id: Type.String(),
  courseId: Type.String(),
  title: Type.String(),
  position: Type.Integer(),
  chapters: Type.Array(AdminChapterSummary),
});
export type AdminModule = Static<typeof AdminModule>;

export const AdminCourse = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  description: Type.String({ description: 'sanitised HTML' }),
  outcomes: Type.Array(Type.String()),
  requirements: Type.Array(Type.String()),
  price: Type.Integer({ description: 'US cents' }),
  level: Level,
  /** The language the course is taught in (en, es, fr, de). */
  language: Locale,
  categoryId: Type.String(),
  category: CategoryRef,
  imageUrl: Nullable(Type.String()),
  instructor: Type.Object({ name: Type.String(), bio: Type.String() }),
  published: Type.Boolean(),
  passMark: Type.Integer(),
  finalAttempts: Type.Integer(),
  finalQuestionCount: Nullable(Type.Integer()),
  /** Questions in the final pool. */
  finalPoolSize: Type.Integer(),
  durationMinutes: Type.Integer(),
  learners: Type.Integer(),
  /** What publishing still needs, each a sentence such as “Add a cover image” (empty: it can be published). */
  missingForPublish: Type.Array(Type.String()),
  instructors: Type.Array(CourseInstructor, { description: 'Owner first; empty for a console-made course' }),
  /** Its review by an admin; null when never submitted or once published (console-made courses: null). */
  review: Nullable(CourseReview),
  modules: Type.Array(AdminModule),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminCourse = Static<typeof AdminCourse>;

const StringList = Type.Array(Type.String({ minLength: 1, maxLength: L.listItemMax }), {
  maxItems: L.listItemsMax,
});
const courseFields = {
  title: Type.String({ minLength: 1, maxLength: L.titleMax }),
  subtitle: Type.String({ maxLength: L.subtitleMax }),
  description: Type.String({ maxLength: L.descriptionMax, description: 'HTML; sanitised on write' }),
  outcomes: StringList,
  requirements: StringList,
  price: Type.Integer({ minimum: 0, maximum: L.priceMax, description: 'US cents; 0 is a free course' }),
  level: Level,
  /** One of the site's locale codes (ARCHITECTURE §9). */
  language: Locale,
  categoryId: Id,
  /** A URL an upload answered (`/uploads/…`), or null to remove the image. */
  imageUrl: Nullable(Type.String({ minLength: 1, maxLength: L.urlMax })),
  instructor: Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: L.nameMax }),
      bio: Type.String({ maxLength: L.bioMax }),
    },
    { additionalProperties: false },
  ),
  passMark: Type.Integer({ minimum: 1, maximum: 100 }),
  finalAttempts: Type.Integer({ minimum: 1, maximum: 20 }),
  finalQuestionCount: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** POST courses: a draft; `title` and `categoryId` required, the rest optional. */
export const CourseCreateBody = Type.Composite(
  [
    Type.Object({ title: courseFields.title, categoryId: courseFields.categoryId }),
    Type.Partial(
      Type.Object({
        subtitle: courseFields.subtitle,
        description: courseFields.description,
        outcomes: courseFields.outcomes,
        requirements: courseFields.requirements,
        price: courseFields.price,
        level: courseFields.level,
        language: courseFields.language,
        imageUrl: courseFields.imageUrl,
        instructor: courseFields.instructor,
        passMark: courseFields.passMark,
        finalAttempts: courseFields.finalAttempts,
        finalQuestionCount: courseFields.finalQuestionCount,
      }),
    ),
  ],
  { additionalProperties: false },
);
export type CourseCreateBody = Static<typeof CourseCreateBody>;

/**
 * PUT courses/{id}: any subset. `published: true` needs a title, a price (0 is free), an image and at least
 * one chapter, else 422 whose `errors` name each missing field.
 */
export const CourseUpdateBody = Type.Partial(Type.Object({ ...courseFields, published: Type.Boolean() }), {
  additionalProperties: false,
});
export type CourseUpdateBody = Static<typeof CourseUpdateBody>;

/** PUT instructor/courses/{id}: the admin body without `published` (an instructor publishes through review). */
export const StudioCourseUpdateBody = Type.Partial(Type.Object({ ...courseFields }), {
  additionalProperties: false,
});
export type StudioCourseUpdateBody = Static<typeof StudioCourseUpdateBody>;

export const AdminCourseResponse = Envelope(AdminCourse);
export const AdminCourseListResponse = Envelope(Paged(AdminCourseListItem));

// ---- Modules and chapters -----------------------------------------------------------------------

export const ModuleBody = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: L.titleMax }) },
  { additionalProperties: false },
);
export type ModuleBody = Static<typeof ModuleBody>;

export const AdminModuleResponse = Envelope(AdminModule);
export const AdminModuleListResponse = Envelope(Type.Array(AdminModule));

export const AdminChapter = Type.Composite([
  AdminChapterSummary,
  Type.Object({
    courseId: Type.String(),
    content: Type.String({ description: 'sanitised HTML' }),
    /** Key of the private video upload, or null. */
    videoUrl: Nullable(Type.String()),
    /** Key of the private WebVTT captions upload, or null. */
    captionsUrl: Nullable(Type.String()),
    /** A signed link to play the video in the editor (valid two hours), or null. */
    videoLink: Nullable(Type.String()),
    captionsLink: Nullable(Type.String()),
    /** The video's processing into HLS (status, progress, error), or null without a video. */
    video: Nullable(AdminChapterVideo),
  }),
]);
export type AdminChapter = Static<typeof AdminChapter>;

const chapterFields = {
  title: Type.String({ minLength: 1, maxLength: L.titleMax }),
  type: ChapterType,
  content: Type.String({ maxLength: L.contentMax, description: 'HTML; sanitised on write' }),
  /** The key a private video upload answered (or its signed `/api/media/…` link), or null. */
  videoUrl: Nullable(Type.String({ minLength: 1, maxLength: L.urlMax })),
  captionsUrl: Nullable(Type.String({ minLength: 1, maxLength: L.urlMax })),
  isPreview: Type.Boolean(),
  durationMinutes: Type.Integer({ minimum: 0, maximum: L.durationMax }),
};

/** POST modules/{id}/chapters: `title` and `type` required. */
export const ChapterCreateBody = Type.Composite(
  [
    Type.Object({ title: chapterFields.title, type: chapterFields.type }),
    Type.Partial(
      Type.Object({
        content: chapterFields.content,
        videoUrl: chapterFields.videoUrl,
        captionsUrl: chapterFields.captionsUrl,
        isPreview: chapterFields.isPreview,
        durationMinutes: chapterFields.durationMinutes,
      }),
    ),
  ],
  { additionalProperties: false },
);
export type ChapterCreateBody = Static<typeof ChapterCreateBody>;

/** PUT chapters/{id}: any subset; `moduleId` moves the chapter to the end of another module of its course. */
export const ChapterUpdateBody = Type.Partial(Type.Object({ ...chapterFields, moduleId: Id }), {
  additionalProperties: false,
});
export type ChapterUpdateBody = Static<typeof ChapterUpdateBody>;

export const AdminChapterResponse = Envelope(AdminChapter);
export const AdminChapterListResponse = Envelope(Type.Array(AdminChapterSummary));
