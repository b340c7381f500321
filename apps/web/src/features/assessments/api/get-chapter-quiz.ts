import type { ChapterQuiz } from '@coursewise/contract';
import { assessmentKeys } from '@coursewise/contract/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET chapter/questions?chapterId=: the chapter's quiz without its key (owners only; 404 without a quiz). */
export function getChapterQuiz(chapterId: string, signal?: AbortSignal): Promise<ChapterQuiz> {
  return apiClient.get<ChapterQuiz>('chapter/questions', { query: { chapterId }, signal });
}

export const chapterQuizQueryOptions = (chapterId: string) =>
  queryOptions({
    queryKey: assessmentKeys.chapterQuiz(chapterId),
    queryFn: ({ signal }) => getChapterQuiz(chapterId, signal),
  });

export function useChapterQuiz(chapterId: string) {
  return useQuery(chapterQuizQueryOptions(chapterId));
}
