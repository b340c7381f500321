import type {
  LearningCourse,
  LearningModule,
  ModuleDetails,
  Paged,
  PageOnlyQuery,
  PurchasedCourse,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import {
  chapterOrder,
  findModule,
  listOutline,
  type OutlineModuleRecord,
} from '../courses/chapters.service.js';
import { summariesByIds } from '../courses/courses.service.js';
import { findPurchaseDate, hasPurchased, listOwnedCourses } from '../purchases/purchases.service.js';
import { type ChapterState, courseStanding, statesByChapter } from './course-progress.js';
import * as repo from './learning.repository.js';

/** A course's outline and progress as its learner studies it: owners only. */

export const NOT_BOUGHT = 'You have not bought this course';

function withProgress(module: OutlineModuleRecord, states: Map<string, ChapterState>): LearningModule {
  return {
    id: module.id,
    title: module.title,
    position: module.position,
    chapters: module.chapters.map((chapter) => {
      const state = states.get(chapter.id);
      return {
        ...chapter,
        completed: state?.completed ?? false,
        positionSeconds: state?.positionSeconds ?? 0,
        // Quizzes are the assessments module's: the study module fills them in.
        quiz: null,
      };
    }),
  };
}

/**
 * A purchased course as learning knows it: the outline with each chapter's progress, the course's
 * progress and where to continue. 404 for a course the learner cannot see, 403 unless bought. Quizzes
 * and the final are the assessments module's; the study module adds them.
 */
export async function getCourseProgress(
  ctx: AppContext,
  userId: string,
  courseId: string,
): Promise<Omit<PurchasedCourse, 'finalAssessment'>> {
  const purchasedAt = await findPurchaseDate(ctx.db, userId, courseId);
  // Its owner keeps an unpublished course; to anyone else it does not exist.
  const [course] = await summariesByIds(ctx, [courseId], null, { owned: Boolean(purchasedAt) });
  if (!course) throw notFound('This course does not exist');
  if (!purchasedAt) throw forbidden(NOT_BOUGHT);
  const [outline, rows] = await Promise.all([
    listOutline(ctx.db, { courseId }),
    repo.listProgress(ctx.db, userId, [courseId]),
  ]);
  const states = statesByChapter(rows);
  const order = outline.flatMap((module) => module.chapters.map((chapter) => chapter.id));
  return {
    course,
    modules: outline.map((module) => withProgress(module, states)),
    ...courseStanding(order, states),
    purchasedAt,
  };
}

/** One module of a purchased course with its chapters' progress (quizzes added by the study module). */
export async function getModuleProgress(
  ctx: AppContext,
  userId: string,
  moduleId: string,
): Promise<ModuleDetails> {
  const module = await findModule(ctx.db, moduleId);
  if (!module) throw notFound('This module does not exist');
  if (!(await hasPurchased(ctx.db, userId, module.courseId))) {
    throw module.coursePublished ? forbidden(NOT_BOUGHT) : notFound('This module does not exist');
  }
  const [outline, rows] = await Promise.all([
    listOutline(ctx.db, { moduleId }),
    repo.listProgress(ctx.db, userId, [module.courseId]),
  ]);
  const chapters = outline[0]?.chapters ?? [];
  return {
    ...withProgress({ ...module, chapters }, statesByChapter(rows)),
    courseId: module.courseId,
    courseSlug: module.courseSlug,
  };
}

/**
 * "My learning": the learner's courses, published or not (unpublishing stops sales only), most recent
 * activity first (a course never opened counts from its purchase). A learner owns few courses, so all
 * are ranked and then one page is cut.
 */
export async function listLearningCourses(
  ctx: AppContext,
  userId: string,
  query: PageOnlyQuery,
): Promise<Paged<LearningCourse>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const owned = await listOwnedCourses(ctx.db, userId);
  const ids = owned.map((o) => o.courseId);
  const [summaries, orders, rows] = await Promise.all([
    summariesByIds(ctx, ids, null, { owned: true }),
    chapterOrder(ctx.db, ids),
    ids.length ? repo.listProgress(ctx.db, userId, ids) : Promise.resolve([]),
  ]);
  const purchasedAt = new Map(owned.map((o) => [o.courseId, o.purchasedAt]));
  const rowsByCourse = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = rowsByCourse.get(row.courseId);
    if (list) list.push(row);
    else rowsByCourse.set(row.courseId, [row]);
  }
  const courses = summaries.map((course): LearningCourse => {
    const standing = courseStanding(
      orders.get(course.id) ?? [],
      statesByChapter(rowsByCourse.get(course.id) ?? []),
    );
    return { course, ...standing, purchasedAt: purchasedAt.get(course.id) ?? '' };
  });
  const recency = (c: LearningCourse) => c.lastActivityAt ?? c.purchasedAt;
  courses.sort((a, b) => recency(b).localeCompare(recency(a)) || b.purchasedAt.localeCompare(a.purchasedAt));
  return { items: courses.slice((page - 1) * limit, page * limit), page, limit, total: courses.length };
}
