import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';

/** The SQL of the insight's progress figures: given courses, learners given as another module's subquery. */

/** Per chapter of the course: learners who opened it (any progress row) and who completed it. */
export function chapterCounts(db: Executor, courseId: string, learners: OperandExpression<string>) {
  return db
    .selectFrom('chapterProgress')
    .select([
      'chapterId',
      (eb) => eb.fn.countAll<number>().as('reached'),
      (eb) => eb.fn.count<number>('completedAt').as('completed'),
    ])
    .where('courseId', '=', courseId)
    .where('userId', 'in', learners)
    .groupBy('chapterId')
    .execute();
}

/**
 * Per (learner, course) of the courses with at least `atLeast` chapters completed: read by course, every
 * learner of the course (the caller keeps its cohort). Naming the cohort here as well made SQLite seek
 * once per learner and course, which at an instructor's hundreds of courses took seconds.
 */
export function completedPerLearner(db: Executor, courseIds: readonly string[], atLeast: number) {
  return db
    .selectFrom('chapterProgress')
    .select(['userId', 'courseId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('courseId', 'in', courseIds)
    .where('completedAt', 'is not', null)
    .groupBy(['userId', 'courseId'])
    .having((eb) => eb.fn.countAll(), '>=', atLeast)
    .execute();
}
