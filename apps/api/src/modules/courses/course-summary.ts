import type { CourseSummary } from '@coursewise/contract';
import type { AliasableExpression, ExpressionBuilder, Selection, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import { srcSetOf } from '../../lib/images.js';
import type { StorageDriver } from '../../lib/storage/storage.js';

/**
 * What a course summary is, for every query that lists courses (the catalogue's lists, the cart, the
 * wishlist): its columns, the typed seam through which other modules add a column to such a query,
 * and the mapping to the contract's shape.
 */

/**
 * A column another module computes for the outer query's course (`courses.id` is in scope), built
 * with Kysely's typed builders in the owner's repository and offered by the owner's service.
 */
export type CourseExpression<T> = (eb: ExpressionBuilder<Database, 'courses'>) => AliasableExpression<T>;

/** The owner's query of the learner's course ids for which a flag is true. */
export type FlaggedCourseIds = (
  eb: ExpressionBuilder<Database, 'courses'>,
) => SelectQueryBuilder<Database, keyof Database, { courseId: string }>;

/**
 * "Is this course in the learner's wishlist / cart / purchases?", computed inside the course query;
 * `courseIds` is the query behind it, for reading all of a learner's flags at once (a cached page).
 */
export type CourseFlag = CourseExpression<SqlBool> & { courseIds: FlaggedCourseIds };

/**
 * A flag from its owner's query of the learner's course ids (the wishlist's, the cart's, the
 * purchases'): one uncorrelated subquery, which both engines evaluate once for the whole page.
 */
export function courseIdIn<TB extends keyof Database>(
  courseIds: (
    eb: ExpressionBuilder<Database, 'courses'>,
  ) => SelectQueryBuilder<Database, TB, { courseId: string }>,
): CourseFlag {
  const flag: CourseExpression<SqlBool> = (eb) => eb('courses.id', 'in', courseIds(eb));
  return Object.assign(flag, { courseIds: courseIds as FlaggedCourseIds });
}

export interface CourseFlags {
  isWishlisted: CourseFlag;
  isInCart: CourseFlag;
  isPurchased: CourseFlag;
}

/**
 * A signed-in learner's flags. The wishlist, cart and purchases modules each offer their own flag;
 * app.ts puts them together (as `ctx.learnerFlags`), so the modules that list courses need not import
 * those that own the flags, and the cart and the wishlist need not import each other.
 */
export type LearnerFlags = (userId: string) => CourseFlags;

export const summaryColumns = [
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

/** The three flags as selections, or none when nobody is signed in. */
export function flagSelections(flags: CourseFlags | null) {
  return (eb: ExpressionBuilder<Database, 'courses'>) =>
    flags
      ? [
          flags.isWishlisted(eb).as('isWishlisted'),
          flags.isInCart(eb).as('isInCart'),
          flags.isPurchased(eb).as('isPurchased'),
        ]
      : [];
}

type SummaryRow = Selection<Database, 'courses' | 'categories', (typeof summaryColumns)[number]>;
// SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
type FlagValue = number | boolean | null | undefined;
type FlaggedRow = SummaryRow & { isWishlisted?: FlagValue; isInCart?: FlagValue; isPurchased?: FlagValue };

/** The contract's course summary; flags appear only when the query computed them (a token was sent). */
export function toCourseSummary(row: FlaggedRow, storage: StorageDriver): CourseSummary {
  const summary: CourseSummary = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: row.imageKey ? storage.url(row.imageKey) : null,
    imageSrcSet: srcSetOf(storage, row.imageKey),
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
    level: row.level,
    language: row.language,
    price: row.priceCents,
    currency: 'USD',
    durationMinutes: row.durationMinutes,
    rating: { average: Number(row.ratingAverage), count: row.ratingCount },
    learners: row.learnersCount,
    instructorName: row.instructorName,
  };
  if (row.isWishlisted !== undefined) {
    summary.isWishlisted = Boolean(row.isWishlisted);
    summary.isInCart = Boolean(row.isInCart);
    summary.isPurchased = Boolean(row.isPurchased);
  }
  return summary;
}
