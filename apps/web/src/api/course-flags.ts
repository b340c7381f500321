import type { CourseSummary } from '@coursewise/contract';
import { courseKeys, viewerScopedKeys } from '@coursewise/contract/query-keys';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type CourseFlags = Pick<CourseSummary, 'isWishlisted' | 'isInCart' | 'isPurchased'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A cached course answer (a page `{items}` or one course `{id}`) with one course's flags changed;
 * the same object when that course is not in it, so untouched queries do not re-render.
 */
export function patchCourseFlags<T>(data: T, courseId: string, flags: CourseFlags): T {
  if (!isRecord(data)) return data;
  if (data.id === courseId) return { ...data, ...flags };
  const items = data.items;
  if (!Array.isArray(items) || !items.some((item) => isRecord(item) && item.id === courseId)) return data;
  return {
    ...data,
    items: items.map((item) => (isRecord(item) && item.id === courseId ? { ...item, ...flags } : item)),
  };
}

/** Updates a course's flags in every cached course list and course page at once. */
export function setCourseFlags(queryClient: QueryClient, courseId: string, flags: CourseFlags): void {
  queryClient.setQueriesData({ queryKey: courseKeys.all }, (data: unknown) =>
    patchCourseFlags(data, courseId, flags),
  );
}

/**
 * Marks data as out of date: what is on screen is fetched again now, the rest is dropped so it loads
 * fresh when next shown (queries never refetch on mount by themselves here).
 */
export async function refreshQueries(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  queryClient.removeQueries({ queryKey, type: 'inactive' });
  await queryClient.invalidateQueries({ queryKey, refetchType: 'active' });
}

/** After sign-in or a rejected token: everything that depends on who is asking is asked again. */
export async function refreshViewerQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all(viewerScopedKeys.map((queryKey) => refreshQueries(queryClient, queryKey)));
}
