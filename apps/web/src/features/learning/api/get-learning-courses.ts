import type { LearningCourse, Paged } from '@coursewise/contract';
import { learningKeys } from '@coursewise/contract/query-keys';
import { learningRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const LEARNING_PAGE_SIZE = 12;

/** GET learning/courses: the learner's courses with their progress, most recent activity first. */
export function getLearningCourses(page: number, signal?: AbortSignal): Promise<Paged<LearningCourse>> {
  return call(learningRoutes.listLearningCourses, {
    query: { page, limit: LEARNING_PAGE_SIZE },
    signal,
  });
}

export const learningCoursesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: learningKeys.list(page),
    queryFn: ({ signal }) => getLearningCourses(page, signal),
  });

export function useLearningCourses(page: number) {
  return useQuery(learningCoursesQueryOptions(page));
}
