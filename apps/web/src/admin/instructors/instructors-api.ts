import { insightRoutes } from '@coursewise/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRead } from '../api/admin-api';

export interface InstructorsQuery {
  from?: string;
  to?: string;
  search?: string;
  page?: number;
}

/** GET admin/instructors: instructors by name with their courses' totals over the range. */
export function useInstructors(query: InstructorsQuery) {
  return useQuery({
    ...adminRead(insightRoutes.adminListInstructors, { query: { ...query, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/instructors/{id}/insight. */
export function useInstructorInsight(
  id: string,
  query: { from?: string; to?: string; period?: 'day' | 'week' | 'month' },
) {
  return useQuery({
    ...adminRead(insightRoutes.adminGetInstructorInsight, { params: { id }, query }),
    placeholderData: keepPreviousData,
  });
}
