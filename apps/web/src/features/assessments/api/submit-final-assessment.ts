import type { AnswerInput, FinalAttemptResult } from '@coursewise/contract';
import { assessmentKeys, certificateKeys, learningKeys } from '@coursewise/contract/query-keys';
import { assessmentRoutes } from '@coursewise/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '../../../api/course-flags';
import { call, isApiError } from '../../../lib/api-client';

interface FinalSubmission {
  attemptId: string;
  answers: AnswerInput[];
}

/** POST courseAnswer/add: the open attempt's answers → score, passed, attempts left, the certificate. */
export function submitFinalAssessment(
  courseId: string,
  { attemptId, answers }: FinalSubmission,
): Promise<FinalAttemptResult> {
  return call(assessmentRoutes.addFinalAnswers, { body: { courseId, attemptId, answers } });
}

/**
 * Submits the open attempt; on success everything the attempt changed loads afresh: the assessment's
 * state (the next attempt is drawn), the attempts and reviews, the outline's entry and the certificates.
 */
export function useSubmitFinalAssessment(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: FinalSubmission) => submitFinalAssessment(courseId, submission),
    onSuccess: (result) => {
      void refreshQueries(queryClient, assessmentKeys.final(courseId));
      void refreshQueries(queryClient, assessmentKeys.finalAttempts(courseId));
      void refreshQueries(queryClient, assessmentKeys.finalReviews(courseId));
      void refreshQueries(queryClient, learningKeys.course(courseId));
      void refreshQueries(queryClient, learningKeys.lists());
      if (result.certificate) void refreshQueries(queryClient, certificateKeys.all);
    },
    // Refused because the state moved on (attempts used up or passed in another tab): show it as it is now.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void refreshQueries(queryClient, assessmentKeys.final(courseId));
      }
    },
  });
}
