import type { Announcement, Paged } from '@coursewise/contract';
import { announcementRoutes } from '@coursewise/contract/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const ANNOUNCEMENTS_PAGE_SIZE = 3;

/** GET course/announcements/{courseId}: one page of the course's announcements, newest first. */
export function getCourseAnnouncements(
  courseId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<Announcement>> {
  return call(announcementRoutes.listCourseAnnouncements, {
    params: { courseId },
    query: { page, limit: ANNOUNCEMENTS_PAGE_SIZE },
    signal,
  });
}

/** The course's announcements, a page at a time ("Show more" asks for the next). */
export function useCourseAnnouncements(courseId: string) {
  return useInfiniteQuery({
    queryKey: ['announcements', courseId],
    queryFn: ({ pageParam, signal }) => getCourseAnnouncements(courseId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
