import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { VerificationCodesTable } from '../../db/schema.js';

export type CodePurpose = 'signup' | 'reset' | 'signin';
export type CodeRow = Selectable<VerificationCodesTable>;

export function findCode(db: Executor, userId: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
  return db
    .selectFrom('verificationCodes')
    .select(['id', 'userId', 'purpose', 'codeHash', 'expiresAt', 'attempts', 'createdAt'])
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** A new code replaces the old one: one live code per account and purpose. */
export async function replaceCode(db: Executor, row: Omit<CodeRow, 'attempts'>): Promise<void> {
  await db
    .insertInto('verificationCodes')
    .values({ ...row, attempts: 0 })
    .onConflict((oc) =>
      oc.columns(['userId', 'purpose']).doUpdateSet({
        id: row.id,
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        attempts: 0,
        createdAt: row.createdAt,
      }),
    )
    .execute();
}

export async function countWrongAttempt(db: Executor, id: string): Promise<void> {
  await db
    .updateTable('verificationCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Deletes the code; answers whether this call was the one that used it (single use under races). */
export async function deleteCode(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('verificationCodes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
