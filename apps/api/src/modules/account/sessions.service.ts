import type { Session } from '@coursewise/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { isoIn, nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { openRevocationChannel } from '../../lib/token-versions/revocation-channel.js';
import { TokenVersionCache } from '../../lib/token-versions/version-cache.js';
import { toUser } from './account.mapper.js';
import type { UserRow } from './account.repository.js';
import * as accounts from './account.repository.js';
import { assertNotDisabled } from './account-status.js';
import * as repo from './sessions.repository.js';

/**
 * Sessions (issue 19): every sign-in opens one with an absolute end that no request extends; a token
 * names its session and never outlives it. Ending a session reaches every instance the way a token
 * version does: the per-instance cache of open sessions (`ctx.sessions`) is a `TokenVersionCache`
 * keyed by session id, where 0 means open and null ended, on its own Redis channel.
 */

const OPEN = 0;
/** Ended and expired sessions are kept this long, then deleted at start-up. */
const KEPT_AFTER_END_MS = 30 * 24 * 3600_000;

export type SessionCache = TokenVersionCache;

export function openSessionCache(
  db: Executor,
  redisUrl: string | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
): SessionCache {
  const channel = openRevocationChannel(redisUrl, log, 'coursewise:sessions');
  return new TokenVersionCache(async (sessionId) => {
    const row = await repo.findOpenSession(db, sessionId);
    return row && row.expiresAt > nowIso() ? OPEN : null;
  }, channel);
}

type SessionDeps = Pick<AppContext, 'config' | 'tokens' | 'storage'>;
type OpeningDeps = SessionDeps & Pick<AppContext, 'sessions'>;

/** Opens a session for the account and answers its first token with the profile; never for a disabled account. */
export async function openSession(db: Executor, ctx: OpeningDeps, row: UserRow): Promise<Session> {
  assertNotDisabled(row);
  const id = newId();
  const expiresAt = isoIn(ctx.config.sessionTtlSeconds * 1000);
  await repo.insertSession(db, { id, userId: row.id, createdAt: nowIso(), expiresAt });
  // Known open here from now on, so this instance's first request with the token reads nothing.
  ctx.sessions.remember(id, OPEN);
  return { token: signFor(ctx, row, id, expiresAt), user: toUser(row, ctx.storage) };
}

/**
 * A new token for the same session (after the profile changes, or a password change keeps this
 * device signed in): it ends when the session does, so no request extends a session.
 */
export async function renewToken(
  db: Executor,
  ctx: SessionDeps,
  row: UserRow,
  sessionId: string,
): Promise<string | null> {
  const session = await repo.findOpenSession(db, sessionId);
  if (!session || session.userId !== row.id) return null;
  return signFor(ctx, row, sessionId, session.expiresAt);
}

const signFor = (ctx: Pick<AppContext, 'tokens'>, row: UserRow, sessionId: string, expiresAt: string) =>
  ctx.tokens.sign({
    userId: row.id,
    tokenVersion: row.tokenVersion,
    sessionId,
    expiresAt: new Date(expiresAt),
  });

/** Whether the session is open (answered from the cache without a query once known). */
export function isSessionOpen(
  ctx: Pick<AppContext, 'sessions'>,
  sessionId: string,
): boolean | Promise<boolean> {
  return ctx.sessions.isCurrent(sessionId, OPEN);
}

/** Ends the session of the token sent; every instance refuses the token from then on. */
export async function endSession(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  userId: string,
  sessionId: string,
): Promise<void> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    await repo.endSession(trx, userId, sessionId, nowIso());
    uow.endSession(sessionId);
  });
}

/** Ends every session of the account; the token version rises too, so no token of it is left. */
export async function endAllSessions(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  userId: string,
): Promise<void> {
  const at = nowIso();
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    await repo.endUserSessions(trx, userId, at);
    uow.revokeTokens(userId, await accounts.bumpTokenVersion(trx, userId, { updatedAt: at }));
  });
}

/** Deletes sessions that ended or expired long ago (start-up housekeeping). */
export function forgetOldSessions(db: Executor): Promise<number> {
  return repo.deleteOldSessions(db, isoIn(-KEPT_AFTER_END_MS));
}
