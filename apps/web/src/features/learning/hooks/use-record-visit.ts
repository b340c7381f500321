import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { applyChapterProgress, saveChapterProgress } from '../api/save-progress';

/**
 * Opening a chapter tells the server (POST chapter/progress with just the chapter): that is how "last
 * chapter visited" and "Continue" know where the learner is. Once per chapter opened.
 */
export function useRecordVisit(courseId: string | undefined, chapterId: string, isOwner: boolean): void {
  const queryClient = useQueryClient();
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!isOwner || courseId === undefined || recorded.current === chapterId) return;
    recorded.current = chapterId;
    saveChapterProgress({ chapterId }).then(
      (saved) => applyChapterProgress(queryClient, courseId, saved),
      // Only bookkeeping: the chapter works without it, and the next visit records it again.
      () => undefined,
    );
  }, [courseId, chapterId, isOwner, queryClient]);
}
