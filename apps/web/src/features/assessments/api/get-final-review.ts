import type { FinalReview } from '@coursewise/contract';
import { assessmentKeys } from '@coursewise/contract/query-keys';
import { assessmentRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET courseAnswer/getAllCourseAnswerDetails?courseId=[&attemptId=]: the latest (or the named) final
 * attempt, each question right or wrong with the learner's choices, and (`keyShown`) its correct options
 * and explanation once the learner has passed or used every attempt; 404 before the first attempt.
 */
export function getFinalReview(
  courseId: string,
  attemptId: string | null,
  signal?: AbortSignal,
): Promise<FinalReview> {
  return call(assessmentRoutes.getFinalReview, {
    query: { courseId, attemptId: attemptId ?? undefined },
    signal,
  });
}

export const finalReviewQueryOptions = (courseId: string, attemptId: string | null) =>
  queryOptions({
    queryKey: assessmentKeys.finalReview(courseId, attemptId),
    queryFn: ({ signal }) => getFinalReview(courseId, attemptId, signal),
  });

export function useFinalReview(courseId: string | undefined, attemptId: string | null) {
  return useQuery({
    ...finalReviewQueryOptions(courseId ?? '', attemptId),
    enabled: courseId !== undefined,
  });
}
