import type { CourseDetails } from '@coursewise/contract';
import { courseKeys } from '@coursewise/contract/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/** GET course/details?slug=: the course page (outline, reviews, and the viewer's flags when signed in). */
export function getCourse(slug: string, signal?: AbortSignal): Promise<CourseDetails> {
  return apiClient.get<CourseDetails>('course/details', { query: { slug }, signal });
}

export const courseQueryOptions = (slug: string) =>
  queryOptions({ queryKey: courseKeys.details(slug), queryFn: ({ signal }) => getCourse(slug, signal) });

export function useCourse(slug: string) {
  return useQuery(courseQueryOptions(slug));
}
