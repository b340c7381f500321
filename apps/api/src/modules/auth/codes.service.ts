import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { isoIn, nowIso } from '../../lib/clock.js';
import { codeMatches, generateCode, hashCode } from '../../lib/codes.js';
import { newId } from '../../lib/ids.js';
import * as repo from './auth.repository.js';

const CODE_TTL_MS = 15 * 60_000;
const MAX_WRONG_TRIES = 5;

export const invalidCode = () =>
  new AppError(
    'INVALID_CODE',
    'This code is wrong or has expired. Check the latest email or ask for a new code.',
    400,
    [{ path: 'code', message: 'is wrong or has expired' }],
  );

/** Creates a fresh code for the account (replacing any earlier one) and answers it for the email. */
export async function issueCode(
  db: Executor,
  ctx: Pick<AppContext, 'config'>,
  userId: string,
  purpose: repo.CodePurpose,
): Promise<string> {
  const code = generateCode();
  await repo.replaceCode(db, {
    id: newId(),
    userId,
    purpose,
    codeHash: hashCode(ctx.config.jwtSecret, userId, purpose, code),
    expiresAt: isoIn(CODE_TTL_MS),
    createdAt: nowIso(),
  });
  return code;
}

/**
 * Uses up a code: it must exist, be unexpired, have fewer than five wrong tries behind it and match.
 * A wrong guess is counted; a right one deletes the code so it cannot be used twice.
 */
export async function consumeCode(
  db: Executor,
  ctx: Pick<AppContext, 'config'>,
  userId: string,
  purpose: repo.CodePurpose,
  code: string,
): Promise<void> {
  const row = await repo.findCode(db, userId, purpose);
  if (!row || row.expiresAt <= nowIso()) throw invalidCode();
  if (row.attempts >= MAX_WRONG_TRIES) {
    throw new AppError('CODE_LOCKED', 'Too many wrong codes. Ask for a new code and try again.', 400, [
      { path: 'code', message: 'has had too many wrong tries' },
    ]);
  }
  if (!codeMatches(row.codeHash, hashCode(ctx.config.jwtSecret, userId, purpose, code))) {
    await repo.countWrongAttempt(db, row.id);
    throw invalidCode();
  }
  if (!(await repo.deleteCode(db, row.id))) throw invalidCode();
}
