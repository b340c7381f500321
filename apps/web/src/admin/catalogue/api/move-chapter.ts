import type { AdminChapter, AdminCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminMutation } from '../../api/admin-api';
import { type ChapterDrop, dropRequests } from '../lib/curriculum-drag';
import type { EditorApi } from './editor-api';
import { useEditorApi } from './editor-context';

/** PUT chapters/{id} with `moduleId`: the chapter goes to the end of that module. */
const moveTo = (api: EditorApi, chapterId: string, moduleId: string) =>
  api.updateChapter(chapterId, { moduleId });

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
  const { _ } = useLingui();
  const api = useEditorApi();
  const queryClient = useQueryClient();
  const key = api.getCourse(courseId).queryKey;
  const titleOf = (id: string) =>
    queryClient.getQueryData<AdminCourse>(key)?.modules.find((module) => module.id === id)?.title ?? '';
  return useAdminMutation<ChapterMove, AdminChapter>({
    mutationFn: async (move) => {
      const previous = queryClient.getQueryData<AdminCourse>(key);
      if (previous) queryClient.setQueryData(key, moveCached(previous, move));
      try {
        return await moveTo(api, move.chapterId, move.moduleId);
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        throw error;
      }
    },
    invalidates: ['courses', 'chapters'],
    successMessage: (chapter, move) =>
      _('editor.toast.chapterMoved', { chapter: chapter.title, module: titleOf(move.moduleId) }),
  });
}

/** The cached outline after a drop: the chapter in its (new) module, in the order it was dropped in. */
export function dropCached(course: AdminCourse, drop: ChapterDrop): AdminCourse {
  const moved = moveCached(course, { chapterId: drop.chapterId, moduleId: drop.moduleId });
  return {
    ...moved,
    modules: moved.modules.map((module) => {
      if (module.id !== drop.moduleId) return module;
      const byId = new Map(module.chapters.map((chapter) => [chapter.id, chapter]));
      return { ...module, chapters: drop.ids.flatMap((id) => byId.get(id) ?? []) };
    }),
  };
}

/**
 * Saves a chapter dropped by dragging: PUT chapters/{id} with `moduleId` when it changed module, then
 * the module's chapter order unless it went to the end. The outline shows the drop at once (set before
 * the request, so the dragged row never jumps back) and goes back to what was stored when refused.
 */
export function useDropChapter(courseId: string) {
  const { _ } = useLingui();
  const api = useEditorApi();
  const queryClient = useQueryClient();
  const key = api.getCourse(courseId).queryKey;
  const titles = () => {
    const course = queryClient.getQueryData<AdminCourse>(key);
    return new Map(
      (course?.modules ?? []).flatMap((module) => [
        [module.id, module.title],
        ...module.chapters.map((chapter): [string, string] => [chapter.id, chapter.title]),
      ]),
    );
  };
  const mutation = useAdminMutation<{ drop: ChapterDrop; previous: AdminCourse | undefined }>({
    mutationFn: async ({ drop, previous }) => {
      const { moveTo: target, order } = dropRequests(drop);
      try {
        if (target) await moveTo(api, drop.chapterId, target);
        if (order) await api.reorderChapters(drop.moduleId, order);
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        // A move saved before a refused order leaves the server between the two: read it again.
        void queryClient.invalidateQueries({ queryKey: key });
        throw error;
      }
    },
    invalidates: ['courses', 'chapters'],
    successMessage: (_result, { drop }) => {
      if (drop.moduleId === drop.fromModuleId) return _('editor.toast.orderSaved');
      const title = titles();
      return _('editor.toast.chapterMoved', {
        chapter: title.get(drop.chapterId) ?? '',
        module: title.get(drop.moduleId) ?? '',
      });
    },
  });
  return (drop: ChapterDrop) => {
    const previous = queryClient.getQueryData<AdminCourse>(key);
    if (previous) queryClient.setQueryData(key, dropCached(previous, drop));
    mutation.mutate({ drop, previous });
  };
}
