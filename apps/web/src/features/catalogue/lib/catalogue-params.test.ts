import {
  EMPTY_CATALOGUE_FILTERS as EMPTY_FILTERS,
  parseCatalogueParams,
} from '@coursewise/contract/catalogue-url';
import { describe, expect, it } from 'vitest';
import { changeFilters, countPanelFilters, hasActiveFilters, pageCount } from './catalogue-params';

const parse = (search: string) => parseCatalogueParams(new URLSearchParams(search));

describe("the catalogue page's filters", () => {
  // Reading and writing the URL is tested with the contract (packages/contract/src/catalogue-url.test.ts).
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
