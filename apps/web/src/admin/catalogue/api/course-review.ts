import type { AdminCourse } from '@coursewise/contract';
import { adminCourseReviewRoutes, studioCourseReviewRoutes } from '@coursewise/contract/routes';
import { call } from '../../../lib/api-client';
import { useAdminMutation } from '../../api/admin-api';

/** POST admin/courses/{id}/return: back to its instructors with the note they are mailed. */
export function useReturnCourse(id: string) {
  return useAdminMutation<string, AdminCourse>({
    mutationFn: (note) => call(adminCourseReviewRoutes.adminReturnCourse, { params: { id }, body: { note } }),
    invalidates: ['courses', 'dashboard', 'audit'],
    successMessage: 'Returned to the instructor with your note',
    silentError: true,
  });
}

/** POST instructor/courses/{id}/submit: the studio sends the draft for review (a 422 names what is missing). */
export function useSubmitCourse(id: string, onSubmitted?: (course: AdminCourse) => void) {
  return useAdminMutation<void, AdminCourse>({
    mutationFn: () => call(studioCourseReviewRoutes.studioSubmitCourse, { params: { id }, body: {} }),
    invalidates: ['courses'],
    successMessage: 'Submitted for review',
    silentError: true,
    ...(onSubmitted ? { onSuccess: onSubmitted } : {}),
  });
}
