import type { ChapterQuiz } from '@coursewise/contract';
import { assessmentKeys } from '@coursewise/contract/query-keys';
import { assessmentRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET chapter/questions?chapterId=: the chapter's quiz without its key (owners only; 404 without a quiz). */
export function getChapterQuiz(chapterId: string, signal?: AbortSignal): Promise<ChapterQuiz> {
  return call(assessmentRoutes.getChapterQuestions, { query: { chapterId }, signal });
}

export const chapterQuizQueryOptions = (chapterId: string) =>
  queryOptions({
    queryKey: assessmentKeys.chapterQuiz(chapterId),
    queryFn: ({ signal }) => getChapterQuiz(chapterId, signal),
  });

export function useChapterQuiz(chapterId: string) {
  return useQuery(chapterQuizQueryOptions(chapterId));
}
