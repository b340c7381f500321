import type { AnswerInput, ChapterAttemptResult, ChapterQuiz } from '@coursewise/contract';
import { assessmentKeys, learningKeys } from '@coursewise/contract/query-keys';
import { assessmentRoutes } from '@coursewise/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '../../../api/course-flags';
import { call } from '../../../lib/api-client';

/** POST chapterAnswer/add: scored on the server; passing completes the chapter. */
export function submitChapterQuiz(chapterId: string, answers: AnswerInput[]): Promise<ChapterAttemptResult> {
  return call(assessmentRoutes.addChapterAnswers, { body: { chapterId, answers } });
}

/**
 * Submits the quiz; on success keeps the best result in the cached quiz and reloads the outline, the
 * chapter and "My learning", whose ticks, progress and final-assessment lock may have changed.
 */
export function useSubmitChapterQuiz(chapterId: string, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: AnswerInput[]) => submitChapterQuiz(chapterId, answers),
    onSuccess: (result) => {
      queryClient.setQueryData<ChapterQuiz>(assessmentKeys.chapterQuiz(chapterId), (quiz) =>
        quiz ? { ...quiz, best: betterResult(quiz.best, result) } : quiz,
      );
      void refreshQueries(queryClient, learningKeys.course(courseId));
      void refreshQueries(queryClient, learningKeys.chapter(chapterId));
      void refreshQueries(queryClient, learningKeys.lists());
      void refreshQueries(queryClient, assessmentKeys.final(courseId));
    },
  });
}

/** The better of the best result so far and a new attempt (a pass beats any fail). */
export function betterResult(
  best: ChapterQuiz['best'],
  attempt: Pick<ChapterAttemptResult, 'percentage' | 'passed'>,
): NonNullable<ChapterQuiz['best']> {
  const next = { percentage: attempt.percentage, passed: attempt.passed };
  if (!best) return next;
  if (best.passed !== next.passed) return best.passed ? best : next;
  return next.percentage > best.percentage ? next : best;
}
