import type { RawBuilder } from 'kysely';
import { sql } from 'kysely';
import { type CourseFlags, type Db, flagSelections, summaryColumns } from './catalogue.repository.js';

/** The SQL of single-course pages: the course page, its outline, chapters, and link previews. */

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

/** The learner's flags for the given courses, in one query (for pages served from the cache). */
