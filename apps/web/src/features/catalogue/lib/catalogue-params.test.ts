import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  countPanelFilters,
  EMPTY_FILTERS,
  effectiveSort,
  hasActiveFilters,
  pageCount,
  parseCatalogueParams,
  toCatalogueParams,
  toCourseListQuery,
} from './catalogue-params';

const parse = (search: string) => parseCatalogueParams(new URLSearchParams(search));

describe('catalogue URL parameters', () => {
  it('reads every filter from the URL', () => {
    expect(
      parse(
        'search=react&category=development&level=beginner&minPrice=1000&maxPrice=5000&sort=rating&page=3',
      ),
    ).toEqual({
      search: 'react',
      category: 'development',
      level: 'beginner',
      minPrice: 1000,
      maxPrice: 5000,
      sort: 'rating',
      page: 3,
    });
  });

  it('ignores values the API would refuse instead of failing', () => {
    expect(
      parse('level=expert&sort=cheapest&page=0&minPrice=-5&maxPrice=abc&category=Not%20A%20Slug'),
    ).toEqual(EMPTY_FILTERS);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('sort=relevance').sort).toBe('');
  });

  it('swaps a minimum price above the maximum', () => {
    const filters = parse('minPrice=5000&maxPrice=1000');
    expect([filters.minPrice, filters.maxPrice]).toEqual([1000, 5000]);
  });

  it('writes short canonical URLs and reads them back unchanged', () => {
    expect(toCatalogueParams(EMPTY_FILTERS).toString()).toBe('');
    expect(toCatalogueParams({ ...EMPTY_FILTERS, sort: 'popular' }).toString()).toBe('');
    expect(toCatalogueParams({ ...EMPTY_FILTERS, search: 'sql', sort: 'relevance' }).toString()).toBe(
      'search=sql',
    );
    const filters = { ...EMPTY_FILTERS, search: 'data', level: 'advanced' as const, maxPrice: 2000, page: 2 };
    const params = toCatalogueParams(filters);
    expect(params.toString()).toBe('search=data&level=advanced&maxPrice=2000&page=2');
    expect(parseCatalogueParams(params)).toEqual(filters);
  });

  it('orders by relevance while searching, else by popularity, unless chosen', () => {
    expect(effectiveSort(EMPTY_FILTERS)).toBe('popular');
    expect(effectiveSort({ ...EMPTY_FILTERS, search: 'css' })).toBe('relevance');
    expect(effectiveSort({ ...EMPTY_FILTERS, search: 'css', sort: 'price_asc' })).toBe('price_asc');
  });

  it('builds the course/list query with only the filters in use', () => {
    expect(toCourseListQuery(EMPTY_FILTERS)).toEqual({ sort: 'popular', page: 1, limit: 12 });
    expect(toCourseListQuery({ ...EMPTY_FILTERS, category: 'design', minPrice: 0 })).toEqual({
      sort: 'popular',
      page: 1,
      limit: 12,
      category: 'design',
      minPrice: 0,
    });
  });

  it('goes back to page 1 when a filter changes, but not when the page does', () => {
    const onPage3 = { ...EMPTY_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { level: 'beginner' }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('knows when results are narrowed and how many pages they fill', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'rating', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, minPrice: 0 })).toBe(true);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(2);
    expect(pageCount(25)).toBe(3);
  });

  it('counts the panel\'s choices for "Filters (n)": a price range is one, search and order are none', () => {
    expect(countPanelFilters(parse('search=rust&sort=newest&page=2'))).toBe(0);
    expect(countPanelFilters(parse('category=development'))).toBe(1);
    expect(countPanelFilters(parse('minPrice=1000&maxPrice=5000'))).toBe(1);
    expect(countPanelFilters(parse('maxPrice=5000&level=beginner'))).toBe(2);
    expect(countPanelFilters(parse('category=design&level=advanced&minPrice=0'))).toBe(3);
  });
});
