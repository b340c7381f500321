import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { isoIn, nowIso } from '../../lib/clock.js';
import { codeMatches, generateCode, hashCode } from '../../lib/codes.js';
import { newId } from '../../lib/ids.js';
import { invalidCode } from './codes.service.js';
import * as repo from './signup-codes.repository.js';

/**
 * Sign-up codes, one per sign-up of a pending address, each bound to the password chosen in that
 * sign-up: the mailbox owner enters the code of the mail their own sign-up caused, so their password
 * is the one kept, whoever else signs up with the address meanwhile (decisions.md).
 */

const CODE_TTL_MS = 15 * 60_000;
const MAX_WRONG_TRIES = 5;
/** Attempts kept per account; older ones are forgotten (sign-up is limited to five per 15 minutes). */
const KEPT_ATTEMPTS = 5;
/** How many of the newest attempts a resend mails a fresh code for. */
const RESENT_ATTEMPTS = 3;

export interface MailedCode {
  code: string;
  /** When the sign-up this code completes was started, for the mail ("started at 07:05 UTC"). */
  startedAt: string;
}

type Deps = Pick<AppContext, 'config'>;

const hashFor = (ctx: Deps, userId: string, attemptId: string, code: string) =>
  hashCode(ctx.config.jwtSecret, userId, `signup:${attemptId}`, code);

/** Records a sign-up attempt with its password and answers the code to mail for it. */
export async function startAttempt(
  db: Executor,
  ctx: Deps,
  userId: string,
  passwordHash: string,
): Promise<MailedCode> {
  const id = newId();
  const code = generateCode();
  const startedAt = nowIso();
  await repo.insertSignupCode(db, {
    id,
    userId,
    codeHash: hashFor(ctx, userId, id, code),
    passwordHash,
    expiresAt: isoIn(CODE_TTL_MS),
    createdAt: startedAt,
  });
  await repo.pruneSignupCodes(db, userId, KEPT_ATTEMPTS);
  return { code, startedAt };
}

/**
 * Fresh codes for the newest attempts (a resend, or an unverified sign-in): one each, since whoever
 * asks cannot be told apart from the owner; the mails say when each sign-up was started. Answers none
 * for an account made before attempts were recorded.
 */
export async function refreshAttempts(db: Executor, ctx: Deps, userId: string): Promise<MailedCode[]> {
  const rows = await repo.listSignupCodes(db, userId, RESENT_ATTEMPTS);
  const mailed: MailedCode[] = [];
  for (const row of rows) {
    const code = generateCode();
    await repo.refreshSignupCode(db, row.id, hashFor(ctx, userId, row.id, code), isoIn(CODE_TTL_MS));
    mailed.push({ code, startedAt: row.createdAt });
  }
  return mailed;
}

/**
 * Uses up a code: it must match a live attempt with fewer than five wrong tries. A wrong guess counts
 * against every live attempt; a right one ends them all and answers the password that attempt chose.
 */
export async function consumeAttempt(db: Executor, ctx: Deps, userId: string, code: string): Promise<string> {
  const now = nowIso();
  const live = (await repo.listSignupCodes(db, userId, KEPT_ATTEMPTS)).filter(
    (row) => row.expiresAt > now && row.attempts < MAX_WRONG_TRIES,
  );
  if (live.length === 0) {
    const locked = (await repo.listSignupCodes(db, userId, 1))[0];
    if (locked && locked.expiresAt > now) throw codeLocked();
    throw invalidCode();
  }
  const match = live.find((row) => codeMatches(row.codeHash, hashFor(ctx, userId, row.id, code)));
  if (!match) {
    await repo.countWrongSignupAttempt(
      db,
      live.map((row) => row.id),
    );
    throw invalidCode();
  }
  if ((await repo.deleteSignupCodes(db, userId)) === 0) throw invalidCode();
  return match.passwordHash;
}

const codeLocked = () =>
  new AppError('CODE_LOCKED', 'Too many wrong codes. Ask for a new code and try again.', 400, [
    { path: 'code', message: 'has had too many wrong tries' },
  ]);
