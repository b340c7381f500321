import type { Category } from '@coursewise/contract';
import { categoryKeys } from '@coursewise/contract/query-keys';
import { catalogueRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** GET category/list: every category with its number of published courses. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return call(catalogueRoutes.listCategories, { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change rarely; one fetch per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
