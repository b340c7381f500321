import type {
  AdminChapter,
  AdminCourse,
  AdminModule,
  ChapterCreateBody,
  ChapterUpdateBody,
} from '@coursewise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { adminApi, adminKeys, useAdminMutation, useAdminRecord } from '../../api/admin-api';
import { cataloguePaths } from './catalogue-paths';
import { COURSES } from './courses';

/** Chapters' content is read one at a time (the outline carries only summaries). */
export const CHAPTERS = 'chapters';

export function useAdminChapter(id: string) {
  return useAdminRecord<AdminChapter>(CHAPTERS, id);
}

export function useAddModule(courseId: string) {
  return useAdminMutation<string, AdminModule>({
    mutationFn: (title) => adminApi.create<AdminModule>(cataloguePaths.modules(courseId), { title }),
    invalidates: [COURSES],
    successMessage: 'Module added',
  });
}

export function useRenameModule() {
  return useAdminMutation<{ id: string; title: string }, AdminModule>({
    mutationFn: ({ id, title }) => adminApi.update<AdminModule>('modules', id, { title }),
    invalidates: [COURSES],
    successMessage: 'Module renamed',
  });
}

export function useDeleteModule() {
  return useAdminMutation<string>({
    mutationFn: (id) => adminApi.remove('modules', id),
    invalidates: [COURSES],
    successMessage: 'Module deleted',
  });
}

export function useAddChapter(onCreated?: (chapter: AdminChapter) => void) {
  return useAdminMutation<{ moduleId: string; body: ChapterCreateBody }, AdminChapter>({
    mutationFn: ({ moduleId, body }) =>
      adminApi.create<AdminChapter>(cataloguePaths.chapters(moduleId), body),
    invalidates: [COURSES],
    successMessage: 'Chapter added',
    onSuccess: onCreated,
  });
}

export function useUpdateChapter(id: string) {
  return useAdminMutation<ChapterUpdateBody, AdminChapter>({
    mutationFn: (body) => adminApi.update<AdminChapter>('chapters', id, body),
    invalidates: [COURSES, CHAPTERS],
    successMessage: 'Chapter saved',
    silentError: true,
  });
}

export function useDeleteChapter(onDeleted?: () => void) {
  return useAdminMutation<string>({
    mutationFn: (id) => adminApi.remove('chapters', id),
    invalidates: [COURSES, CHAPTERS],
    successMessage: 'Chapter deleted',
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
  const queryClient = useQueryClient();
  const key = adminKeys.item(COURSES, courseId);
  return useAdminMutation<Reorder>({
    mutationFn: async (change) => {
      const previous = queryClient.getQueryData<AdminCourse>(key);
      if (previous) queryClient.setQueryData(key, reorderCached(previous, change));
      const path =
        change.kind === 'modules'
          ? cataloguePaths.moduleOrder(change.courseId)
          : cataloguePaths.chapterOrder(change.moduleId);
      try {
        return await adminApi.reorder(path, change.ids);
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        throw error;
      }
    },
    invalidates: [COURSES],
    successMessage: 'Order saved',
  });
}
