import type { CourseListQuery, CourseSort, Level } from '@coursewise/contract';

/**
 * The `course/list` query the catalogue page (`/courses?…`) runs for its URL: the web app's
 * `parseCatalogueParams` then `toCourseListQuery` (apps/web/src/features/catalogue/lib/catalogue-params.ts),
 * to the letter, so the data the server puts into the page sits under the query key the page asks for.
 * `catalogue-url.test.ts` holds the two side by side.
 */

const PAGE_SIZE = 12;
const SEARCH_MAX = 200;
const PRICE_MAX = 100_000_000;
const PAGE_MAX = 100_000;
const LEVELS: readonly Level[] = ['beginner', 'intermediate', 'advanced', 'all'];
const SORTS: readonly CourseSort[] = ['popular', 'rating', 'newest', 'price_asc', 'price_desc', 'relevance'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readInteger(value: string | null, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The catalogue page's `course/list` query for the URL's search parameters. */
export function catalogueQueryOf(params: URLSearchParams): CourseListQuery {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX);
  const category = params.get('category') ?? '';
  const level = params.get('level');
  const sort = params.get('sort');
  let minPrice = readInteger(params.get('minPrice'), PRICE_MAX);
  let maxPrice = readInteger(params.get('maxPrice'), PRICE_MAX);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = readInteger(params.get('page'), PAGE_MAX);
  const chosenSort = isOneOf(SORTS, sort) && !(sort === 'relevance' && !search) ? sort : null;

  const query: CourseListQuery = {
    sort: chosenSort ?? (search ? 'relevance' : 'popular'),
    page: page !== null && page >= 1 ? page : 1,
    limit: PAGE_SIZE,
  };
  if (search) query.search = search;
  if (SLUG.test(category) && category.length <= 120) query.category = category;
  if (isOneOf(LEVELS, level)) query.level = level;
  if (minPrice !== null) query.minPrice = minPrice;
  if (maxPrice !== null) query.maxPrice = maxPrice;
  return query;
}
