import type { CourseInsight, InsightPeriod } from '@coursewise/contract';
import { insightRoutes } from '@coursewise/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** Where the insight is read from: the studio (courses the caller teaches) or the console (any course). */
export type InsightSource = 'studio' | 'admin';

export interface InsightRange {
  from?: string;
  to?: string;
  period?: InsightPeriod;
}

const routes = {
  studio: insightRoutes.studioGetCourseInsight,
  admin: insightRoutes.adminGetCourseInsight,
} as const;

/** GET instructor|admin/courses/{id}/insight?from=&to=&period= (the server defaults the range). */
export function fetchCourseInsight(
  source: InsightSource,
  courseId: string,
  range: InsightRange,
): Promise<CourseInsight> {
  const input = { params: { id: courseId }, query: range };
  return source === 'studio' ? call(routes.studio, input) : call(routes.admin, input);
}

export function useCourseInsight(source: InsightSource, courseId: string, range: InsightRange) {
  return useQuery({
    queryKey: ['insight', source, courseId, range],
    queryFn: () => fetchCourseInsight(source, courseId, range),
    placeholderData: keepPreviousData,
  });
}
