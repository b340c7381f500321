import type { ChapterContent } from '@coursewise/contract';
import { learningKeys } from '@coursewise/contract/query-keys';
import { learningRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET chapter/details/{id} as an owner sees it: signed video and captions URLs, the neighbours, and the
 * learner's progress. Kept apart from the course page's preview cache, which has no progress.
 */
export function getPlayerChapter(chapterId: string, signal?: AbortSignal): Promise<ChapterContent> {
  return call(learningRoutes.getChapter, { params: { chapterId }, signal });
}

export const playerChapterQueryOptions = (chapterId: string) =>
  queryOptions({
    queryKey: learningKeys.chapter(chapterId),
    queryFn: ({ signal }) => getPlayerChapter(chapterId, signal),
  });

export function usePlayerChapter(chapterId: string) {
  return useQuery(playerChapterQueryOptions(chapterId));
}
