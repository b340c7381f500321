import type { ChapterContent } from '@coursewise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type { ChapterContent };

/** GET chapter/details/{id}: a chapter's content (preview chapters are open to everyone). */
export function getChapter(chapterId: string, signal?: AbortSignal): Promise<ChapterContent> {
  return apiClient.get<ChapterContent>(`chapter/details/${encodeURIComponent(chapterId)}`, { signal });
}

export const chapterQueryOptions = (chapterId: string) =>
  queryOptions({ queryKey: ['chapter', chapterId], queryFn: ({ signal }) => getChapter(chapterId, signal) });

export function useChapter(chapterId: string | null) {
  return useQuery({ ...chapterQueryOptions(chapterId ?? ''), enabled: chapterId !== null });
}
