import { describe, expect, it } from 'vitest';
// The web app's own reading of the catalogue URL: the server must arrive at the same query key.
import {
  parseCatalogueParams,
  toCourseListQuery,
} from '../../../../web/src/features/catalogue/lib/catalogue-params.js';
import { catalogueQueryOf } from './catalogue-url.js';

const urls = [
  '',
  'sort=rating',
  'sort=popular&page=3',
  'search=%20Type%20Script%20&sort=relevance',
  'sort=relevance',
  'search=react&sort=price_asc&page=2',
  'category=web-development&level=beginner',
  'category=Bad_Slug&level=expert&sort=cheapest',
  `category=${'a'.repeat(121)}`,
  'minPrice=5000&maxPrice=100',
  'minPrice=-1&maxPrice=1.5',
  'minPrice=100000001&maxPrice=0',
  'page=0',
  'page=100001',
  'page=abc&limit=50',
  `search=${'x'.repeat(250)}`,
  'search=a&search=b&category=one&category=two',
  'search=%F0%9F%98%80%20emoji',
];

describe('the catalogue URL read on the server', () => {
  it.each(urls)('gives the web page’s course/list query for "?%s"', (search) => {
    const params = new URLSearchParams(search);
    expect(catalogueQueryOf(params)).toEqual(toCourseListQuery(parseCatalogueParams(params)));
  });

  it('defaults to the first page of the most popular courses', () => {
    expect(catalogueQueryOf(new URLSearchParams())).toEqual({ sort: 'popular', page: 1, limit: 12 });
  });
});
