import type { InstructorPublicProfile } from '@coursewise/contract';
import { instructorKeys } from '@coursewise/contract/query-keys';
import { instructorProfileRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET instructor/profile/{slug}: an instructor's public profile with their published courses. */
export function getInstructorProfile(slug: string, signal?: AbortSignal): Promise<InstructorPublicProfile> {
  return call(instructorProfileRoutes.getInstructorProfile, { params: { slug }, signal });
}

export const instructorProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: instructorKeys.profile(slug),
    queryFn: ({ signal }) => getInstructorProfile(slug, signal),
  });

export function useInstructorProfile(slug: string) {
  return useQuery(instructorProfileQueryOptions(slug));
}
