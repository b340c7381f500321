import type { OperationId } from '@coursewise/contract';
import type { Route } from '@coursewise/contract/routes';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Answer, CallInput } from '../../lib/api-call-types';

export type SortOrder = 'asc' | 'desc';

/** The query string an operation takes (`{}` when it takes none). */
export type ListQuery<Id extends OperationId> = NonNullable<CallInput<Id>['query']>;
type CommonKey = 'page' | 'limit' | 'search' | 'sort' | 'order';

/**
 * The admin lists: operations answering a page of rows and taking the common list query, so that a
 * page names its list by route and reads rows, sorts and filters from the contract.
 */
export type AdminListId = {
  [Id in OperationId]: Answer<Id> extends { items: unknown[]; total: number }
    ? ListQuery<Id> extends { page?: number; search?: string; order?: SortOrder }
      ? Id
      : never
    : never;
}[OperationId];

/** One row of a list. */
export type ListRow<Id extends AdminListId> = Answer<Id> extends { items: (infer Row)[] } ? Row : never;
/** The columns a list sorts by, as its operation names them. */
export type ListSort<Id extends AdminListId> =
  ListQuery<Id> extends { sort?: infer S extends string } ? S : never;
/** A list's own filters (`role`, `disabled`…), typed as its operation takes them. */
export type ListFilters<Id extends AdminListId> = Omit<ListQuery<Id>, CommonKey>;
export type FilterName<Id extends AdminListId> = keyof ListFilters<Id> & string;

/** What an admin list asks the server for; all of it lives in the page's address. */
export interface AdminListParams<Id extends AdminListId> {
  page: number;
  limit: number;
  search: string;
  sort: ListSort<Id> | undefined;
  order: SortOrder;
  /** The page's own filters, only those set and valid. */
  filters: Partial<ListFilters<Id>>;
}

/** Reads one filter from the address: its typed value, or undefined when absent or not valid. */
export type FilterReader<V> = (raw: string) => V | undefined;
export type FilterReaders<Id extends AdminListId> = {
  [K in FilterName<Id>]?: FilterReader<ListFilters<Id>[K]>;
};

export interface AdminListOptions<Id extends AdminListId> {
  /** Filters read from and written to the address besides the common ones. */
  filters?: FilterReaders<Id>;
  /** The columns the page sorts by; another `sort` in the address falls back to the default. */
  sorts?: readonly ListSort<Id>[];
  defaultSort?: ListSort<Id>;
  defaultOrder?: SortOrder;
  limit?: number;
}

export const ADMIN_PAGE_SIZE = 20;

/** Filter readers: one of the listed values, a yes/no, an id or any text. */
export const oneOf =
  <const T extends string>(values: readonly T[]): FilterReader<T> =>
  (raw) =>
    values.find((value) => value === raw);
export const yesNo: FilterReader<boolean> = (raw) =>
  raw === 'true' ? true : raw === 'false' ? false : undefined;
export const text: FilterReader<string> = (raw) => raw;
/** A UTC day, YYYY-MM-DD, as the date inputs write it. */
export const day: FilterReader<string> = (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);
export const integer: FilterReader<number> = (raw) => (/^\d+$/.test(raw) ? Number(raw) : undefined);

/** Reads list parameters from a query string; bad values fall back to the defaults. */
export function readListParams<Id extends AdminListId>(
  params: URLSearchParams,
  options: AdminListOptions<Id> = {},
): AdminListParams<Id> {
  const pageValue = Number(params.get('page'));
  const order = params.get('order');
  const filters: Partial<ListFilters<Id>> = {};
  const readers: FilterReaders<Id> = options.filters ?? {};
  // Object.keys answers string[]; the keys are the readers' own, so filter names of the list.
  for (const name of Object.keys(readers) as FilterName<Id>[]) {
    const raw = params.get(name);
    const value = raw ? readers[name]?.(raw) : undefined;
    if (value !== undefined) filters[name] = value;
  }
  const sort = options.sorts?.find((column) => String(column) === params.get('sort'));
  return {
    page: Number.isInteger(pageValue) && pageValue >= 1 ? pageValue : 1,
    limit: options.limit ?? ADMIN_PAGE_SIZE,
    search: params.get('search') ?? '',
    sort: sort ?? options.defaultSort,
    order: order === 'asc' || order === 'desc' ? order : (options.defaultOrder ?? 'asc'),
    filters,
  };
}

/** What `listQuery` reads of any list's parameters. */
export interface ListParamsShape {
  page: number;
  limit: number;
  search: string;
  sort: unknown;
  order: SortOrder;
  filters: object;
}

/** The query string of a list: page, limit, search, sort, order and the page's own filters. */
export function listQuery(params: ListParamsShape) {
  const { page, limit, search, sort, order, filters } = params;
  return { page, limit, search: search || undefined, sort, order: sort ? order : undefined, ...filters };
}

export interface AdminListControls<Id extends AdminListId> {
  params: AdminListParams<Id>;
  /** A filter as the address holds it ('' when unset), for the control that edits it. */
  rawFilter: (name: FilterName<Id>) => string;
  setPage: (page: number) => void;
  /** A new search starts again from the first page. */
  setSearch: (search: string) => void;
  /** Sorting by the current column flips the order; another column starts ascending. */
  toggleSort: (column: ListSort<Id>) => void;
  /** `null` or '' removes the filter; any change goes back to the first page. */
  setFilter: (name: FilterName<Id>, value: string | null) => void;
}

/**
 * Search, sort, paging and filters of the admin list `route`, kept in the URL
 * (`?search=&sort=&order=&page=`), so a list can be reloaded, shared and walked through with the
 * browser's back button. The route only types the list: its sorts and filters are the operation's.
 */
export function useAdminListParams<Id extends AdminListId>(
  _route: Route<Id>,
  options: AdminListOptions<Id> = {},
): AdminListControls<Id> {
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
    rawFilter: (name) => searchParams.get(name) ?? '',
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
        next.set('sort', String(column));
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
