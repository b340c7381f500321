import type { AppContext } from '../../app-context.js';
import { nowIso } from '../../lib/clock.js';
import { normalizeEmail } from '../../lib/email-address.js';
import { newId } from '../../lib/ids.js';
import * as repo from './account.repository.js';

/** The account module's record operations that the auth module builds on (it never sees the SQL). */

export const findAccountByEmail = (ctx: AppContext, email: string) =>
  repo.findUserByEmail(ctx.db, normalizeEmail(email));
export const findAccountById = (ctx: AppContext, id: string) => repo.findUserById(ctx.db, id);
export const findAccountByGoogleSub = (ctx: AppContext, sub: string) => repo.findUserByGoogleSub(ctx.db, sub);
export const findTokenVersion = (ctx: AppContext, id: string) => repo.findTokenVersion(ctx.db, id);

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  role?: 'learner' | 'admin';
  emailVerified?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  googleSub?: string | null;
}

/** Creates an account; answers null when the email is taken (the unique index decides under races). */
export async function createAccount(ctx: AppContext, account: NewAccount): Promise<repo.UserRow | null> {
  const now = nowIso();
  const id = newId();
  const firstName = account.firstName ?? null;
  const lastName = account.lastName ?? null;
  try {
    await repo.insertUser(ctx.db, {
      id,
      email: account.email.trim(),
      emailNormalized: normalizeEmail(account.email),
      passwordHash: account.passwordHash,
      firstName,
      lastName,
      phone: null,
      avatarKey: null,
      role: account.role ?? 'learner',
      emailVerified: account.emailVerified ? 1 : 0,
      profileComplete: firstName && lastName ? 1 : 0,
      googleSub: account.googleSub ?? null,
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (await repo.findUserByEmail(ctx.db, normalizeEmail(account.email))) return null;
    throw error;
  }
  return (await repo.findUserById(ctx.db, id)) ?? null;
}

export async function setUnverifiedPassword(
  ctx: AppContext,
  id: string,
  passwordHash: string,
): Promise<void> {
  await repo.updateUser(ctx.db, id, { passwordHash, updatedAt: nowIso() });
}

export async function markEmailVerified(ctx: AppContext, id: string): Promise<void> {
  await repo.updateUser(ctx.db, id, { emailVerified: 1, updatedAt: nowIso() });
}

/**
 * Links a Google identity, which proves the email. The password of an account that was never verified
 * was never proven to be the email owner's (anyone can start sign-up with any address), so it is dropped.
 */
export async function linkGoogleAccount(ctx: AppContext, account: repo.UserRow, sub: string): Promise<void> {
  await repo.updateUser(ctx.db, account.id, {
    googleSub: sub,
    emailVerified: 1,
    ...(account.emailVerified === 1 ? {} : { passwordHash: null }),
    updatedAt: nowIso(),
  });
}

/** Sets a new password after a reset; proves the email too, and revokes every earlier token. */
export async function resetAccountPassword(ctx: AppContext, id: string, passwordHash: string): Promise<void> {
  await repo.bumpTokenVersion(ctx.db, id, { passwordHash, emailVerified: 1, updatedAt: nowIso() });
}

export const countAccounts = (ctx: AppContext) => repo.countUsers(ctx.db);
