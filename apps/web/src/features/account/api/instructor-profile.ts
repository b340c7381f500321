import type { InstructorProfileBody, OwnInstructorProfile } from '@coursewise/contract';
import { instructorKeys } from '@coursewise/contract/query-keys';
import { instructorProfileRoutes } from '@coursewise/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET instructor/profile: the instructor's own public profile (a suggested slug until first saved). */
export function getOwnInstructorProfile(signal?: AbortSignal): Promise<OwnInstructorProfile> {
  return call(instructorProfileRoutes.getOwnInstructorProfile, { signal });
}

export function useOwnInstructorProfile() {
  return useQuery({ queryKey: instructorKeys.own, queryFn: ({ signal }) => getOwnInstructorProfile(signal) });
}

/** PUT instructor/profile. */
export function saveOwnInstructorProfile(body: InstructorProfileBody): Promise<OwnInstructorProfile> {
  return call(instructorProfileRoutes.saveOwnInstructorProfile, { body });
}

export function useSaveOwnInstructorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnInstructorProfile,
    // The form puts field errors under their fields and toasts the rest itself.
    meta: { silentError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(instructorKeys.own, saved);
      void queryClient.invalidateQueries({ queryKey: instructorKeys.profile(saved.slug) });
    },
  });
}
