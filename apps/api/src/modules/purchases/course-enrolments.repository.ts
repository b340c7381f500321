import { sql } from 'kysely';
import { utcDay } from '../../db/day-bucket.js';
import type { Executor } from '../../db/executor.js';

/** The SQL of the insight's enrolment and sales figures over given courses and [from, until). */

function live(db: Executor, courseIds: readonly string[], from: string, until: string) {
  return db
    .selectFrom('purchases')
    .where('courseId', 'in', courseIds)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', until)
    .where('revokedAt', 'is', null);
}

/** Live enrolments per UTC day over the courses. */
export function enrolmentsByDay(db: Executor, courseIds: readonly string[], from: string, until: string) {
  const day = utcDay(db, 'purchases.createdAt');
  return live(db, courseIds, from, until)
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(day)
    .execute();
}

/** Live sales' amounts per UTC day and currency over the courses. */
export function salesByDay(db: Executor, courseIds: readonly string[], from: string, until: string) {
  const day = utcDay(db, 'purchases.createdAt');
  return live(db, courseIds, from, until)
    .where('source', '=', 'sale')
    .select([day.as('day'), 'currency', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .groupBy([day, 'currency'])
    .execute();
}

/** Per course: live enrolments, and per currency the live sales' count and amount. */
export function enrolmentsPerCourse(db: Executor, courseIds: readonly string[], from: string, until: string) {
  return live(db, courseIds, from, until)
    .select([
      'courseId',
      'source',
      'currency',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('amount').as('amount'),
    ])
    .groupBy(['courseId', 'source', 'currency'])
    .execute();
}

/**
 * The live enrolment of one learner in one course made in [from, until), the two named by another
 * module's columns (`table.column`): a correlated subquery for its `exists`.
 */
export function enrolmentOf(
  db: Executor,
  columns: { learner: string; course: string },
  from: string,
  until: string,
) {
  return db
    .selectFrom('purchases')
    .select(sql.lit(1).as('one'))
    .where('userId', '=', sql.ref<string>(columns.learner))
    .where('courseId', '=', sql.ref<string>(columns.course))
    .where('createdAt', '>=', from)
    .where('createdAt', '<', until)
    .where('revokedAt', 'is', null);
}

/** Ids of the learners enrolled in the range in any of the courses: a subquery for another module. */
export function learnerIdsEnrolled(db: Executor, courseIds: readonly string[], from: string, until: string) {
  return live(db, courseIds, from, until).select('purchases.userId');
}
