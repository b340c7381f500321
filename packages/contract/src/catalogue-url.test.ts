import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PAGE_SIZE,
  catalogueQueryOf,
  EMPTY_CATALOGUE_FILTERS as EMPTY,
  effectiveSort,
  parseCatalogueParams,
  toCatalogueParams,
  toCourseListQuery,
} from './catalogue-url.js';

const parse = (search: string) => parseCatalogueParams(new URLSearchParams(search));
const queryOf = (search: string) => catalogueQueryOf(new URLSearchParams(search));

describe('the catalogue URL', () => {
  it('reads every filter from the URL', () => {
    expect(
      parse(
        'search=react&category=development&level=beginner&language=es&minPrice=1000&maxPrice=5000&sort=rating&page=3',
      ),
    ).toEqual({
      search: 'react',
      category: 'development',
      level: 'beginner',
      language: 'es',
      minPrice: 1000,
      maxPrice: 5000,
      sort: 'rating',
      page: 3,
    });
  });

  it('ignores values the API would refuse instead of failing', () => {
    expect(
      parse(
        'level=expert&language=es-MX&sort=cheapest&page=0&minPrice=-5&maxPrice=abc&category=Not%20A%20Slug',
      ),
    ).toEqual(EMPTY);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=100001').page).toBe(1);
    expect(parse('page=100000').page).toBe(100_000);
    expect(parse('sort=relevance').sort).toBe('');
    expect(parse(`category=${'a'.repeat(121)}`).category).toBe('');
    expect(parse(`category=${'a'.repeat(120)}`).category).toBe('a'.repeat(120));
    expect(parse('minPrice=100000001&maxPrice=100000000')).toMatchObject({
      minPrice: null,
      maxPrice: 100_000_000,
    });
  });

  it('trims the search and keeps its first 200 characters; the first of repeated parameters wins', () => {
    expect(parse('search=%20Type%20Script%20').search).toBe('Type Script');
    expect(parse(`search=${'x'.repeat(250)}`).search).toHaveLength(200);
    expect(parse('search=a&search=b&category=one&category=two')).toMatchObject({
      search: 'a',
      category: 'one',
    });
  });

  it('swaps a minimum price above the maximum', () => {
    const filters = parse('minPrice=5000&maxPrice=1000');
    expect([filters.minPrice, filters.maxPrice]).toEqual([1000, 5000]);
  });

  it('writes short canonical URLs and reads them back unchanged', () => {
    expect(toCatalogueParams(EMPTY).toString()).toBe('');
    expect(toCatalogueParams({ ...EMPTY, sort: 'popular' }).toString()).toBe('');
    expect(toCatalogueParams({ ...EMPTY, search: 'sql', sort: 'relevance' }).toString()).toBe('search=sql');
    const filters = { ...EMPTY, search: 'data', level: 'advanced' as const, maxPrice: 2000, page: 2 };
    const params = toCatalogueParams(filters);
    expect(params.toString()).toBe('search=data&level=advanced&maxPrice=2000&page=2');
    expect(parseCatalogueParams(params)).toEqual(filters);
  });

  it('orders by relevance while searching, else by popularity, unless chosen', () => {
    expect(effectiveSort(EMPTY)).toBe('popular');
    expect(effectiveSort({ ...EMPTY, search: 'css' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY, search: 'css', sort: 'price_asc' })).toBe('price_asc');
  });

  it('builds the course/list query with only the filters in use', () => {
    expect(toCourseListQuery(EMPTY)).toEqual({ sort: 'popular', page: 1, limit: CATALOGUE_PAGE_SIZE });
    expect(toCourseListQuery({ ...EMPTY, category: 'design', minPrice: 0 })).toEqual({
      sort: 'popular',
      page: 1,
      limit: 12,
      category: 'design',
      minPrice: 0,
    });
  });

  it('gives the page’s course/list query for a URL (what the server answers for the first paint)', () => {
    expect(queryOf('')).toEqual({ sort: 'popular', page: 1, limit: 12 });
    expect(queryOf('language=de')).toEqual({ sort: 'popular', page: 1, limit: 12, language: 'de' });
    expect(queryOf('language=Deutsch')).toEqual({ sort: 'popular', page: 1, limit: 12 });
    expect(toCatalogueParams({ ...EMPTY, language: 'fr' }).toString()).toBe('language=fr');
    expect(queryOf('search=react&sort=price_asc&page=2&limit=50')).toEqual({
      sort: 'price_asc',
      page: 2,
      limit: 12,
      search: 'react',
    });
    expect(queryOf('search=%F0%9F%98%80%20emoji')).toEqual({
      sort: 'relevance',
      page: 1,
      limit: 12,
      search: '😀 emoji',
    });
    expect(queryOf('category=web-development&level=beginner&minPrice=5000&maxPrice=100')).toEqual({
      sort: 'popular',
      page: 1,
      limit: 12,
      category: 'web-development',
      level: 'beginner',
      minPrice: 100,
      maxPrice: 5000,
    });
  });
});
