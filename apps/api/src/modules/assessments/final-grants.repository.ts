import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { FinalAttemptGrantsTable } from '../../db/schema.js';

export async function insertGrant(db: Executor, row: Insertable<FinalAttemptGrantsTable>): Promise<void> {
  await db.insertInto('finalAttemptGrants').values(row).execute();
}

/** The extra final attempts granted to the learner for the course, all grants together. */
export async function sumExtraAttempts(db: Executor, userId: string, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('finalAttemptGrants')
    .select((eb) => eb.fn.sum<number | string | null>('extra').as('extra'))
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return Number(row?.extra ?? 0);
}
