import type { CourseDetails, CourseListQuery, CourseSummary, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { addLearnerFlags, getCourseDetails, listCourses, withoutFlags } from './catalogue.service.js';

/**
 * The caching policy of the public catalogue answers (course/list and course/details): which answers
 * are cached and under which key, and how a signed-in learner is served from them. The cache itself is
 * `ctx.catalogueCache`; every write that changes what it shows calls its `invalidate()`.
 */

/** Either JSON already serialised by the route (a cached public answer), or data to serialise. */
export type Answer<T> = { body: string } | { data: T };

/** The route's own serialiser for `{ data }`, so a cached body is exactly what the route would send. */
export type Serialize<T> = (data: T) => string;

/**
 * A page of courses. Anonymous: the cached body. Signed in: the cached public page plus the learner's
 * flags (one small query), else the full query, whose flag-free form then fills the cache.
 */
export async function courseListAnswer(
  ctx: AppContext,
  query: CourseListQuery,
  userId: string | null,
  serialize: Serialize<Paged<CourseSummary>>,
): Promise<Answer<Paged<CourseSummary>>> {
  const key = `list:${JSON.stringify(query)}`;
  const cached = ctx.catalogueCache.get(key);
  if (userId) {
    if (cached?.page) return { data: await addLearnerFlags(ctx, cached.page, userId) };
    const data = await listCourses(ctx, query, userId);
    const page = withoutFlags(data);
    ctx.catalogueCache.set(key, { body: serialize(page), page });
    return { data };
  }
  if (cached) return { body: cached.body };
  const page = await listCourses(ctx, query, null);
  const body = serialize(page);
  ctx.catalogueCache.set(key, { body, page });
  return { body };
}

/** A course page: cached for anonymous visitors; a learner's page (flags, own review) is never cached. */
export async function courseDetailsAnswer(
  ctx: AppContext,
  by: { id?: string; slug?: string },
  userId: string | null,
  serialize: Serialize<CourseDetails>,
): Promise<Answer<CourseDetails>> {
  if (userId) return { data: await getCourseDetails(ctx, by, userId) };
  const key = `details:${by.id ?? ''}:${by.slug ?? ''}`;
  const cached = ctx.catalogueCache.get(key);
  if (cached) return { body: cached.body };
  const body = serialize(await getCourseDetails(ctx, by, null));
  ctx.catalogueCache.set(key, { body });
  return { body };
}
