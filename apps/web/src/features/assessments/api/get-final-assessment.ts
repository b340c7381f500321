import type { FinalAssessment } from '@coursewise/contract';
import { assessmentKeys } from '@coursewise/contract/query-keys';
import { assessmentRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET course/final-question?courseId=: the final assessment's state and, when open, the questions drawn
 * for the current attempt (the same until it is submitted), without the key.
 */
export function getFinalAssessment(courseId: string, signal?: AbortSignal): Promise<FinalAssessment> {
  return call(assessmentRoutes.getFinalQuestions, { query: { courseId }, signal });
}

export const finalAssessmentQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: assessmentKeys.final(courseId),
    queryFn: ({ signal }) => getFinalAssessment(courseId, signal),
  });

export function useFinalAssessment(courseId: string | undefined) {
  return useQuery({ ...finalAssessmentQueryOptions(courseId ?? ''), enabled: courseId !== undefined });
}
