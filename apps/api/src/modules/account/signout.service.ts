import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { recordSecurityEvent } from '../audit/audit.service.js';
import { endAllSessions, endSession } from './sessions.service.js';

/** `POST user/signout`: ends this token's session on every instance, and says so in the audit log. */
export async function signout(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  userId: string,
  sessionId: string,
  ip: string,
): Promise<void> {
  await endSession(db, ctx, userId, sessionId);
  await recordSecurityEvent(db, { action: 'signout', userId, ip, summary: `Signed out from ${ip}` });
}

/** `POST user/signout-all`: ends every session of the account, this one included. */
export async function signoutEverywhere(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  userId: string,
  ip: string,
): Promise<void> {
  await endAllSessions(db, ctx, userId);
  await recordSecurityEvent(db, {
    action: 'signout-all',
    userId,
    ip,
    summary: `Signed out of every device from ${ip}`,
  });
}
