import type { Category, CourseDetails, CourseListQuery, CourseSummary, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { srcSetOf } from '../../lib/images.js';
import { isAdmin } from '../account/account.service.js';
import { listOutline } from '../courses/chapters.service.js';
import { type CourseFlags, toCourseSummary } from '../courses/course-summary.js';
import { ownerProfileSlugColumn } from '../instructors/instructor-profiles.service.js';
import {
  latestReviewsColumn,
  ownReviewColumn,
  ratingBreakdownColumn,
  readLatestReviews,
  readOwnReview,
  readRatingBreakdown,
} from '../reviews/reviews.service.js';
import { parseList } from './catalogue.mapper.js';
import * as repo from './catalogue.repository.js';
import * as pages from './course-page.repository.js';
import { searchTerms } from './course-search.js';

/** The wishlist's, cart's and purchases' own flags, computed inside the course query (see app.ts). */
const flagsFor = (ctx: AppContext, userId: string | null): CourseFlags | null =>
  userId ? ctx.learnerFlags(userId) : null;

/** Published courses matching the query: one query with the total and the flags (two past the last page). */
export async function listCourses(
  ctx: AppContext,
  query: CourseListQuery,
  userId: string | null,
): Promise<Paged<CourseSummary>> {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest('minPrice must not be above maxPrice', [
      { path: 'minPrice', message: 'must not be above maxPrice' },
    ]);
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const filter: repo.CourseFilter = {
    terms: searchTerms(query.search),
    categorySlug: query.category,
    level: query.level,
    language: query.language,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
  };
  const order = query.sort ?? (filter.terms.length > 0 ? 'relevance' : 'popular');
  const rows = await repo.listCourses(
    ctx.db,
    ctx.dialect,
    filter,
    order,
    { limit, offset: (page - 1) * limit },
    flagsFor(ctx, userId),
  );
  // Past the last page there is no row to carry the window count, so only then count separately.
  const total = rows[0]
    ? Number(rows[0].fullCount)
    : page > 1
      ? await repo.countCourses(ctx.db, ctx.dialect, filter)
      : 0;
  return { items: rows.map((row) => toCourseSummary(row, ctx.storage)), page, limit, total };
}

/** The public form of a page: the same courses without anyone's flags. */
export function withoutFlags(page: Paged<CourseSummary>): Paged<CourseSummary> {
  return { ...page, items: page.items.map(({ isWishlisted, isInCart, isPurchased, ...course }) => course) };
}

/** A published course page: the course with its flags and latest reviews, then its outline (two queries). */
export async function getCourseDetails(
  ctx: AppContext,
  by: { id?: string; slug?: string },
  userId: string | null,
): Promise<CourseDetails> {
  return (await findCoursePage(ctx, by, userId, false)).details;
}

/**
 * The course page for a signed-in learner: a published course, or an unpublished one they bought (its
 * owners keep it: the player reads its page). `published` says whether the page may be cached.
 */
export async function getViewerCourseDetails(
  ctx: AppContext,
  by: { id?: string; slug?: string },
  userId: string,
): Promise<{ details: CourseDetails; published: boolean }> {
  return findCoursePage(ctx, by, userId, true);
}

async function findCoursePage(
  ctx: AppContext,
  by: { id?: string; slug?: string },
  userId: string | null,
  orOwned: boolean,
): Promise<{ details: CourseDetails; published: boolean }> {
  if (!by.id && !by.slug)
    throw badRequest('Give the course id or slug', [{ path: 'id', message: 'is required' }]);
  const columns = {
    reviews: latestReviewsColumn(ctx.dialect, 10),
    ratingBreakdown: ratingBreakdownColumn(ctx.dialect),
    ownReview: userId ? ownReviewColumn(ctx.dialect, userId) : null,
    profileSlug: ownerProfileSlugColumn(ctx.db),
  };
  let row = await pages.findCourseDetails(ctx.db, by, flagsFor(ctx, userId), columns, orOwned);
  // An admin previews a draft as a learner would see it (its answer is never cached: it is unpublished).
  let isDraftPreview = false;
  if (!row && orOwned && userId && (await isAdmin(ctx.db, userId))) {
    row = await pages.findCourseDetails(ctx.db, by, flagsFor(ctx, userId), columns, 'any');
    isDraftPreview = row !== undefined;
  }
  if (!row) throw notFound('This course does not exist');
  // The outline is the courses module's (one query), as the learner's player reads it.
  const modules: CourseDetails['modules'] = (await listOutline(ctx.db, { courseId: row.id })).map(
    (module) => ({
      id: module.id,
      title: module.title,
      position: module.position,
      chapters: module.chapters.map(({ id, title, type, durationMinutes, isPreview }) => ({
        id,
        title,
        type,
        durationMinutes,
        isPreview,
      })),
    }),
  );
  const details: CourseDetails = {
    ...toCourseSummary(row, ctx.storage),
    description: row.description,
    outcomes: parseList(row.outcomes),
    requirements: parseList(row.requirements),
    instructor: {
      name: row.instructorName,
      bio: row.instructorBio,
      avatarUrl: row.instructorAvatarKey ? ctx.storage.url(row.instructorAvatarKey) : null,
      avatarSrcSet: srcSetOf(ctx.storage, row.instructorAvatarKey),
      ...(row.profileSlug ? { slug: row.profileSlug } : {}),
    },
    modules,
    ratingBreakdown: readRatingBreakdown(row.ratingBreakdown),
    reviews: readLatestReviews(ctx.storage, row.reviews),
    ...(userId ? { myReview: readOwnReview(row.ownReview) } : {}),
    ...(isDraftPreview ? { isDraftPreview: true } : {}),
    updatedAt: row.updatedAt,
  };
  return { details, published: row.published === 1 };
}

export async function listCategories(ctx: AppContext): Promise<Category[]> {
  const rows = await repo.listCategories(ctx.db);
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, courseCount: Number(r.courseCount ?? 0) }));
}
