import type { AdminChapter, AdminCourse } from '@coursewise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys, useAdminMutation } from '../../api/admin-api';
import { COURSES } from './courses';
import { CHAPTERS } from './curriculum';

export interface ChapterMove {
  chapterId: string;
  moduleId: string;
}

/** The cached outline with the chapter at the end of its new module, as the server stores it. */
export function moveCached(course: AdminCourse, { chapterId, moduleId }: ChapterMove): AdminCourse {
  const chapter = course.modules.flatMap((module) => module.chapters).find((c) => c.id === chapterId);
  if (!chapter) return course;
  return {
    ...course,
    modules: course.modules.map((module) => {
      const kept = module.chapters.filter((c) => c.id !== chapterId);
      return { ...module, chapters: module.id === moduleId ? [...kept, { ...chapter, moduleId }] : kept };
    }),
  };
}

/**
 * PUT chapters/{id} with `moduleId`: moves a chapter, with its video, quiz and learners' progress, to
 * the end of another module of the course (optimistic, so the outline does not jump; refetched after).
 */
export function useMoveChapter(courseId: string) {
  const queryClient = useQueryClient();
  const key = adminKeys.item(COURSES, courseId);
  const titleOf = (id: string) =>
    queryClient.getQueryData<AdminCourse>(key)?.modules.find((module) => module.id === id)?.title ?? '';
  return useAdminMutation<ChapterMove, AdminChapter>({
    mutationFn: async (move) => {
      const previous = queryClient.getQueryData<AdminCourse>(key);
      if (previous) queryClient.setQueryData(key, moveCached(previous, move));
      try {
        return await adminApi.update<AdminChapter>('chapters', move.chapterId, { moduleId: move.moduleId });
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        throw error;
      }
    },
    invalidates: [COURSES, CHAPTERS],
    successMessage: (chapter, move) => `“${chapter.title}” moved to module “${titleOf(move.moduleId)}”`,
  });
}
