import type { AdminCourse, CourseCreateBody, CourseUpdateBody } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminRead, useAdminMutation, useAdminRecord } from '../../api/admin-api';

/** The course's record (its outline included), as the editor pages read and the writes update it. */
export const courseRecord = (id: string) =>
  adminRead(adminCatalogueRoutes.adminGetCourse, { params: { id } });

/** GET admin/courses/{id}: every field, with its modules and chapters. */
export function useAdminCourse(id: string) {
  return useAdminRecord(adminCatalogueRoutes.adminGetCourse, { params: { id } });
}

/** Every category (for the course form's select and the list's filter), by name. */
export function useCategoryOptions() {
  return useQuery({
    ...adminRead(adminCatalogueRoutes.adminListCategories, {
      query: { limit: 100, sort: 'name', order: 'asc' },
    }),
    select: (page) => page.items,
  });
}

export function useCreateCourse(onCreated: (course: AdminCourse) => void) {
  return useAdminMutation<CourseCreateBody, AdminCourse>({
    mutationFn: (body) => call(adminCatalogueRoutes.adminCreateCourse, { body }),
    invalidates: ['courses', 'categories'],
    successMessage: 'Course created as a draft',
    silentError: true,
    onSuccess: onCreated,
  });
}

/** PUT admin/courses/{id}; the form shows field errors itself (silent). */
export function useUpdateCourse(id: string, successMessage = 'Course saved') {
  return useAdminMutation<CourseUpdateBody, AdminCourse>({
    mutationFn: (body) => call(adminCatalogueRoutes.adminUpdateCourse, { params: { id }, body }),
    invalidates: ['courses', 'categories'],
    successMessage,
    silentError: true,
  });
}

/** Publishing and unpublishing: a 422 names what is missing, shown by the page (silent). */
export function usePublishCourse(id: string) {
  return useAdminMutation<boolean, AdminCourse>({
    mutationFn: (published) =>
      call(adminCatalogueRoutes.adminUpdateCourse, { params: { id }, body: { published } }),
    invalidates: ['courses'],
    successMessage: (course) => (course.published ? 'Course published' : 'Course unpublished'),
    silentError: true,
  });
}

export function useDeleteCourse(onDeleted: () => void) {
  return useAdminMutation<string>({
    mutationFn: (id) => call(adminCatalogueRoutes.adminDeleteCourse, { params: { id } }),
    invalidates: ['courses', 'categories'],
    successMessage: 'Course deleted',
    silentError: true,
    onSuccess: onDeleted,
  });
}
