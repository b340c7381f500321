import { randomUUID } from 'node:crypto';
import type { DeleteAccountBody, ProfileUpdateBody, Session, User } from '@coursewise/contract';
import type { OperandExpression } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import type { UsersTable } from '../../db/schema.js';
import { AppError, badRequest, unauthorized } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { processAvatar, putImageWidths, storedImageKeys } from '../../lib/images.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { accountDeletedEmail, passwordChangedEmail } from '../mail/templates.js';
import { toUser } from './account.mapper.js';
import * as repo from './account.repository.js';
import { LAST_ADMIN_DELETION, unlessLastAdmin } from './last-admin.js';
import { renewToken } from './sessions.service.js';

const SITE = 'Coursewise';

/**
 * Whether a token's user still has a live account at this token version (a password change, reset,
 * deletion or disabling bumps it). All that the auth plugin needs to know about an account; answered
 * from `ctx.tokenVersions` without a query once the user is cached.
 */
export function isTokenVersionCurrent(
  ctx: Pick<AppContext, 'tokenVersions'>,
  userId: string,
  tokenVersion: number,
): boolean | Promise<boolean> {
  return ctx.tokenVersions.isCurrent(userId, tokenVersion);
}

/** Whether the user is a live admin now (the /api/admin hook asks on every request). */
export async function isAdmin(db: Executor, userId: string): Promise<boolean> {
  return (await repo.findRole(db, userId)) === 'admin';
}

/**
 * The live, enabled account's role (null otherwise) as a subquery: a module checking access in one
 * statement asks admin-ness through it.
 */
export function accountRoleOf(db: Executor, userId: string): OperandExpression<UsersTable['role']> {
  return repo.liveRoleOf(db, userId);
}

/** Whether the account is a live, enabled instructor now (admins are not: they use the console). */
export async function isInstructor(db: Executor, userId: string): Promise<boolean> {
  return (await repo.findRole(db, userId)) === 'instructor';
}

/** The live account of a signed-in user; a deleted or missing account ends the session. */
async function requireUser(db: Executor, userId: string): Promise<repo.UserRow> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw unauthorized('Your session has ended. Please sign in again.');
  return row;
}

export { assertNotDisabled } from './account-status.js';

/** A token for the same session with the account's current profile (it ends when the session does). */
async function renewSession(
  db: Executor,
  ctx: Pick<AppContext, 'config' | 'tokens' | 'storage'>,
  userId: string,
  sessionId: string,
): Promise<Session> {
  const row = await requireUser(db, userId);
  const token = await renewToken(db, ctx, row, sessionId);
  if (!token) throw unauthorized('Your session has ended. Please sign in again.');
  return { token, user: toUser(row, ctx.storage) };
}

export async function getProfile(ctx: AppContext, userId: string): Promise<User> {
  const row = await repo.findProfileById(ctx.db, userId);
  if (!row) throw unauthorized('Your session has ended. Please sign in again.');
  return toUser(row, ctx.storage);
}

/** Refuses passwords that are common or built on the account's own email; `field` names it in the error. */
export function assertStrongPassword(password: string, email: string, field = 'password'): void {
  const local = email.split('@')[0] ?? '';
  if (isCommonPassword(password, [local, SITE])) {
    throw badRequest('This password is too common. Choose one that is harder to guess.', [
      { path: field, message: 'is too common' },
    ]);
  }
}

/**
 * Saves profile fields and an optional new avatar; `completing` is the sign-up profile step, which
 * needs both names. The old avatar file is removed only after the new row is stored.
 */
export async function updateProfile(
  db: Executor,
  ctx: Pick<AppContext, 'config' | 'storage' | 'tokens'>,
  userId: string,
  sessionId: string,
  fields: ProfileUpdateBody,
  avatar: Buffer | null,
  completing: boolean,
): Promise<Session> {
  const row = await requireUser(db, userId);
  if (completing && (!fields.firstName || !fields.lastName)) {
    throw badRequest('First and last name are required', [
      ...(!fields.firstName ? [{ path: 'firstName', message: 'is required' }] : []),
      ...(!fields.lastName ? [{ path: 'lastName', message: 'is required' }] : []),
    ]);
  }
  const firstName = fields.firstName?.trim() ?? row.firstName;
  const lastName = fields.lastName?.trim() ?? row.lastName;
  let avatarKey = row.avatarKey;
  if (avatar) {
    const keys = await putImageWidths(
      ctx.storage,
      // Random, not the user's id: the address is public wherever the avatar shows (reviews).
      `avatars/${randomUUID()}`,
      await processAvatar(avatar),
    );
    avatarKey = keys.at(-1) ?? null;
  }
  const phone = fields.phone === undefined ? row.phone : fields.phone.trim() || null;
  try {
    await repo.updateUser(db, row.id, {
      firstName,
      lastName,
      phone,
      avatarKey,
      profileComplete: firstName && lastName ? 1 : 0,
      ...(fields.emailAnnouncements === undefined
        ? {}
        : { emailAnnouncements: fields.emailAnnouncements ? 1 : 0 }),
      ...(fields.locale === undefined ? {} : { locale: fields.locale }),
      updatedAt: nowIso(),
    });
  } catch (error) {
    if (avatarKey && avatarKey !== row.avatarKey) await deleteImage(ctx, avatarKey);
    throw error;
  }
  if (row.avatarKey && avatarKey !== row.avatarKey) await deleteImage(ctx, row.avatarKey);
  return renewSession(db, ctx, userId, sessionId);
}

