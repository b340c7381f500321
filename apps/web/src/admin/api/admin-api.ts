import type { Paged } from '@coursewise/contract';
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient, type QueryValue } from '../../lib/api-client';
import { notify } from '../../lib/event-bus';
import type { AdminListParams } from '../lib/admin-list-params';

/**
 * Query keys of the admin console. Everything lives under `['admin', resource, …]`, so a write can
 * drop every list and record of its resource with `adminKeys.resource(resource)`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  resource: (resource: string) => ['admin', resource] as const,
  list: (resource: string, query: Record<string, QueryValue>) => ['admin', resource, 'list', query] as const,
  item: (resource: string, id: string) => ['admin', resource, 'item', id] as const,
};

/** The query string of a list: page, limit, search, sort, order and the page's own filters. */
export function listQuery(params: AdminListParams): Record<string, QueryValue> {
  const { page, limit, search, sort, order, filters } = params;
  return { page, limit, search: search || undefined, sort, order: sort ? order : undefined, ...filters };
}

/**
 * GET /api/admin/<resource>: one page of a list. `resource` is the path under /api/admin
 * (`users`, `contact-messages`, `courses/123/modules`).
 */
export function adminListOptions<T>(resource: string, params: AdminListParams) {
  const query = listQuery(params);
  return queryOptions({
    queryKey: adminKeys.list(resource, query),
    queryFn: ({ signal }) => apiClient.get<Paged<T>>(`admin/${resource}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminList<T>(resource: string, params: AdminListParams) {
  return useQuery(adminListOptions<T>(resource, params));
}

/** GET /api/admin/<path>: one record or document (`settings`, `cms/home`, `users/42`). */
export function useAdminRecord<T>(resource: string, id: string, path = `${resource}/${id}`) {
  return useQuery({
    queryKey: adminKeys.item(resource, id),
    queryFn: ({ signal }) => apiClient.get<T>(`admin/${path}`, { signal }),
  });
}

interface AdminMutationOptions<Variables, Result> {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** Resources whose lists and records change (`['users']`); each is refetched after success. */
  invalidates: readonly string[];
  /** A toast after success; the error toast comes from the query client unless `silentError`. */
  successMessage?: string | ((result: Result, variables: Variables) => string);
  /** Set when a form shows the error itself (field errors under the inputs). */
  silentError?: boolean;
  onSuccess?: (result: Result, variables: Variables) => void;
}

/**
 * A write of the admin console: runs `mutationFn`, then invalidates every query of the named
 * resources (lists and records) and says so in a toast.
 */
export function useAdminMutation<Variables = void, Result = unknown>(
  options: AdminMutationOptions<Variables, Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    meta: { silentError: options.silentError },
    onSuccess: async (result, variables) => {
      const { successMessage } = options;
      if (successMessage) {
        notify.success(
          typeof successMessage === 'string' ? successMessage : successMessage(result, variables),
        );
      }
      options.onSuccess?.(result, variables);
      await Promise.all(
        options.invalidates.map((resource) =>
          queryClient.invalidateQueries({ queryKey: adminKeys.resource(resource) as QueryKey }),
        ),
      );
    },
  });
}

/** Plain fetchers for the usual REST verbs under /api/admin. */
export const adminApi = {
  create: <T>(resource: string, body: unknown) => apiClient.post<T>(`admin/${resource}`, body),
  update: <T>(resource: string, id: string, body: unknown) =>
    apiClient.put<T>(`admin/${resource}/${id}`, body),
  remove: (resource: string, id: string) => apiClient.delete<unknown>(`admin/${resource}/${id}`),
  reorder: (path: string, ids: string[]) => apiClient.put<unknown>(`admin/${path}`, { ids }),
};
