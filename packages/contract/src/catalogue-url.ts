import type { CourseListQuery, CourseSort, Level } from './catalogue.js';
import type { Locale } from './locales.js';

/**
 * The catalogue page's URL (`/courses?…`): the web app reads and writes its filters with it, and the
 * server reads it to put the page's `course/list` answer into the HTML under the key the page asks
 * for. This file imports types only (the web imports it as `@coursewise/contract/catalogue-url`).
 */

/** The catalogue's filters, as kept in the page's URL (prices in US cents, like the API). */
export interface CatalogueFilters {
  search: string;
  category: string;
  level: Level | '';
  /** A course language (a locale code), or '' for every language. */
  language: Locale | '';
  minPrice: number | null;
  maxPrice: number | null;
  /** '' = the default order: relevance while searching, else most popular. */
  sort: CourseSort | '';
  page: number;
}

export const CATALOGUE_PAGE_SIZE = 12;
/** The highest price the API accepts in a filter, in US cents. */
export const CATALOGUE_PRICE_MAX = 100_000_000;
const SEARCH_MAX = 200;
const PAGE_MAX = 100_000;
const LEVELS: readonly Level[] = ['beginner', 'intermediate', 'advanced', 'all'];
// Spelled out, not imported: this file imports types only.
const LANGUAGES: readonly Locale[] = ['en', 'es', 'fr', 'de'];
const SORTS: readonly CourseSort[] = ['popular', 'rating', 'newest', 'price_asc', 'price_desc', 'relevance'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const EMPTY_CATALOGUE_FILTERS: CatalogueFilters = {
  search: '',
  category: '',
  level: '',
  language: '',
  minPrice: null,
  maxPrice: null,
  sort: '',
  page: 1,
};

function readInteger(value: string | null, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/**
 * Reads the filters from the URL. Anything the API would refuse (an unknown level, a negative price,
 * page 0) is ignored rather than shown as an error, so a hand-edited link still shows courses.
 */
export function parseCatalogueParams(params: URLSearchParams): CatalogueFilters {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX);
  const category = params.get('category') ?? '';
  const level = params.get('level');
  const language = params.get('language');
  const sort = params.get('sort');
  let minPrice = readInteger(params.get('minPrice'), CATALOGUE_PRICE_MAX);
  let maxPrice = readInteger(params.get('maxPrice'), CATALOGUE_PRICE_MAX);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = readInteger(params.get('page'), PAGE_MAX);
  return {
    search,
    category: SLUG.test(category) && category.length <= 120 ? category : '',
    level: isOneOf(LEVELS, level) ? level : '',
    language: isOneOf(LANGUAGES, language) ? language : '',
    minPrice,
    maxPrice,
    sort: isOneOf(SORTS, sort) && !(sort === 'relevance' && !search) ? sort : '',
    page: page !== null && page >= 1 ? page : 1,
  };
}

/** The order the results are in: an explicit choice, or the default for the current search. */
export function effectiveSort(filters: CatalogueFilters): CourseSort {
  if (filters.sort) return filters.sort;
  return filters.search ? 'relevance' : 'popular';
}

/** The filters as URL parameters, leaving out defaults so links stay short and canonical. */
export function toCatalogueParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.level) params.set('level', filters.level);
  if (filters.language) params.set('language', filters.language);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  const defaultSort = filters.search ? 'relevance' : 'popular';
  if (filters.sort && filters.sort !== defaultSort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The `course/list` query for these filters. */
export function toCourseListQuery(filters: CatalogueFilters): CourseListQuery {
  const query: CourseListQuery = {
    sort: effectiveSort(filters),
    page: filters.page,
    limit: CATALOGUE_PAGE_SIZE,
  };
  if (filters.search) query.search = filters.search;
  if (filters.category) query.category = filters.category;
  if (filters.level) query.level = filters.level;
  if (filters.language) query.language = filters.language;
  if (filters.minPrice !== null) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  return query;
}

/** The `course/list` query the catalogue page runs for its URL's search parameters. */
export function catalogueQueryOf(params: URLSearchParams): CourseListQuery {
  return toCourseListQuery(parseCatalogueParams(params));
}
