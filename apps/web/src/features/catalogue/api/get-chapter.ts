import type { ChapterContent } from '@coursewise/contract';
import { learningRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type { ChapterContent };

/** GET chapter/details/{id}: a chapter's content (preview chapters are open to everyone). */
export function getChapter(chapterId: string, signal?: AbortSignal): Promise<ChapterContent> {
  return call(learningRoutes.getChapter, { params: { chapterId }, signal });
}

export const chapterQueryOptions = (chapterId: string) =>
  queryOptions({ queryKey: ['chapter', chapterId], queryFn: ({ signal }) => getChapter(chapterId, signal) });

export function useChapter(chapterId: string | null) {
  return useQuery({ ...chapterQueryOptions(chapterId ?? ''), enabled: chapterId !== null });
}
