import type {
  AdminChapter,
  AdminCourse,
  AdminModule,
  ChapterCreateBody,
  ChapterUpdateBody,
} from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../../api/admin-api';
import { courseRecord } from './courses';

export function useAdminChapter(id: string) {
  // Chapters' content is read one at a time (the outline carries only summaries).
  return useAdminRecord(adminCatalogueRoutes.adminGetChapter, { params: { id } });
}

export function useAddModule(courseId: string) {
  return useAdminMutation<string, AdminModule>({
    mutationFn: (title) =>
      call(adminCatalogueRoutes.adminCreateModule, { params: { id: courseId }, body: { title } }),
    invalidates: ['courses'],
    successMessage: 'Module added',
  });
}

export function useRenameModule() {
  return useAdminMutation<{ id: string; title: string }, AdminModule>({
    mutationFn: ({ id, title }) =>
      call(adminCatalogueRoutes.adminUpdateModule, { params: { id }, body: { title } }),
    invalidates: ['courses'],
    successMessage: 'Module renamed',
  });
}

export function useDeleteModule() {
  return useAdminMutation<string>({
    mutationFn: (id) => call(adminCatalogueRoutes.adminDeleteModule, { params: { id } }),
    invalidates: ['courses'],
    successMessage: 'Module deleted',
  });
}

export function useAddChapter(onCreated?: (chapter: AdminChapter) => void) {
  return useAdminMutation<{ moduleId: string; body: ChapterCreateBody }, AdminChapter>({
    mutationFn: ({ moduleId, body }) =>
      call(adminCatalogueRoutes.adminCreateChapter, { params: { id: moduleId }, body }),
    invalidates: ['courses'],
    successMessage: 'Chapter added',
    onSuccess: onCreated,
  });
}

export function useUpdateChapter(id: string) {
  return useAdminMutation<ChapterUpdateBody, AdminChapter>({
    mutationFn: (body) => call(adminCatalogueRoutes.adminUpdateChapter, { params: { id }, body }),
    invalidates: ['courses', 'chapters'],
    successMessage: 'Chapter saved',
    silentError: true,
  });
}

export function useDeleteChapter(onDeleted?: () => void) {
  return useAdminMutation<string>({
    mutationFn: (id) => call(adminCatalogueRoutes.adminDeleteChapter, { params: { id } }),
    invalidates: ['courses', 'chapters'],
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
  const key = courseRecord(courseId).queryKey;
  return useAdminMutation<Reorder>({
    mutationFn: async (change) => {
      const previous = queryClient.getQueryData<AdminCourse>(key);
      if (previous) queryClient.setQueryData(key, reorderCached(previous, change));
      const body = { ids: change.ids };
      try {
        return change.kind === 'modules'
          ? await call(adminCatalogueRoutes.adminReorderModules, { params: { id: change.courseId }, body })
          : await call(adminCatalogueRoutes.adminReorderChapters, { params: { id: change.moduleId }, body });
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        throw error;
      }
    },
    invalidates: ['courses'],
    successMessage: 'Order saved',
  });
}
