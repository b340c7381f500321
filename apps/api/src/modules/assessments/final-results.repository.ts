import type { Executor } from '../../db/executor.js';

/**
 * Per (learner, course) with a final attempt submitted in [from, until): one row each, `passed` 1 when
 * any of those attempts passed. Counted by the caller's outer query.
 */
export async function countFinalTakers(db: Executor, from: string, until: string) {
  const perLearner = db
    .selectFrom('finalAttempts')
    .select(['userId', 'courseId', (eb) => eb.fn.max('passed').as('passed')])
    .where('submittedAt', '>=', from)
    .where('submittedAt', '<', until)
    .groupBy(['userId', 'courseId'])
    .as('takers');
  const row = await db
    .selectFrom(perLearner)
    .select((eb) => [
      eb.fn.countAll<number>().as('takers'),
      eb.fn.coalesce(eb.fn.sum<number>('takers.passed'), eb.lit(0)).as('passed'),
    ])
    .executeTakeFirstOrThrow();
  return { takers: Number(row.takers), passed: Number(row.passed) };
}
