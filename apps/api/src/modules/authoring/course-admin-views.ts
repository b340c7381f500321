import type { AdminCourse, AdminCourseListItem, AdminCourseListQuery, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { notFound } from '../../lib/app-error.js';
import { finalPoolSize } from '../assessments/questions.service.js';
import * as records from '../courses/course-records.service.js';
import { instructorsOfCourses } from './course-instructors.service.js';
import { coursesAwaitingReview, reviewsOfCourses } from './course-review.service.js';
import { COURSE_MISSING } from './module-admin.service.js';
import { adminModules } from './outline-views.js';
import { publishProblems } from './publish-rules.js';

/** Courses as the admin console reads them: the list (drafts included) and one course in full. */

export type CourseReadContext = Pick<AppContext, 'storage'>;

/** A page of courses: search on title and slug, filter by published, category and review, sort (default: last updated). */
export async function listAdminCourses(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  query: AdminCourseListQuery,
  onlyIds?: readonly string[],
): Promise<Paged<AdminCourseListItem>> {
  const window = listWindow(query, records.courseSortColumns, query.sort === 'title' ? 'asc' : 'desc');
  const awaiting = query.awaitingReview === undefined ? undefined : await coursesAwaitingReview(db);
  const ids =
    query.awaitingReview && awaiting ? (onlyIds ?? awaiting).filter((id) => awaiting.includes(id)) : onlyIds;
  const filter = {
    search: query.search?.trim() || undefined,
    published: query.published,
    categoryId: query.categoryId,
    ...(ids ? { ids } : {}),
    ...(query.awaitingReview === false && awaiting ? { excludeIds: awaiting } : {}),
  };
  const { rows, total } = await records.listCourses(db, filter, window);
  const [instructors, reviews] = await Promise.all([
    instructorsOfCourses(
      db,
      rows.map((row) => row.id),
    ),
    reviewsOfCourses(
      db,
      rows.map((row) => ({ id: row.id, published: row.published === 1 })),
    ),
  ]);
  const items = rows.map(
    (row): AdminCourseListItem => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      imageUrl: row.imageKey ? ctx.storage.url(row.imageKey) : null,
      category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
      level: row.level,
      price: row.priceCents,
      published: row.published === 1,
      learners: row.learnersCount,
      chapterCount: Number(row.chapterCount ?? 0),
      instructors: instructors.get(row.id) ?? [],
      reviewStatus: reviews.get(row.id)?.status ?? null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  );
  return pagedOf(window, items, total);
}

/** A course with every field, its modules and chapters, and what publishing still needs; 404 when unknown. */
export async function getAdminCourse(db: Executor, ctx: CourseReadContext, id: string): Promise<AdminCourse> {
  const row = await records.findCourse(db, id);
  if (!row) throw notFound(COURSE_MISSING);
  const [modules, poolSize, missing, instructors, reviews] = await Promise.all([
    adminModules(db, id),
    finalPoolSize(db, id),
    publishProblems(db, id, row),
    instructorsOfCourses(db, [id]),
    reviewsOfCourses(db, [{ id, published: row.published === 1 }]),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    outcomes: JSON.parse(row.outcomes) as string[],
    requirements: JSON.parse(row.requirements) as string[],
    price: row.priceCents,
    level: row.level,
    language: row.language,
    categoryId: row.categoryId,
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
    imageUrl: row.imageKey ? ctx.storage.url(row.imageKey) : null,
    instructor: { name: row.instructorName, bio: row.instructorBio },
    published: row.published === 1,
    passMark: row.passMark,
    finalAttempts: row.finalAttemptLimit,
    finalQuestionCount: row.finalQuestionCount,
    finalPoolSize: poolSize,
    durationMinutes: row.durationMinutes,
    learners: row.learnersCount,
    missingForPublish: missing.map((m) => m.message),
    instructors: instructors.get(id) ?? [],
    review: reviews.get(id) ?? null,
    modules,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
