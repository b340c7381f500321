import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** What an admin list asks the server for; all of it lives in the page's address. */
export interface AdminListParams {
  page: number;
  limit: number;
  search: string;
  sort: string | undefined;
  order: SortOrder;
  /** The page's own filters (`role`, `status`…), only those set. */
  filters: Record<string, string>;
}

export interface AdminListOptions {
  /** Filter names read from and written to the address besides the common ones. */
  filters?: readonly string[];
  defaultSort?: string;
  defaultOrder?: SortOrder;
  limit?: number;
}

export const ADMIN_PAGE_SIZE = 20;

/** Reads list parameters from a query string; bad values fall back to the defaults. */
export function readListParams(params: URLSearchParams, options: AdminListOptions = {}): AdminListParams {
  const pageValue = Number(params.get('page'));
  const order = params.get('order');
  const filters: Record<string, string> = {};
  for (const name of options.filters ?? []) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1,
    limit: options.limit ?? ADMIN_PAGE_SIZE,
    search: params.get('search') ?? '',
    sort: params.get('sort') || options.defaultSort,
    order: order === 'asc' || order === 'desc' ? order : (options.defaultOrder ?? 'asc'),
    filters,
  };
}

export interface AdminListControls {
  params: AdminListParams;
  setPage: (page: number) => void;
  /** A new search starts again from the first page. */
  setSearch: (search: string) => void;
  /** Sorting by the current column flips the order; another column starts ascending. */
  toggleSort: (column: string) => void;
  /** `null` or '' removes the filter; any change goes back to the first page. */
  setFilter: (name: string, value: string | null) => void;
}

/**
 * Search, sort, paging and filters of an admin list, kept in the URL (`?search=&sort=&order=&page=`),
 * so a list can be reloaded, shared and walked through with the browser's back button.
 */
export function useAdminListParams(options: AdminListOptions = {}): AdminListControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are constants of the page; the key says when the address changed.
  const params = useMemo(() => readListParams(new URLSearchParams(key), options), [key]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      });
    },
    [setSearchParams],
  );

  return {
    params,
    setPage: (page) =>
      update((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }),
    setSearch: (search) =>
      update((next) => {
        if (search.trim()) next.set('search', search.trim());
        else next.delete('search');
        next.delete('page');
      }),
    toggleSort: (column) =>
      update((next) => {
        const isSame = params.sort === column;
        next.set('sort', column);
        next.set('order', isSame && params.order === 'asc' ? 'desc' : 'asc');
        next.delete('page');
      }),
    setFilter: (name, value) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      }),
  };
}
