import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CoursesTable } from '../../db/schema.js';
import { type CourseFlags, flagSelections, summaryColumns } from './course-summary.js';

export function findPublishedCourse(db: Executor, id: string) {
  return db
    .selectFrom('courses')
    .select(['id', 'title', 'priceCents'])
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
}

/** Course summaries by id (order is the caller's): published ones only unless `anyStatus`. */
export function listSummariesByIds(
  db: Executor,
  ids: string[],
  flags: CourseFlags | null,
  anyStatus = false,
) {
  let query = db
    .selectFrom('courses')
    .innerJoin('categories', 'categories.id', 'courses.categoryId')
    .where('courses.id', 'in', ids);
  if (!anyStatus) query = query.where('courses.published', '=', 1);
  return query.select(summaryColumns).select(flagSelections(flags)).execute();
}

/** The stored display figures other modules keep up to date (ratings, learners). */
export async function updateCourseFigures(
  db: Executor,
  courseId: string,
  figures: Pick<Updateable<CoursesTable>, 'ratingCount' | 'ratingSum' | 'ratingAverage' | 'learnersCount'>,
): Promise<void> {
  await db.updateTable('courses').set(figures).where('id', '=', courseId).execute();
}

export function findCourseMeta(db: Executor, slug: string) {
  return db
    .selectFrom('courses')
    .select(['title', 'subtitle', 'descriptionText', 'imageKey'])
    .where('slug', '=', slug)
    .where('published', '=', 1)
    .executeTakeFirst();
}

/** Slugs and update times of every published course, for the sitemap. */
export function listPublishedSlugs(db: Executor) {
  return db
    .selectFrom('courses')
    .select(['slug', 'updatedAt'])
    .where('published', '=', 1)
    .orderBy('slug')
    .execute();
}

/** Title, slug and image of any courses (published or not: a receipt outlives a course's listing). */
export function listCourseLabels(db: Executor, ids: string[]) {
  return db
    .selectFrom('courses')
    .select(['id', 'slug', 'title', 'imageKey'])
    .where('id', 'in', ids)
    .execute();
}

/** Counts new learners into the stored display figure, atomically (concurrent checkouts add up). */
export async function incrementLearnersCount(db: Executor, courseId: string, by: number): Promise<void> {
  await db
    .updateTable('courses')
    .set((eb) => ({ learnersCount: eb('learnersCount', '+', by) }))
    .where('id', '=', courseId)
    .execute();
}

/** A course's assessment settings: pass mark, final attempts allowed and questions drawn. */
export function findAssessmentSettings(db: Executor, courseId: string) {
  return db
    .selectFrom('courses')
    .select(['id', 'title', 'slug', 'published', 'passMark', 'finalAttemptLimit', 'finalQuestionCount'])
    .where('id', '=', courseId)
    .executeTakeFirst();
}

/** How many final questions an attempt draws (null: all of them). */
export async function updateFinalQuestionCount(
  db: Executor,
  courseId: string,
  count: number | null,
): Promise<number> {
  const result = await db
    .updateTable('courses')
    .set({ finalQuestionCount: count })
    .where('id', '=', courseId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
