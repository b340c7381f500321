import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { SignupCodesTable } from '../../db/schema.js';

export type SignupCodeRow = Selectable<SignupCodesTable>;

const COLUMNS = ['id', 'userId', 'codeHash', 'passwordHash', 'expiresAt', 'attempts', 'createdAt'] as const;

/** The account's sign-up attempts, newest first (each with its code and the password it chose). */
export function listSignupCodes(db: Executor, userId: string, limit: number): Promise<SignupCodeRow[]> {
  return db
    .selectFrom('signupCodes')
    .select(COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertSignupCode(db: Executor, row: Omit<SignupCodeRow, 'attempts'>): Promise<void> {
  await db
    .insertInto('signupCodes')
    .values({ ...row, attempts: 0 })
    .execute();
}

/** A fresh code for an attempt (resend): the same password, a new code, expiry and try count. */
export async function refreshSignupCode(
  db: Executor,
  id: string,
  codeHash: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable('signupCodes')
    .set({ codeHash, expiresAt, attempts: 0 })
    .where('id', '=', id)
    .execute();
}

export async function countWrongSignupAttempt(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('signupCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
}

/** Keeps the newest `keep` attempts of the account. */
export async function pruneSignupCodes(db: Executor, userId: string, keep: number): Promise<void> {
  const kept = await listSignupCodes(db, userId, keep);
  if (kept.length < keep) return;
  await db
    .deleteFrom('signupCodes')
    .where('userId', '=', userId)
    .where(
      'id',
      'not in',
      kept.map((row) => row.id),
    )
    .execute();
}

/** Deletes every attempt of the account; answers how many this call deleted (single use under races). */
export async function deleteSignupCodes(db: Executor, userId: string): Promise<number> {
  const result = await db.deleteFrom('signupCodes').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
