import type { Executor } from '../../db/executor.js';

/** Completed chapters per (learner, course), for the given learners and courses (the kept counts). */
export function countCompletedChapters(db: Executor, userIds: string[], courseIds: string[]) {
  return db
    .selectFrom('courseProgress')
    .select(['userId', 'courseId', 'completedChapters as n'])
    .where('completedChapters', '>', 0)
    .where('userId', 'in', userIds)
    .where('courseId', 'in', courseIds)
    .execute();
}
