import type { CourseSummary } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { srcSetOf } from '../../lib/images.js';
import { toCourseSummary } from './course-summary.js';
import * as repo from './courses.repository.js';

/**
 * The core of the course area that other modules build on: looking a course up, listing summaries of
 * given courses, and the stored figures (rating summary, learners) that other modules' writes keep
 * current. Lookups and writes take the executor first, so they run inside a caller's transaction.
 */

export interface PublishedCourse {
  id: string;
  title: string;
  priceCents: number;
}

/** A published course by id, or undefined (unpublished courses cannot be bought, wished or reviewed). */
export async function findPublishedCourse(db: Executor, id: string): Promise<PublishedCourse | undefined> {
  const row = await repo.findPublishedCourse(db, id);
  return row && { id: row.id, title: row.title, priceCents: row.priceCents };
}

/** Stores a course's rating summary (count, sum and the average rounded to two places). */
export async function setRatingSummary(
  db: Executor,
  courseId: string,
  summary: { count: number; sum: number },
): Promise<void> {
  await repo.updateCourseFigures(db, courseId, {
    ratingCount: summary.count,
    ratingSum: summary.sum,
    ratingAverage: summary.count ? Math.round((summary.sum / summary.count) * 100) / 100 : 0,
  });
}

/** Stores the course's display count of learners. */
export async function setLearnersCount(db: Executor, courseId: string, learnersCount: number): Promise<void> {
  await repo.updateCourseFigures(db, courseId, { learnersCount });
}

/** Adds newly enrolled learners to the course's display count (in the caller's transaction). */
export async function addLearners(db: Executor, courseId: string, count: number): Promise<void> {
  if (count > 0) await repo.incrementLearnersCount(db, courseId, count);
}

export interface CourseLabel {
  id: string;
  slug: string;
  title: string;
  imageUrl: string | null;
  imageSrcSet: string | null;
}

/** The titles of the given courses, published or not, by id (admin lists that show no cover). */
export async function courseTitlesByIds(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.listCourseLabels(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** How receipts and purchase lists name courses, published or not, by id. */
export async function courseLabelsByIds(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  ids: string[],
): Promise<Map<string, CourseLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.listCourseLabels(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        title: row.title,
        imageUrl: row.imageKey ? ctx.storage.url(row.imageKey) : null,
        imageSrcSet: srcSetOf(ctx.storage, row.imageKey),
      },
    ]),
  );
}

/**
 * Summaries of the given published courses, in the given order, with the learner's flags when signed in.
 * `owned`: the ids are courses the learner bought, so unpublished ones count too (unpublishing stops
 * sales only: owners keep their courses).
 */
export async function summariesByIds(
  ctx: AppContext,
  ids: string[],
  userId: string | null,
  options: { owned?: boolean } = {},
): Promise<CourseSummary[]> {
  if (ids.length === 0) return [];
  const flags = userId ? ctx.learnerFlags(userId) : null;
  const rows = await repo.listSummariesByIds(ctx.db, ids, flags, options.owned === true);
  const byId = new Map(rows.map((row) => [row.id, toCourseSummary(row, ctx.storage)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Title, plain-text description and image of a published course page, or null; for link previews. */
export async function findCourseMeta(ctx: AppContext, slug: string) {
  const row = await repo.findCourseMeta(ctx.db, slug);
  return row
    ? {
        title: row.title,
        description: row.subtitle || row.descriptionText.slice(0, 200),
        imageUrl: row.imageKey ? ctx.storage.url(row.imageKey) : null,
      }
    : null;
}

/** Slugs and update times of every published course. */
export async function listPublishedSlugs(ctx: AppContext): Promise<{ slug: string; updatedAt: string }[]> {
  return repo.listPublishedSlugs(ctx.db);
}

export interface AssessmentSettings {
  courseId: string;
  title: string;
  slug: string;
  published: boolean;
  /** Percentage needed to pass a chapter quiz or the final assessment. */
  passMark: number;
  finalAttemptLimit: number;
  /** Final questions drawn per attempt; null: every final question. */
  finalQuestionCount: number | null;
}

/** A course's assessment settings (published or not), or undefined: the assessments module's rules read these. */
export async function findAssessmentSettings(
  db: Executor,
  courseId: string,
): Promise<AssessmentSettings | undefined> {
  const row = await repo.findAssessmentSettings(db, courseId);
  return (
    row && {
      courseId: row.id,
      title: row.title,
      slug: row.slug,
      published: row.published === 1,
      passMark: row.passMark,
      finalAttemptLimit: row.finalAttemptLimit,
      finalQuestionCount: row.finalQuestionCount,
    }
  );
}

/** Sets how many final questions each attempt draws from the course's pool (null: all); false when no such course. */
export async function setFinalQuestionCount(
  db: Executor,
  courseId: string,
  count: number | null,
): Promise<boolean> {
  return (await repo.updateFinalQuestionCount(db, courseId, count)) > 0;
}
