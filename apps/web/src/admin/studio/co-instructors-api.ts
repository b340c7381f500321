import type { CourseInstructor } from '@coursewise/contract';
import { instructorStudioRoutes } from '@coursewise/contract/routes';
import { call } from '../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../api/admin-api';

/** GET instructor/courses/{id}/instructors: the owner first, then the co-instructors. */
export function useCourseInstructors(courseId: string) {
  return useAdminRecord(instructorStudioRoutes.studioListInstructors, { params: { id: courseId } });
}

/** POST …/instructors: the owner adds an instructor by email (the form shows refusals itself). */
export function useInviteInstructor(courseId: string, onAdded: () => void) {
  return useAdminMutation<string, CourseInstructor>({
    mutationFn: (email) =>
      call(instructorStudioRoutes.studioInviteInstructor, { params: { id: courseId }, body: { email } }),
    invalidates: ['courses'],
    successMessage: (added) => `${added.name} can now edit this course`,
    silentError: true,
    onSuccess: onAdded,
  });
}

/** DELETE …/instructors/{userId}: the owner removes a co-instructor. */
export function useRemoveInstructor(courseId: string) {
  return useAdminMutation<CourseInstructor>({
    mutationFn: ({ id: userId }) =>
      call(instructorStudioRoutes.studioRemoveInstructor, { params: { id: courseId, userId } }),
    invalidates: ['courses'],
    successMessage: (_, removed) => `${removed.name} was removed from this course`,
  });
}
