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
