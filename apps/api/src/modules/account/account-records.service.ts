import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { UsersTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { normalizeEmail } from '../../lib/email-address.js';
import { newId } from '../../lib/ids.js';
import * as repo from './account.repository.js';

/**
 * The account records the auth module builds on (sign-up, sign-in, resets, Google): it never sees the
 * SQL. Each takes the executor first, so a caller may run several inside one transaction.
 */

export type AccountRow = repo.UserRow;

/** A live account by email (compared the way sign-up stores it: trimmed, case-insensitive). */
export function findAccountByEmail(db: Executor, email: string): Promise<AccountRow | undefined> {
  return repo.findUserByEmail(db, normalizeEmail(email));
}

export function findAccountById(db: Executor, id: string): Promise<AccountRow | undefined> {
  return repo.findUserById(db, id);
}

export function findAccountByGoogleSub(db: Executor, sub: string): Promise<AccountRow | undefined> {
  return repo.findUserByGoogleSub(db, sub);
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  role?: UsersTable['role'];
  emailVerified?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  googleSub?: string | null;
}

/** Creates an account; answers null when the email is taken (the unique index decides under races). */
export async function createAccount(db: Executor, account: NewAccount): Promise<AccountRow | null> {
  const now = nowIso();
  const id = newId();
  const firstName = account.firstName ?? null;
  const lastName = account.lastName ?? null;
  try {
    await repo.insertUser(db, {
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
    if (await repo.findUserByEmail(db, normalizeEmail(account.email))) return null;
    throw error;
  }
  return (await repo.findUserById(db, id)) ?? null;
}

/** Verifies a pending account with the password chosen in the sign-up whose code was entered. */
export async function verifyWithPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await repo.updateUser(db, id, { passwordHash, emailVerified: 1, updatedAt: nowIso() });
}

/**
 * Links a Google identity, which proves the email. The password of an account that was never verified
 * was never proven to be the email owner's (anyone can start sign-up with any address), so it is dropped.
 */
export async function linkGoogleAccount(db: Executor, account: AccountRow, sub: string): Promise<void> {
  await repo.updateUser(db, account.id, {
    googleSub: sub,
    emailVerified: 1,
    ...(account.emailVerified === 1 ? {} : { passwordHash: null }),
    updatedAt: nowIso(),
  });
}

/** Sets a new password after a reset; proves the email too, and revokes every earlier token. */
export async function resetAccountPassword(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  id: string,
  passwordHash: string,
): Promise<void> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const version = await repo.bumpTokenVersion(trx, id, {
      passwordHash,
      emailVerified: 1,
      updatedAt: nowIso(),
    });
    uow.revokeTokens(id, version);
  });
}

/** How many accounts exist (deleted ones included): the demo seed runs only on an empty database. */
export function countAccounts(db: Executor): Promise<number> {
  return repo.countUsers(db);
}
