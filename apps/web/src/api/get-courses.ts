import type { CourseListQuery, CourseSummary } from '@coursewise/contract';
import { courseKeys } from '@coursewise/contract/query-keys';
import { catalogueRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';

export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/** GET course/list: a page of published courses (with the viewer's flags when signed in). */
export function getCourses(query: CourseListQuery, signal?: AbortSignal): Promise<Page<CourseSummary>> {
  return call(catalogueRoutes.listCourses, { query: { ...query }, signal });
}

export const coursesQueryOptions = (query: CourseListQuery) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => getCourses(query, signal),
  });

export function useCourses(query: CourseListQuery) {
  return useQuery(coursesQueryOptions(query));
}
