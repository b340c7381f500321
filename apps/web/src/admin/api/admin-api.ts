import type { OperationId, Operations, Paged } from '@coursewise/contract';
import { fillPath, type Route } from '@coursewise/contract/routes';
import {
  keepPreviousData,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Answer, CallArgs, UntypedInput } from '../../lib/api-call-types';
import { request } from '../../lib/api-client';
import { notify } from '../../lib/event-bus';
import {
  type AdminListId,
  type AdminListParams,
  type ListParamsShape,
  type ListRow,
  listQuery,
} from '../lib/admin-list-params';

/** `/admin/users/:id/grants` → `users`: the first segment of an admin operation's path. */
type ResourceOf<Url> = Url extends `/admin/${infer R}/${string}`
  ? R
  : Url extends `/admin/${infer R}`
    ? R
    : never;

/** What the console caches by: the first segment under /api/admin (`users`, `courses`, `audit`…). */
export type AdminResource = { [Id in OperationId]: ResourceOf<Operations[Id]['url']> }[OperationId];

/** The resource an admin operation reads or writes, from its path. */
export function resourceOf<Id extends OperationId>(route: Route<Id>): ResourceOf<Operations[Id]['url']>;
export function resourceOf(route: Route): string {
  return firstSegment(route);
}

function firstSegment(route: Route): string {
  return route.url.split('/')[2] ?? '';
}

/**
 * Query keys of the admin console: `['admin', resource, operationId, input]`, so a write can drop
 * every list and record of its resource with `adminKeys.resource(resource)`.
 */
export const adminKeys = {
  all: ['admin'] as const,
  resource: (resource: AdminResource) => ['admin', resource] as const,
  read: (route: Route, input: object = {}) => ['admin', firstSegment(route), route.id, input] as const,
};

/** Sends a call the overloads below have typed; answers the envelope's `data`. */
async function send(route: Route, input: UntypedInput): Promise<unknown> {
  const { params, query, body, signal } = input;
  const answer = await request(route.method, fillPath(route.url, params), { query, body, signal });
  return typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : answer;
}

type ReadInput = Pick<UntypedInput, 'params' | 'query'>;

/** A read of the console as query options: its key and fetcher, typed by the operation. */
export interface AdminRead<T> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}

export function adminRead<Id extends OperationId>(
  route: Route<Id> & { method: 'GET' },
  ...input: CallArgs<Id>
): AdminRead<Answer<Id>>;
export function adminRead(route: Route, ...input: unknown[]): AdminRead<unknown> {
  return readOf(route, readInput(input[0]));
}

/** The parts of a read's input its typed signature let through; the signal is the query's. */
function readInput(value: unknown): ReadInput {
  if (typeof value !== 'object' || value === null) return {};
  const params = 'params' in value && isRecord(value.params) ? value.params : undefined;
  const query = 'query' in value && isRecord(value.query) ? value.query : undefined;
  return { params, query };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readOf(route: Route, input: ReadInput): AdminRead<unknown> {
  return {
    queryKey: adminKeys.read(route, input),
    queryFn: ({ signal }) => send(route, { ...input, signal }),
  };
}

/** One page of an admin list, as the address asks for it (the previous page stays while loading). */
export function useAdminList<Id extends AdminListId>(
  route: Route<Id>,
  params: AdminListParams<Id>,
): UseQueryResult<Paged<ListRow<Id>>>;
export function useAdminList(route: Route, params: ListParamsShape): UseQueryResult<unknown> {
  return useQuery({ ...readOf(route, { query: listQuery(params) }), placeholderData: keepPreviousData });
}

/** One record or document (`settings`, `cms/home`, `users/42`). */
export function useAdminRecord<Id extends OperationId>(
  route: Route<Id> & { method: 'GET' },
  ...input: CallArgs<Id>
): UseQueryResult<Answer<Id>>;
export function useAdminRecord(route: Route, ...input: unknown[]): UseQueryResult<unknown> {
  return useQuery(readOf(route, readInput(input[0])));
}

interface AdminMutationOptions<Variables, Result> {
  mutationFn: (variables: Variables) => Promise<Result>;
  /** Resources whose lists and records change (`['users']`); each is refetched after success. */
  invalidates: readonly AdminResource[];
  /** A toast after success; the error toast comes from the query client unless `silentError`. */
  successMessage?: string | ((result: Result, variables: Variables) => string);
  /** Set when a form shows the error itself (field errors under the inputs). */
  silentError?: boolean;
  onSuccess?: (result: Result, variables: Variables) => void;
}

/**
 * A write of the admin console: runs `mutationFn` (a `call` of the operation), then invalidates
 * every query of the named resources (lists and records) and says so in a toast.
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
          queryClient.invalidateQueries({ queryKey: adminKeys.resource(resource) }),
        ),
      );
    },
  });
}
