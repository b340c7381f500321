import type {
  AdminCategory,
  AdminCourse,
  CourseCreateBody,
  CourseUpdateBody,
  Paged,
} from '@coursewise/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminApi, adminKeys, useAdminMutation, useAdminRecord } from '../../api/admin-api';
import { cataloguePaths } from './catalogue-paths';

/** The resources a catalogue write refreshes: the course (its outline included) and the lists. */
export const COURSES = 'courses';
export const CATEGORIES = 'categories';

/** GET admin/courses/{id}: every field, with its modules and chapters. */
export function useAdminCourse(id: string) {
  return useAdminRecord<AdminCourse>(COURSES, id);
}

/** Every category (for the course form's select and the list's filter), by name. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: adminKeys.list(CATEGORIES, { all: true }),
    queryFn: ({ signal }) =>
      apiClient.get<Paged<AdminCategory>>(`admin/${cataloguePaths.categories}`, {
        query: { limit: 100, sort: 'name', order: 'asc' },
        signal,
      }),
    select: (page) => page.items,
  });
}

export function useCreateCourse(onCreated: (course: AdminCourse) => void) {
  return useAdminMutation<CourseCreateBody, AdminCourse>({
    mutationFn: (body) => adminApi.create<AdminCourse>(cataloguePaths.courses, body),
    invalidates: [COURSES, CATEGORIES],
    successMessage: 'Course created as a draft',
    silentError: true,
    onSuccess: onCreated,
  });
}

/** PUT admin/courses/{id}; the form shows field errors itself (silent). */
export function useUpdateCourse(id: string, successMessage = 'Course saved') {
  return useAdminMutation<CourseUpdateBody, AdminCourse>({
    mutationFn: (body) => adminApi.update<AdminCourse>(cataloguePaths.courses, id, body),
    invalidates: [COURSES, CATEGORIES],
    successMessage,
    silentError: true,
  });
}

/** Publishing and unpublishing: a 422 names what is missing, shown by the page (silent). */
export function usePublishCourse(id: string) {
  return useAdminMutation<boolean, AdminCourse>({
    mutationFn: (published) => adminApi.update<AdminCourse>(cataloguePaths.courses, id, { published }),
    invalidates: [COURSES],
    successMessage: (course) => (course.published ? 'Course published' : 'Course unpublished'),
    silentError: true,
  });
}

export function useDeleteCourse(onDeleted: () => void) {
  return useAdminMutation<string>({
    mutationFn: (id) => adminApi.remove(cataloguePaths.courses, id),
    invalidates: [COURSES, CATEGORIES],
    successMessage: 'Course deleted',
    silentError: true,
    onSuccess: onDeleted,
  });
}