/** Clears the profile picture and deletes its stored files (after the row, as a replacement does). */
export async function removeAvatar(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  userId: string,
): Promise<User> {
  const row = await requireUser(db, userId);
  if (!row.avatarKey) return toUser(row, ctx.storage);
  await repo.updateUser(db, row.id, { avatarKey: null, updatedAt: nowIso() });
  await deleteImage(ctx, row.avatarKey);
  return toUser(await requireUser(db, userId), ctx.storage);
}

/** Changes the password and revokes every other token; answers a fresh token for this device's session. */
export async function changePassword(
  db: Executor,
  ctx: Pick<AppContext, 'config' | 'limiter' | 'effects' | 'storage' | 'tokens'>,
  userId: string,
  sessionId: string,
  current: string,
  next: string,
): Promise<string> {
  const row = await requireUser(db, userId);
  await checkPassword(ctx, row, current, 'Your current password is not correct', 'currentPassword');
  if (current === next) {
    throw badRequest('The new password must differ from the current one', [
      { path: 'newPassword', message: 'must differ from the current password' },
    ]);
  }
  assertStrongPassword(next, row.email, 'newPassword');
  const passwordHash = await hashPassword(next);
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    uow.revokeTokens(row.id, await repo.bumpTokenVersion(trx, row.id, { passwordHash, updatedAt: nowIso() }));
    await queueMail(trx, passwordChangedEmail(row.email, SITE, recipientLocale(row.locale)));
    uow.kickMail();
  });
  return (await renewSession(db, ctx, userId, sessionId)).token;
}

/**
 * Erases the account's personal data in one transaction. The row stays (anonymised) so that sales
 * records keep their foreign keys; every token dies with the bumped version.
 */
export async function deleteAccount(
  db: Executor,
  ctx: Pick<
    AppContext,
    'dialect' | 'limiter' | 'storage' | 'mailer' | 'effects' | 'certificateHolders' | 'noteAuthors'
  >,
  userId: string,
  body: DeleteAccountBody,
): Promise<void> {
  const row = await requireUser(db, userId);
  if (row.passwordHash) {
    await checkPassword(ctx, row, body.password ?? '', 'Your password is not correct', 'password');
  } else if (body.confirm !== 'DELETE') {
    throw badRequest('Type DELETE to confirm', [{ path: 'confirm', message: 'must be "DELETE"' }]);
  }
  const erasedEmail = `deleted-${row.id}@deleted.invalid`;
  // One transaction, so nothing is half-erased; pending codes die with the email they were sent to. It
  // runs under the admins lock: the last enabled admin is refused (409), even racing a demotion. The
  // certificates stay valid records, issued to "A former learner" (the certificates module, via ctx).
  await unlessLastAdmin(db, ctx, row.id, LAST_ADMIN_DELETION, async (trx, uow) => {
    await repo.bumpTokenVersion(trx, row.id, {
      email: erasedEmail,
      emailNormalized: erasedEmail,
      passwordHash: null,
      firstName: null,
      lastName: null,
      phone: null,
      avatarKey: null,
      googleSub: null,
      profileComplete: 0,
      deletedAt: nowIso(),
      updatedAt: nowIso(),
    });
    await ctx.certificateHolders.anonymise(trx, row.id);
    await ctx.noteAuthors.erase(trx, row.id);
    uow.revokeTokens(row.id, null);
  });
  if (row.avatarKey) await deleteImage(ctx, row.avatarKey);
  await ctx.mailer.send(accountDeletedEmail(row.email, SITE, recipientLocale(row.locale)));
}

/**
 * Refuses a wrong password of a signed-in account (400 naming `field`). Wrong ones count against the
 * account's limit, so a stolen token cannot be used to guess the password; right ones do not.
 */
async function checkPassword(
  ctx: Pick<AppContext, 'limiter'>,
  row: repo.UserRow,
  password: string,
  message: string,
  field: string,
): Promise<void> {
  await ctx.limiter.limitFailures(
    [{ rule: rules.passwordCheckAccount, subject: row.id }],
    async () => {
      if (!row.passwordHash || !password || !(await verifyPassword(row.passwordHash, password)))
        throw new AppError('WRONG_PASSWORD', message, 400, [{ path: field, message: 'is not correct' }]);
    },
    (error) => error instanceof AppError && error.code === 'WRONG_PASSWORD',
  );
}

/** Removes every stored width of an image (an avatar is kept in three). */
async function deleteImage(ctx: Pick<AppContext, 'storage'>, key: string): Promise<void> {
  await Promise.all(storedImageKeys(key).map((k) => ctx.storage.delete(k)));
}
