import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CoursesTable } from '../../db/schema.js';
import { containsText, type ListWindow, pageOf } from '../../lib/admin-list.js';

/** The SQL of courses as the admin console edits them: drafts included. */

export interface AdminCourseFilter {
  search?: string;
  published?: boolean;
  categoryId?: string;
  /** Only these courses (an instructor's, in the studio). */
  ids?: readonly string[];
  /** Not these courses (those awaiting review, when the console asks for the others). */
  excludeIds?: readonly string[];
}

function filtered(db: Executor, filter: AdminCourseFilter) {
  let query = db.selectFrom('courses').innerJoin('categories', 'categories.id', 'courses.categoryId');
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([containsText('courses.title', search), containsText('courses.slug', search)]),
    );
  }
  if (filter.published !== undefined) query = query.where('courses.published', '=', filter.published ? 1 : 0);
  if (filter.categoryId) query = query.where('courses.categoryId', '=', filter.categoryId);
  if (filter.ids) query = query.where('courses.id', 'in', filter.ids.length > 0 ? filter.ids : ['']);
  if (filter.excludeIds?.length) query = query.where('courses.id', 'not in', filter.excludeIds);
  return query;
}

/** The columns the console's course list sorts by. */
export type AdminCourseSortColumn =
  | 'courses.updatedAt'
  | 'courses.title'
  | 'courses.createdAt'
  | 'courses.priceCents'
  | 'courses.learnersCount';

/** A page of the courses matching the filter, drafts included, with their category, and their count. */
export function listCourses(
  db: Executor,
  filter: AdminCourseFilter,
  window: ListWindow<AdminCourseSortColumn>,
) {
  const { column, order } = window.sort;
  return pageOf(
    filtered(db, filter),
    (query) =>
      query
        .select([
          'courses.id',
          'courses.slug',
          'courses.title',
          'courses.imageKey',
          'courses.level',
          'courses.priceCents',
          'courses.published',
          'courses.learnersCount',
          'courses.createdAt',
          'courses.updatedAt',
          'categories.id as categoryId',
          'categories.slug as categorySlug',
          'categories.name as categoryName',
        ])
        .select((eb) =>
          eb
            .selectFrom('chapters')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('chapters.courseId', '=', 'courses.id')
            .as('chapterCount'),
        )
        .orderBy(column, order)
        .orderBy('courses.id'),
    window,
  );
}

/** Every column the console edits, with the category's name. */
export function findCourse(db: Executor, id: string) {
  return db
    .selectFrom('courses')
    .innerJoin('categories', 'categories.id', 'courses.categoryId')
    .select([
      'courses.id',
      'courses.slug',
      'courses.title',
      'courses.subtitle',
      'courses.description',
      'courses.outcomes',
      'courses.requirements',
      'courses.priceCents',
      'courses.level',
      'courses.language',
      'courses.categoryId',
      'courses.imageKey',
      'courses.instructorName',
      'courses.instructorBio',
      'courses.published',
      'courses.passMark',
      'courses.finalAttemptLimit',
      'courses.finalQuestionCount',
      'courses.durationMinutes',
      'courses.learnersCount',
      'courses.createdAt',
      'courses.updatedAt',
      'categories.slug as categorySlug',
      'categories.name as categoryName',
    ])
    .where('courses.id', '=', id)
    .executeTakeFirst();
}

export async function categoryExists(db: Executor, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** Slugs equal to `base` or `base-<something>`: the candidates a new slug must avoid. */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('courses')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

export async function insertCourse(db: Executor, row: Insertable<CoursesTable>): Promise<void> {
  await db.insertInto('courses').values(row).execute();
}

export async function updateCourse(
  db: Executor,
  id: string,
  changes: Updateable<CoursesTable>,
): Promise<void> {
  await db.updateTable('courses').set(changes).where('id', '=', id).execute();
}

/** Deletes the course; its modules, chapters, questions, progress and attempts go by cascade. */
export async function deleteCourse(db: Executor, id: string): Promise<number> {
  const result = await db.deleteFrom('courses').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
