import type { PurchasedCourse } from '@coursewise/contract';
import { learningKeys } from '@coursewise/contract/query-keys';
import { learningRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** GET course/purchase-details/{courseId}: the outline with the learner's progress (owners only, else 403). */
export function getPurchasedCourse(courseId: string, signal?: AbortSignal): Promise<PurchasedCourse> {
  return call(learningRoutes.getPurchasedCourse, { params: { courseId }, signal });
}

export const purchasedCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: learningKeys.course(courseId),
    queryFn: ({ signal }) => getPurchasedCourse(courseId, signal),
  });

/** How old an outline may be for "continue" to trust it. */
const FRESH_MS = 5_000;

interface PurchasedCourseOptions {
  /** Ask the server again even when the outline is cached ("continue" must lead to the latest chapter). */
  isFresh?: boolean;
}

export function usePurchasedCourse(
  courseId: string | undefined,
  { isFresh = false }: PurchasedCourseOptions = {},
) {
  return useQuery({
    ...purchasedCourseQueryOptions(courseId ?? ''),
    enabled: courseId !== undefined,
    // An outline from the page itself (first paint) or fetched a moment ago is fresh already.
    ...(isFresh
      ? {
          refetchOnMount: (query: { state: { dataUpdatedAt: number } }) =>
            Date.now() - query.state.dataUpdatedAt < FRESH_MS ? false : ('always' as const),
        }
      : {}),
  });
}
