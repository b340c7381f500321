import type { Executor } from '../../db/executor.js';
import {
  type CourseExpression,
  type CourseFlags,
  flagSelections,
  summaryColumns,
} from '../courses/course-summary.js';

/** The SQL of single-course pages: the course page, its outline and chapters. */

/** Columns other modules compute for the course page (reviews' and instructors', through their services). */
export interface CoursePageColumns<Reviews, Breakdown, OwnReview> {
  reviews: CourseExpression<Reviews>;
  ratingBreakdown: CourseExpression<Breakdown>;
  /** Only for a signed-in learner. */
  ownReview: CourseExpression<OwnReview> | null;
  /** The owner's public profile (the instructors module's), null for a console-made course. */
  profileSlug: CourseExpression<string | null>;
}

/**
 * A published course with its category, details, the given columns and flags, in one query; with
 * `orOwned`, also an unpublished one the signed-in learner bought (their flags say so); with `any`, any
 * course (an admin's preview of a draft).
 */
export function findCourseDetails<Reviews, Breakdown, OwnReview>(
  db: Executor,
  by: { id?: string; slug?: string },
  flags: CourseFlags | null,
  columns: CoursePageColumns<Reviews, Breakdown, OwnReview>,
  orOwned: boolean | 'any' = false,
) {
  const ownReview: CourseExpression<OwnReview | null> = columns.ownReview ?? ((eb) => eb.lit(null));
  let query = db
    .selectFrom('courses')
    .innerJoin('categories', 'categories.id', 'courses.categoryId')
    .where((eb) =>
      orOwned === 'any'
        ? eb.lit(true)
        : flags && orOwned
          ? eb.or([eb('courses.published', '=', 1), flags.isPurchased(eb)])
          : eb('courses.published', '=', 1),
    )
    .select(summaryColumns)
    .select([
      'courses.published',
      'courses.description',
      'courses.outcomes',
      'courses.requirements',
      'courses.instructorBio',
      'courses.instructorAvatarKey',
      'courses.updatedAt',
    ])
    .select((eb) => [
      columns.reviews(eb).as('reviews'),
      columns.ratingBreakdown(eb).as('ratingBreakdown'),
      ownReview(eb).as('ownReview'),
      columns.profileSlug(eb).as('profileSlug'),
    ])
    .select(flagSelections(flags));
  query = by.id ? query.where('courses.id', '=', by.id) : query.where('courses.slug', '=', by.slug ?? '');
  return query.executeTakeFirst();
}
