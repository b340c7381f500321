import type {
  AdminChapter,
  AdminCourse,
  AdminModule,
  ChapterCreateBody,
  ChapterUpdateBody,
} from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminMutation } from '../../api/admin-api';
import { useEditorApi } from './editor-context';

export function useEditorChapter(id: string) {
  const api = useEditorApi();
  // Chapters' content is read one at a time (the outline carries only summaries).
  return useQuery(api.getChapter(id));
}

export function useAddModule(courseId: string) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<string, AdminModule>({
    mutationFn: (title) => api.createModule(courseId, title),
    invalidates: ['courses'],
    successMessage: _('editor.toast.moduleAdded'),
  });
}

export function useRenameModule() {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<{ id: string; title: string }, AdminModule>({
    mutationFn: ({ id, title }) => api.renameModule(id, title),
    invalidates: ['courses'],
    successMessage: _('editor.toast.moduleRenamed'),
  });
}

export function useDeleteModule() {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<string>({
    mutationFn: (id) => api.deleteModule(id),
    invalidates: ['courses'],
    successMessage: _('editor.toast.moduleDeleted'),
  });
}

export function useAddChapter(onCreated?: (chapter: AdminChapter) => void) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<{ moduleId: string; body: ChapterCreateBody }, AdminChapter>({
    mutationFn: ({ moduleId, body }) => api.createChapter(moduleId, body),
    invalidates: ['courses'],
    successMessage: _('editor.toast.chapterAdded'),
    onSuccess: onCreated,
  });
}

export function useUpdateChapter(id: string) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<ChapterUpdateBody, AdminChapter>({
    mutationFn: (body) => api.updateChapter(id, body),
    invalidates: ['courses', 'chapters'],
    successMessage: _('editor.toast.chapterSaved'),
    silentError: true,
  });
}

export function useDeleteChapter(onDeleted?: () => void) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<string>({
    mutationFn: (id) => api.deleteChapter(id),
    invalidates: ['courses', 'chapters'],
    successMessage: _('editor.toast.chapterDeleted'),
    onSuccess: onDeleted,
  });
}

type Reorder =
  | { kind: 'modules'; courseId: string; ids: string[] }
  | { kind: 'chapters'; moduleId: string; ids: string[] };

/** Applies an order to the cached course at once, so a dragged item does not jump back while saving. */
function reorderCached(course: AdminCourse, change: Reorder): AdminCourse {
  const byPosition = <T extends { id: string }>(items: T[]) =>
    change.ids
      .map((id) => items.find((item) => item.id === id))
      .filter((item): item is T => item !== undefined);
  if (change.kind === 'modules') return { ...course, modules: byPosition(course.modules) };
  return {
    ...course,
    modules: course.modules.map((module) =>
      module.id === change.moduleId ? { ...module, chapters: byPosition(module.chapters) } : module,
    ),
  };
}

/** PUT …/order: saves a new order of modules or of one module's chapters (optimistic; refetched after). */
export function useReorder(courseId: string) {
  const { _ } = useLingui();
  const api = useEditorApi();
  const queryClient = useQueryClient();
  const key = api.getCourse(courseId).queryKey;
  return useAdminMutation<Reorder>({
    mutationFn: async (change) => {
      const previous = queryClient.getQueryData<AdminCourse>(key);
      if (previous) queryClient.setQueryData(key, reorderCached(previous, change));
      try {
        return change.kind === 'modules'
          ? await api.reorderModules(change.courseId, change.ids)
          : await api.reorderChapters(change.moduleId, change.ids);
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        throw error;
      }
    },
    invalidates: ['courses'],
    successMessage: _('editor.toast.orderSaved'),
  });
}
