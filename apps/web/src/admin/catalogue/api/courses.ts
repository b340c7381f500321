import type { AdminCourse, CourseCreateBody, StudioCourseUpdateBody } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAdminMutation } from '../../api/admin-api';
import { useEditorApi } from './editor-context';

/** GET …/courses/{id}: every field, with its modules and chapters (the console's or the studio's). */
export function useEditorCourse(id: string) {
  const api = useEditorApi();
  return useQuery(api.getCourse(id));
}

/** Every category (for the course form's select and the list's filter), by name. */
export function useCategoryOptions() {
  const api = useEditorApi();
  return useQuery(api.categories());
}

export function useCreateCourse(onCreated: (course: AdminCourse) => void) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<CourseCreateBody, AdminCourse>({
    mutationFn: (body) => api.createCourse(body),
    invalidates: ['courses', 'categories'],
    successMessage: _('editor.toast.courseCreated'),
    silentError: true,
    onSuccess: onCreated,
  });
}

/** PUT …/courses/{id}; the form shows field errors itself (silent). */
export function useUpdateCourse(id: string, successMessage?: string) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<StudioCourseUpdateBody, AdminCourse>({
    mutationFn: (body) => api.updateCourse(id, body),
    invalidates: ['courses', 'categories'],
    successMessage: successMessage ?? _('editor.toast.courseSaved'),
    silentError: true,
  });
}

/**
 * Publishing and unpublishing (the console only: the studio goes through review): a 422 names what is
 * missing, shown by the page (silent).
 */
export function usePublishCourse(id: string) {
  const { _ } = useLingui();
  return useAdminMutation<boolean, AdminCourse>({
    mutationFn: (published) =>
      call(adminCatalogueRoutes.adminUpdateCourse, { params: { id }, body: { published } }),
    invalidates: ['courses'],
    successMessage: (course) =>
      course.published ? _('editor.toast.coursePublished') : _('editor.toast.courseUnpublished'),
    silentError: true,
  });
}

export function useDeleteCourse(onDeleted: () => void) {
  const { _ } = useLingui();
  const api = useEditorApi();
  return useAdminMutation<string>({
    mutationFn: (id) => api.deleteCourse(id),
    invalidates: ['courses', 'categories'],
    successMessage: _('editor.toast.courseDeleted'),
    silentError: true,
    onSuccess: onDeleted,
  });
}
