import { type OperandExpression, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { containsText } from '../../lib/admin-list.js';

/** Takes refunded learners off the display count, never below zero. */
export async function decrementLearnersCount(db: Executor, courseId: string, by: number): Promise<void> {
  await db
    .updateTable('courses')
    .set({
      learnersCount: sql<number>`case when learners_count > ${by} then learners_count - ${by} else 0 end`,
    })
    .where('id', '=', courseId)
    .execute();
}

/** Ids of courses whose title contains the text: a subquery for another module's query. */
export function courseIdsWithTitle(db: Executor, text: string): OperandExpression<string> {
  return db.selectFrom('courses').select('courses.id').where(containsText('courses.title', text));
}

export async function countPublished(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('published', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many chapters each of the given courses has. */
export function countChapters(db: Executor, courseIds: string[]) {
  return db
    .selectFrom('chapters')
    .select(['courseId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('courseId', 'in', courseIds)
    .groupBy('courseId')
    .execute();
}
