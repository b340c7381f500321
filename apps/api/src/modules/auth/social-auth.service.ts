import type { Session } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { assertNotDisabled } from '../account/account.service.js';
import * as accounts from '../account/account-records.service.js';
import { openSession } from '../account/sessions.service.js';
import type { GoogleVerifier } from './google-id-token.js';

/**
 * Google sign-in: the account already linked to this Google user, else the account with the same
 * verified email (linked now, not duplicated), else a new account.
 */
export async function signinWithGoogle(
  db: Executor,
  ctx: Pick<AppContext, 'config' | 'limiter' | 'sessions' | 'storage' | 'tokens'>,
  verifier: GoogleVerifier | null,
  ip: string,
  idToken: string,
): Promise<Session> {
  if (!verifier)
    throw new AppError('PROVIDER_NOT_CONFIGURED', 'Google sign-in is not available on this site.', 422);
  await ctx.limiter.consume(rules.socialIp, ip);
  const identity = await verifier.verify(idToken);
  const linked = await accounts.findAccountByGoogleSub(db, identity.sub);
  if (linked) return openSession(db, ctx, linked);

  const sameEmail = await accounts.findAccountByEmail(db, identity.email);
  if (sameEmail) {
    if (sameEmail.googleSub && sameEmail.googleSub !== identity.sub) {
      throw conflict('This email is linked to a different Google account.');
    }
    assertNotDisabled(sameEmail);
    await accounts.linkGoogleAccount(db, sameEmail, identity.sub);
    const updated = await accounts.findAccountById(db, sameEmail.id);
    if (updated) return openSession(db, ctx, updated);
  }

  const created = await accounts.createAccount(db, {
    email: identity.email,
    passwordHash: null,
    emailVerified: true,
    firstName: identity.givenName,
    lastName: identity.familyName,
    googleSub: identity.sub,
  });
  if (!created) throw conflict('This account was just created. Please try again.');
  return openSession(db, ctx, created);
}
