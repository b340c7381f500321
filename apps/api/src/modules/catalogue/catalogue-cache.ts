import type { CourseDetails, CourseListQuery, CourseSummary, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Answer, Serialize } from '../../lib/serialised-answer.js';
import { getCourseDetails, getViewerCourseDetails, listCourses, withoutFlags } from './catalogue.service.js';
import { flagsOfLearner, viewerOfCourse, withoutViewer } from './course-viewer.js';
import { detailsTemplate, fillDetails, fillList, listTemplate } from './viewer-template.js';

/**
 * The caching policy of the public catalogue answers (course/list and course/details): which answers
 * are cached and under which key, and how a signed-in learner is served from them. The cache itself is
 * `ctx.catalogueCache`; every write that changes what it shows calls its `invalidate()`.
 */

/**
 * A page of courses. Anonymous: the cached body. Signed in: the cached page's bytes with the learner's
 * flags put in (one small query), else the full query, whose flag-free form then fills the cache.
 */
export async function courseListAnswer(
  ctx: AppContext,
  query: CourseListQuery,
  userId: string | null,
  serialize: Serialize<Paged<CourseSummary>>,
): Promise<Answer<Paged<CourseSummary>>> {
  const key = `list:${JSON.stringify(query)}`;
  const cached = ctx.catalogueCache.get(key);
  // Read before the query: an answer that an invalidation overtook is not stored.
  const since = ctx.catalogueCache.generation;
  if (userId) {
    if (cached?.listTemplate) {
      const flagsOf = await flagsOfLearner(ctx, userId);
      return { body: fillList(cached.listTemplate, flagsOf) };
    }
    const data = await listCourses(ctx, query, userId);
    const page = withoutFlags(data);
    ctx.catalogueCache.set(
      key,
      { body: serialize(page), page, listTemplate: listTemplate(page, serialize) },
      since,
    );
    return { data };
  }
  if (cached) return { body: cached.body };
  const page = await listCourses(ctx, query, null);
  const body = serialize(page);
  ctx.catalogueCache.set(key, { body, page, listTemplate: listTemplate(page, serialize) }, since);
  return { body };
}

/**
 * A course page. Anonymous: the cached body. Signed in: the cached page's bytes with the learner's
 * flags and own review put in (one small query, never cached), else the full query, whose public form
 * then fills the cache.
 */
export async function courseDetailsAnswer(
  ctx: AppContext,
  by: { id?: string; slug?: string },
  userId: string | null,
  serialize: Serialize<CourseDetails>,
): Promise<Answer<CourseDetails>> {
  const key = `details:${by.id ?? ''}:${by.slug ?? ''}`;
  const cached = ctx.catalogueCache.get(key);
  const since = ctx.catalogueCache.generation;
  if (userId) {
    if (cached?.detailsTemplate) {
      const { flags, myReview } = await viewerOfCourse(ctx, cached.detailsTemplate.courseId, userId);
      return { body: fillDetails(cached.detailsTemplate, flags, myReview) };
    }
    const { details: data, published } = await getViewerCourseDetails(ctx, by, userId);
    // An unpublished course's page is its owners' only: never cached for the public.
    if (!published) return { data };
    const details = withoutViewer(data);
    ctx.catalogueCache.set(
      key,
      {
        body: serialize(details),
        detailsTemplate: detailsTemplate(details, serialize),
      },
      since,
    );
    return { data };
  }
  if (cached) return { body: cached.body };
  const details = await getCourseDetails(ctx, by, null);
  const body = serialize(details);
  ctx.catalogueCache.set(key, { body, detailsTemplate: detailsTemplate(details, serialize) }, since);
  return { body };
}
