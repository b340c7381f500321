import {
  type Category,
  type CourseDetails,
  type CourseListQuery,
  type CourseSummary,
  DEFAULT_LOCALE,
  type Locale,
  type Paged,
} from '@coursewise/contract';
import {
  COURSE_CARD_IMAGE_SIZES,
  COURSE_COVER_IMAGE_SIZES,
  type InitialData,
  type InitialQuery,
} from '@coursewise/contract/first-paint';
import { categoryKeys, cmsKeys, courseKeys, testimonialKeys } from '@coursewise/contract/query-keys';
import type { AppContext } from '../../app-context.js';
import { getCourseDetails, listCategories, listCourses } from '../catalogue/catalogue.service.js';
import { getPage, listTestimonials } from '../content/content.service.js';
import { getSettings } from '../settings/settings.service.js';
import type { ImagePreload } from './page-head.js';

/**
 * The data a page's first screen fetches, answered by the server inside the page (see
 * docs/decisions.md, "First paint"): each query under the exact key the web app uses
 * (`@coursewise/contract/query-keys`) with the API's anonymous answer,
 * the site settings, and the picture to preload.
 */
export interface FirstPaint {
  data: InitialData;
  preloadImage?: ImagePreload;
}

/** The home page's course rows: `CourseSection` asks for 8 courses in each order. */
const HOME_ROW = 8;

/** The home page: its CMS blocks, both course rows, categories and testimonials. */
export async function homeFirstPaint(ctx: AppContext, locale: Locale = DEFAULT_LOCALE): Promise<FirstPaint> {
  const popular: CourseListQuery = { sort: 'popular', limit: HOME_ROW };
  const topRated: CourseListQuery = { sort: 'rating', limit: HOME_ROW };
  const [home, popularPage, categories, topRatedPage, testimonials, settings] = await Promise.all([
    optional(getPage(ctx, 'home', locale)),
    optional(publicCourseList(ctx, popular)),
    optional(publicCategories(ctx)),
    optional(publicCourseList(ctx, topRated)),
    optional(listTestimonials(ctx)),
    optional(getSettings(ctx)),
  ]);
  return {
    data: withSettings(settings, [
      query(cmsKeys.page('home'), home),
      query(courseKeys.list(popular), popularPage),
      query(categoryKeys.all, categories),
      query(courseKeys.list(topRated), topRatedPage),
      query(testimonialKeys.all, testimonials),
    ]),
    preloadImage: cardCover(popularPage?.items[0]),
  };
}

/** The catalogue for one URL's filters: the categories and the page of courses (null when unread). */
export async function catalogueFirstPaint(
  ctx: AppContext,
  listQuery: CourseListQuery,
): Promise<FirstPaint & { page: Paged<CourseSummary> | null; categories: Category[] | null }> {
  const [page, categories, settings] = await Promise.all([
    optional(publicCourseList(ctx, listQuery)),
    optional(publicCategories(ctx)),
    optional(getSettings(ctx)),
  ]);
  return {
    page,
    categories,
    data: withSettings(settings, [
      query(categoryKeys.all, categories),
      query(courseKeys.list(listQuery), page),
    ]),
    preloadImage: cardCover(page?.items[0]),
  };
}

/** A published course's page, or null when there is none under this slug. */
export async function courseFirstPaint(
  ctx: AppContext,
  slug: string,
): Promise<(FirstPaint & { course: CourseDetails }) | null> {
  const [course, settings] = await Promise.all([
    optional(publicCourseDetails(ctx, slug)),
    optional(getSettings(ctx)),
  ]);
  if (!course) return null;
  return {
    course,
    data: withSettings(settings, [query(courseKeys.details(slug), course)]),
    preloadImage: cover(course, COURSE_COVER_IMAGE_SIZES),
  };
}

/**
 * The anonymous catalogue's answers (course lists and pages, categories) are kept in
 * `ctx.catalogueCache`, which every write that changes them invalidates, under keys of their own: the
 * routes' entries hold their serialiser's output. Each read parses a fresh copy.
 */
async function cachedCatalogue<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  const cacheKey = `first-paint:${key}`;
  const cached = ctx.catalogueCache.get(cacheKey);
  if (cached) return JSON.parse(cached.body) as T;
  const since = ctx.catalogueCache.generation; // a write that lands during the load keeps it out
  const value = await load();
  ctx.catalogueCache.set(cacheKey, { body: JSON.stringify(value) }, since);
  return value;
}

const publicCourseList = (ctx: AppContext, listQuery: CourseListQuery): Promise<Paged<CourseSummary>> =>
  cachedCatalogue(ctx, `list:${JSON.stringify(listQuery)}`, () => listCourses(ctx, listQuery, null));

const publicCourseDetails = (ctx: AppContext, slug: string): Promise<CourseDetails> =>
  cachedCatalogue(ctx, `details:${slug}`, () => getCourseDetails(ctx, { slug }, null));

const publicCategories = (ctx: AppContext): Promise<Category[]> =>
  cachedCatalogue(ctx, 'categories', () => listCategories(ctx));

/** A part the page can do without (it then fetches it as usual): a failure leaves it out. */
export const optional = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

export const query = (key: readonly unknown[], data: unknown): InitialQuery | null =>
  data === null ? null : { key, data };

export function withSettings(settings: unknown, queries: (InitialQuery | null)[]): InitialData {
  const present = queries.filter((q): q is InitialQuery => q !== null);
  return settings === null ? { queries: present } : { queries: present, settings };
}

function cover(
  course: Pick<CourseSummary, 'imageUrl' | 'imageSrcSet'>,
  sizes: string,
): ImagePreload | undefined {
  return course.imageUrl ? { href: course.imageUrl, srcSet: course.imageSrcSet ?? null, sizes } : undefined;
}

const cardCover = (course: CourseSummary | undefined) =>
  course ? cover(course, COURSE_CARD_IMAGE_SIZES) : undefined;
