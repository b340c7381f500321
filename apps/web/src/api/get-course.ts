import type { CourseDetails } from '@coursewise/contract';
import { courseKeys } from '@coursewise/contract/query-keys';
import { catalogueRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** GET course/details?slug=: the course page (outline, reviews, and the viewer's flags when signed in). */
export function getCourse(slug: string, signal?: AbortSignal): Promise<CourseDetails> {
  return call(catalogueRoutes.getCourseDetails, { query: { slug }, signal });
}

export const courseQueryOptions = (slug: string) =>
  queryOptions({ queryKey: courseKeys.details(slug), queryFn: ({ signal }) => getCourse(slug, signal) });

export function useCourse(slug: string) {
  return useQuery(courseQueryOptions(slug));
}
