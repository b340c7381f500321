import type { Executor } from '../../db/executor.js';

export interface NewSession {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertSession(db: Executor, row: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...row, endedAt: null })
    .execute();
}

/** A session of the user that has not ended (expired ones included: the token's `exp` decides those). */
export function findOpenSession(
  db: Executor,
  id: string,
): Promise<{ userId: string; expiresAt: string } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['userId', 'expiresAt'])
    .where('id', '=', id)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
}

/** Ends one session of the user; answers whether it was open. */
export async function endSession(db: Executor, userId: string, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ endedAt: at })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every open session of the user. */
export async function endUserSessions(db: Executor, userId: string, at: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ endedAt: at })
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .execute();
}

/** Forgets sessions that ended or expired before `before` (kept a while for the record). */
export async function deleteOldSessions(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<', before), eb('endedAt', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
