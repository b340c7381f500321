import type {
  ChapterContent,
  ChapterProgress,
  ChapterProgressBody,
  PurchasedCourse,
} from '@coursewise/contract';
import { assessmentKeys, learningKeys } from '@coursewise/contract/query-keys';
import { learningRoutes } from '@coursewise/contract/routes';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '../../../api/course-flags';
import { call } from '../../../lib/api-client';
import { finalAfterProgress } from '../lib/final-status';

/** POST chapter/progress: records a visit, a position (only ever forward) or completion; idempotent. */
export function saveChapterProgress(body: ChapterProgressBody): Promise<ChapterProgress> {
  return call(learningRoutes.saveChapterProgress, { body });
}

/**
 * The same call with `keepalive`, so a video position sent as the learner leaves (tab closed, reload)
 * still reaches the server after the page is gone.
 */
export function saveProgressKeepalive(body: ChapterProgressBody): Promise<ChapterProgress> {
  return call(learningRoutes.saveChapterProgress, { body, keepalive: true });
}

/**
 * Puts the server's answer into the cached outline (the final assessment unlocks with the last chapter)
 * and chapter, and lets "My learning" reload.
 */
export function applyChapterProgress(
  queryClient: QueryClient,
  courseId: string,
  saved: ChapterProgress,
): void {
  const before = queryClient.getQueryData<PurchasedCourse>(learningKeys.course(courseId));
  queryClient.setQueryData<PurchasedCourse>(learningKeys.course(courseId), (course) =>
    course
      ? {
          ...course,
          progress: saved.courseProgress,
          finalAssessment: finalAfterProgress(course.finalAssessment, saved.courseProgress),
          modules: course.modules.map((module) => ({
            ...module,
            chapters: module.chapters.map((chapter) =>
              chapter.id === saved.chapterId
                ? { ...chapter, completed: saved.completed, positionSeconds: saved.positionSeconds }
                : chapter,
            ),
          })),
        }
      : course,
  );
  queryClient.setQueryData<ChapterContent>(learningKeys.chapter(saved.chapterId), (chapter) =>
    chapter
      ? { ...chapter, progress: { completed: saved.completed, positionSeconds: saved.positionSeconds } }
      : chapter,
  );
  // Progress and "continue" changed: the list loads afresh when next shown.
  void refreshQueries(queryClient, learningKeys.lists());
  const after = queryClient.getQueryData<PurchasedCourse>(learningKeys.course(courseId));
  // The final's own page asks again rather than show the lock it remembers.
  if (before && after && before.finalAssessment.status !== after.finalAssessment.status) {
    void refreshQueries(queryClient, assessmentKeys.final(courseId));
  }
}

/** Mark as complete / not complete; a failure shows the server's message as an error toast. */
export function useSetChapterCompleted(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { chapterId: string; completed: boolean }) => saveChapterProgress(body),
    onSuccess: (saved) => applyChapterProgress(queryClient, courseId, saved),
  });
}
