import type { FinalAttempt, Paged } from '@coursewise/contract';
import { assessmentKeys } from '@coursewise/contract/query-keys';
import { assessmentRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A course allows a handful of attempts: one page of the largest size holds them all. */
const ATTEMPTS_LIMIT = 100;

/** GET courseAnswer/getAll?courseId=: the learner's final attempts, newest first. */
export function getFinalAttempts(courseId: string, signal?: AbortSignal): Promise<Paged<FinalAttempt>> {
  return call(assessmentRoutes.listFinalAnswers, {
    query: { courseId, page: 1, limit: ATTEMPTS_LIMIT },
    signal,
  });
}

export const finalAttemptsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: assessmentKeys.finalAttempts(courseId),
    queryFn: ({ signal }) => getFinalAttempts(courseId, signal),
  });

export function useFinalAttempts(courseId: string | undefined) {
  return useQuery({ ...finalAttemptsQueryOptions(courseId ?? ''), enabled: courseId !== undefined });
}
