import type { AdminCourse } from '@coursewise/contract';
import { adminCourseReviewRoutes, studioCourseReviewRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { call } from '../../../lib/api-client';
import { useAdminMutation } from '../../api/admin-api';

/** POST admin/courses/{id}/return: back to its instructors with the note they are mailed. */
export function useReturnCourse(id: string) {
  const { _ } = useLingui();
  return useAdminMutation<string, AdminCourse>({
    mutationFn: (note) => call(adminCourseReviewRoutes.adminReturnCourse, { params: { id }, body: { note } }),
    invalidates: ['courses', 'dashboard', 'audit'],
    successMessage: _('editor.toast.courseReturned'),
    silentError: true,
  });
}

/** POST instructor/courses/{id}/submit: the studio sends the draft for review (a 422 names what is missing). */
export function useSubmitCourse(id: string, onSubmitted?: (course: AdminCourse) => void) {
  const { _ } = useLingui();
  return useAdminMutation<void, AdminCourse>({
    mutationFn: () => call(studioCourseReviewRoutes.studioSubmitCourse, { params: { id }, body: {} }),
    invalidates: ['courses'],
    successMessage: _('editor.toast.courseSubmitted'),
    silentError: true,
    ...(onSubmitted ? { onSuccess: onSubmitted } : {}),
  });
}
