import { CATALOGUE_PAGE_SIZE, type CatalogueFilters } from '@coursewise/contract/catalogue-url';

/*
 * The catalogue page's own uses of its filters. Reading and writing them in the URL, and the
 * `course/list` query they stand for, are the server's too: `@coursewise/contract/catalogue-url`.
 */

/** How many of the filter panel's choices are set (category, level, language, price): the phone's "Filters (n)". */
export function countPanelFilters(filters: CatalogueFilters): number {
  const hasPrice = filters.minPrice !== null || filters.maxPrice !== null;
  return [Boolean(filters.category), Boolean(filters.level), Boolean(filters.language), hasPrice].filter(
    Boolean,
  ).length;
}

/** Applies a change; any change other than the page itself starts again from page 1. */
export function changeFilters(
  filters: CatalogueFilters,
  change: Partial<CatalogueFilters>,
): CatalogueFilters {
  const next = { ...filters, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** Whether anything narrows the results (the order and the page do not). */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return Boolean(
    filters.search ||
      filters.category ||
      filters.level ||
      filters.language ||
      filters.minPrice !== null ||
      filters.maxPrice !== null,
  );
}

/** How many pages `total` results fill. */
export function pageCount(total: number, limit = CATALOGUE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / limit));
}
