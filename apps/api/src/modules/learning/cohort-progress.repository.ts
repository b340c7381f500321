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
 * Completed chapters per (learner, course) of the given learners, in every course they study: the
 * caller keeps its courses. Filtering by a list of courses here would make SQLite seek once per
 * learner and course (users × courses), which at an instructor's hundreds of courses took seconds.
 */
export function completedPerLearner(db: Executor, learners: OperandExpression<string>, atLeast: number) {
  return db
    .selectFrom('chapterProgress')
    .select(['userId', 'courseId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userId', 'in', learners)
    .where('completedAt', 'is not', null)
    .groupBy(['userId', 'courseId'])
    .having((eb) => eb.fn.countAll(), '>=', atLeast)
    .execute();
}
