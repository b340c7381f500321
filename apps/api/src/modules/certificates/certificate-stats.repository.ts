import type { Executor } from '../../db/executor.js';

export async function countValid(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('certificates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('revokedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
