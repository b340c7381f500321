import type { Executor } from '../../db/executor.js';

/** Completed chapters per (learner, course), for the given learners and courses. */
export function countCompletedChapters(db: Executor, userIds: string[], courseIds: string[]) {
  return db
    .selectFrom('chapterProgress')
    .select(['userId', 'courseId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('completedAt', 'is not', null)
    .where('userId', 'in', userIds)
    .where('courseId', 'in', courseIds)
    .groupBy(['userId', 'courseId'])
    .execute();
}
