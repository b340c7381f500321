import type { ChapterContent } from '@coursewise/contract';
import { learningKeys } from '@coursewise/contract/query-keys';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getPlayerChapter } from './get-player-chapter';

/** How often a chapter whose video is being processed is read again. */
export const VIDEO_PROCESSING_POLL_MS = 3000;

/**
 * While the chapter's video is processed (its file plays meanwhile), reads the chapter every few
 * seconds; once processing has ended, the fresh chapter replaces the cached one, so the player moves
 * to the stream. The reads in between are kept apart: each signs its links anew, and putting them in
 * the chapter's cache would reload the captions every time.
 */
export function useVideoProcessingWatch(chapter: ChapterContent) {
  const queryClient = useQueryClient();
  const isProcessing = chapter.video?.status === 'processing';
  useQuery({
    queryKey: [...learningKeys.chapter(chapter.id), 'video-status'],
    queryFn: async ({ signal }) => {
      const fresh = await getPlayerChapter(chapter.id, signal);
      const status = fresh.video?.status ?? null;
      if (status !== 'processing') queryClient.setQueryData(learningKeys.chapter(chapter.id), fresh);
      return status;
    },
    enabled: isProcessing,
    // What the chapter said just now: the first read waits one interval.
    initialData: 'processing',
    initialDataUpdatedAt: Date.now,
    refetchInterval: (query) => (query.state.data === 'processing' ? VIDEO_PROCESSING_POLL_MS : false),
  });
}
