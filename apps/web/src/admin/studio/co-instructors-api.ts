import type { CourseInstructor } from '@coursewise/contract';
import { instructorStudioRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { call } from '../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../api/admin-api';

/** GET instructor/courses/{id}/instructors: the owner first, then the co-instructors. */
export function useCourseInstructors(courseId: string) {
  return useAdminRecord(instructorStudioRoutes.studioListInstructors, { params: { id: courseId } });
}

/** POST …/instructors: the owner adds an instructor by email (the form shows refusals itself). */
export function useInviteInstructor(courseId: string, onAdded: () => void) {
  const { _ } = useLingui();
  return useAdminMutation<string, CourseInstructor>({
    mutationFn: (email) =>
      call(instructorStudioRoutes.studioInviteInstructor, { params: { id: courseId }, body: { email } }),
    invalidates: ['courses'],
    successMessage: (added) => _('console.coInstructors.toast.added', { name: added.name }),
    silentError: true,
    onSuccess: onAdded,
  });
}

/** DELETE …/instructors/{userId}: the owner removes a co-instructor. */
export function useRemoveInstructor(courseId: string) {
  const { _ } = useLingui();
  return useAdminMutation<CourseInstructor>({
    mutationFn: ({ id: userId }) =>
      call(instructorStudioRoutes.studioRemoveInstructor, { params: { id: courseId, userId } }),
    invalidates: ['courses'],
    successMessage: (_result, removed) => _('console.coInstructors.toast.removed', { name: removed.name }),
  });
}
