import type { Category } from '@coursewise/contract';
import { categoryKeys } from '@coursewise/contract/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/** GET category/list: every category with its number of published courses. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiClient.get<Category[]>('category/list', { signal });
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
