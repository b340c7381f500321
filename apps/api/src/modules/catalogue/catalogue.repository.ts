import {
  type AliasableExpression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { matchesSearch, searchRank } from './course-search.js';

type Db = Kysely<Database> | Transaction<Database>;
type CourseEb = ExpressionBuilder<Database, 'courses' | 'categories'>;

/** Flags computed inside the course query for a signed-in learner (no N+1). */
export type FlagBuilder = (eb: CourseEb) => AliasableExpression<SqlBool>;
export interface CourseFlags {
  isWishlisted: FlagBuilder;
  isInCart: FlagBuilder;
  isPurchased: FlagBuilder;
}

export interface CourseFilter {
  terms: string[];
  categorySlug?: string;
  level?: Database['courses']['level'];
  minPrice?: number;
  maxPrice?: number;
}

export type CourseOrder = 'popular' | 'rating' | 'newest' | 'price_asc' | 'price_desc' | 'relevance';

const summaryColumns = [
  'courses.id',
  'courses.slug',
  'courses.title',
  'courses.subtitle',
  'courses.imageKey',
  'courses.level',
  'courses.language',
  'courses.priceCents',
  'courses.durationMinutes',
  'courses.learnersCount',
  'courses.ratingAverage',
  'courses.ratingCount',
  'courses.instructorName',
  'courses.createdAt',
  'categories.id as categoryId',
  'categories.slug as categorySlug',
  'categories.name as categoryName',
] as const;

function filtered(db: Db, dialect: DialectName, filter: CourseFilter) {
  let query = db
    .selectFrom('courses')
    .innerJoin('categories', 'categories.id', 'courses.categoryId')
    .where('courses.published', '=', 1);
  if (filter.terms.length > 0) query = query.where(matchesSearch(dialect, filter.terms));
  if (filter.categorySlug) query = query.where('categories.slug', '=', filter.categorySlug);
  if (filter.level) query = query.where('courses.level', '=', filter.level);
  if (filter.minPrice !== undefined) query = query.where('courses.priceCents', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where('courses.priceCents', '<=', filter.maxPrice);
  return query;
}

export async function countCourses(db: Db, dialect: DialectName, filter: CourseFilter): Promise<number> {
  const row = await filtered(db, dialect, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of published course summaries, with the learner's flags when given. */
export function listCourses(
  db: Db,
  dialect: DialectName,
  filter: CourseFilter,
  order: CourseOrder,
  page: { limit: number; offset: number },
  flags: CourseFlags | null,
) {
  // The window count gives the total with the page, saving a count query in the common case.
  let query = filtered(db, dialect, filter)
    .select(summaryColumns)
    .select(sql<number>`count(*) over ()`.as('fullCount'))
    .select(flagSelections(flags));
  switch (order) {
    case 'relevance':
      query =
        filter.terms.length > 0
          ? query.orderBy(searchRank(dialect, filter.terms), 'desc')
          : query.orderBy('courses.learnersCount', 'desc');
      break;
    case 'rating':
      query = query.orderBy('courses.ratingAverage', 'desc').orderBy('courses.ratingCount', 'desc');
      break;
    case 'newest':
      query = query.orderBy('courses.createdAt', 'desc');
      break;
    case 'price_asc':
      query = query.orderBy('courses.priceCents', 'asc');
      break;
    case 'price_desc':
      query = query.orderBy('courses.priceCents', 'desc');
      break;
    default:
      query = query.orderBy('courses.learnersCount', 'desc').orderBy('courses.ratingAverage', 'desc');
  }
  // The id makes every order total, so pages never repeat or skip a course.
  return query.orderBy('courses.id').limit(page.limit).offset(page.offset).execute();
}

export type CourseSummaryRow = Awaited<ReturnType<typeof listCourses>>[number];

/** Published course summaries by id (order is the caller's). */
export function listCoursesByIds(db: Db, ids: string[], flags: CourseFlags | null) {
  return db
    .selectFrom('courses')
    .innerJoin('categories', 'categories.id', 'courses.categoryId')
    .where('courses.published', '=', 1)
    .where('courses.id', 'in', ids)
    .select(summaryColumns)
    .select(flagSelections(flags))
    .execute();
}

function flagSelections(flags: CourseFlags | null) {
  return (eb: CourseEb) =>
    flags
      ? [
          flags.isWishlisted(eb).as('isWishlisted'),
          flags.isInCart(eb).as('isInCart'),
          flags.isPurchased(eb).as('isPurchased'),
        ]
      : [];
}

/** A published course with its category, details, rating breakdown and flags, in one query. */
export function findCourseDetails(
  db: Db,
  by: { id?: string; slug?: string },
  flags: CourseFlags | null,
  reviews: RawBuilder<unknown>,
  ownReview: RawBuilder<unknown> | null,
) {
  let query = db
    .selectFrom('courses')
    .innerJoin('categories', 'categories.id', 'courses.categoryId')
    .where('courses.published', '=', 1)
    .select(summaryColumns)
    .select([
      'courses.description',
      'courses.outcomes',
      'courses.requirements',
      'courses.instructorBio',
      'courses.instructorAvatarKey',
      'courses.updatedAt',
    ])
    .select((eb) =>
      ([1, 2, 3, 4, 5] as const).map((stars) =>
        eb
          .selectFrom('reviews')
          .select((r) => r.fn.countAll<number>().as('n'))
          .whereRef('reviews.courseId', '=', 'courses.id')
          .where('reviews.hidden', '=', 0)
          .where('reviews.rating', '=', stars)
          .as(`stars${stars}`),
      ),
    )
    .select(reviews.as('reviews'))
    .select((ownReview ?? sql<unknown>`null`).as('ownReview'))
    .select(flagSelections(flags));
  query = by.id ? query.where('courses.id', '=', by.id) : query.where('courses.slug', '=', by.slug ?? '');
  return query.executeTakeFirst();
}

/** Every module and chapter of a course, in order, in one query. */
export function listOutline(db: Db, courseId: string) {
  return db
    .selectFrom('courseModules')
    .leftJoin('chapters', 'chapters.moduleId', 'courseModules.id')
    .where('courseModules.courseId', '=', courseId)
    .select([
      'courseModules.id as moduleId',
      'courseModules.title as moduleTitle',
      'courseModules.position as modulePosition',
      'chapters.id as chapterId',
      'chapters.title as chapterTitle',
      'chapters.type as chapterType',
      'chapters.durationMinutes',
      'chapters.isPreview',
    ])
    .orderBy('courseModules.position')
    .orderBy('chapters.position')
    .execute();
}

export function listCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(['categories.id', 'categories.slug', 'categories.name'])
    .select((eb) =>
      eb
        .selectFrom('courses')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('courses.categoryId', '=', 'categories.id')
        .where('courses.published', '=', 1)
        .as('courseCount'),
    )
    .orderBy('categories.position')
    .orderBy('categories.name')
    .execute();
}

export async function findPublishedCourseId(
  db: Db,
  id: string,
): Promise<{ id: string; priceCents: number } | undefined> {
  return db
    .selectFrom('courses')
    .select(['id', 'priceCents'])
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
}

export async function setRatingSummary(
  db: Db,
  courseId: string,
  summary: { count: number; sum: number },
): Promise<void> {
  await db
    .updateTable('courses')
    .set({
      ratingCount: summary.count,
      ratingSum: summary.sum,
      ratingAverage: summary.count ? Math.round((summary.sum / summary.count) * 100) / 100 : 0,
    })
    .where('id', '=', courseId)
    .execute();
}

/** Slugs and update times of every published course, for the sitemap. */
export function listPublishedSlugs(db: Db) {
  return db
    .selectFrom('courses')
    .select(['slug', 'updatedAt'])
    .where('published', '=', 1)
    .orderBy('slug')
    .execute();
}

export function findCourseMeta(db: Db, slug: string) {
  return db
    .selectFrom('courses')
    .select(['title', 'subtitle', 'descriptionText', 'imageKey'])
    .where('slug', '=', slug)
    .where('published', '=', 1)
    .executeTakeFirst();
}

/** A chapter of a published course, with its content. */
export function findChapter(db: Db, chapterId: string) {
  return db
    .selectFrom('chapters')
    .innerJoin('courses', 'courses.id', 'chapters.courseId')
    .where('chapters.id', '=', chapterId)
    .where('courses.published', '=', 1)
    .select([
      'chapters.id',
      'chapters.courseId',
      'chapters.moduleId',
      'chapters.title',
      'chapters.type',
      'chapters.content',
      'chapters.videoKey',
      'chapters.durationMinutes',
      'chapters.isPreview',
      'chapters.position',
    ])
    .executeTakeFirst();
}
