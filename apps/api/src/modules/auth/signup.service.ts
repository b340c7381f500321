import { DEFAULT_LOCALE, isLocale, type Locale, type Session } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { normalizeEmail } from '../../lib/email-address.js';
import { hashPassword } from '../../lib/passwords.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { assertNotDisabled, assertStrongPassword } from '../account/account.service.js';
import * as accounts from '../account/account-records.service.js';
import { openSession } from '../account/sessions.service.js';
import { recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import type { MailMessage } from '../mail/mailer.js';
import { signupAttemptEmail, verificationCodeEmail } from '../mail/templates.js';
import { invalidCode } from './codes.service.js';
import { consumeAttempt, type MailedCode, refreshAttempts, startAttempt } from './signup-codes.service.js';

const SITE = 'Coursewise';
export const RESEND_MESSAGE = 'If this email is waiting for verification, we have sent it a new code.';

/** What sign-up uses besides the database. */
export type SignupDeps = Pick<
  AppContext,
  'config' | 'limiter' | 'effects' | 'storage' | 'tokens' | 'sessions'
>;

/**
 * Mail goes through the queue, never awaited on the relay: a known and an unknown address then cost
 * the same and answer the same even while the relay is slow or down (no enumeration by time or 503).
 */
async function mailCodes(
  db: Executor,
  ctx: SignupDeps,
  email: string,
  codes: MailedCode[],
  locale: Locale,
): Promise<void> {
  await queueAuthMail(
    db,
    ctx,
    codes.map(({ code, startedAt }) => verificationCodeEmail(email, code, SITE, startedAt, locale)),
  );
}

/** Queues the flow's mail; the queue is woken once it is committed (the caller's transaction, if any). */
export function queueAuthMail(db: Executor, ctx: Pick<AppContext, 'effects'>, messages: MailMessage[]) {
  return inTransaction(db, ctx.effects, async (trx, uow) => {
    for (const message of messages) await queueMail(trx, message);
    uow.kickMail();
  });
}

/**
 * Step 1 of sign-up: an unverified account and an emailed code. A pending address keeps its password:
 * each sign-up is an attempt with its own code bound to the password chosen in it, and verifying with
 * that code keeps that password. An email that already has an account gets the same answer after the
 * same work, and its owner a note instead of a code: no account enumeration.
 */
export async function startSignup(
  db: Executor,
  ctx: SignupDeps,
  ip: string,
  email: string,
  password: string,
  /** The sign-up page's language: the code's mail is written in it. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  await ctx.limiter.consume(rules.signupIp, ip);
  await ctx.limiter.consume(rules.signupAccount, normalizeEmail(email));
  assertStrongPassword(password, email);
  const passwordHash = await hashPassword(password);
  const account =
    (await accounts.findAccountByEmail(db, email)) ??
    (await accounts.createAccount(db, { email, passwordHash })) ??
    // A concurrent request (a double-submitted form) created it first: the same as signing up again.
    (await accounts.findAccountByEmail(db, email));
  if (!account) return; // deleted meanwhile: nothing to verify, and the same answer as ever
  if (account.emailVerified === 1) {
    await queueAuthMail(db, ctx, [
      signupAttemptEmail(account.email, SITE, recipientLocale(account.locale, locale)),
    ]);
    return;
  }
  await mailCodes(db, ctx, account.email, [await startAttempt(db, ctx, account.id, passwordHash)], locale);
}

/** Proves the mailbox: the account is verified with the password of the sign-up whose code this is. */
export async function verifySignup(
  db: Executor,
  ctx: SignupDeps,
  ip: string,
  email: string,
  code: string,
): Promise<Session> {
  await ctx.limiter.consume(rules.verifyIp, ip);
  await ctx.limiter.consume(rules.verifyAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(db, email);
  if (!account || account.emailVerified === 1) throw invalidCode();
  assertNotDisabled(account);
  const passwordHash = await consumeAttempt(db, ctx, account.id, code);
  await accounts.verifyWithPassword(db, account.id, passwordHash);
  const verified = await accounts.findAccountById(db, account.id);
  if (!verified) throw invalidCode();
  return openSession(db, ctx, verified);
}

/** New codes for a pending address's latest sign-ups (one mail each, saying when it was started). */
export async function resendSignupCode(
  db: Executor,
  ctx: SignupDeps,
  ip: string,
  email: string,
  locale?: Locale,
): Promise<void> {
  await ctx.limiter.consume(rules.verifyIp, ip);
  await ctx.limiter.consume(rules.resendAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(db, email);
  if (account && account.emailVerified === 0) await sendFreshCodes(db, ctx, account, locale);
}

/** Fresh codes for a pending account (resend, or sign-in before verifying). */
export async function sendFreshCodes(
  db: Executor,
  ctx: SignupDeps,
  account: accounts.AccountRow,
  /** The asking page's language, else the one the account chose, else English. */
  locale: Locale = account.locale && isLocale(account.locale) ? account.locale : DEFAULT_LOCALE,
): Promise<void> {
  let codes = await refreshAttempts(db, ctx, account.id);
  // An account pending from before attempts were recorded: its one password is the one to verify.
  if (codes.length === 0 && account.passwordHash)
    codes = [await startAttempt(db, ctx, account.id, account.passwordHash)];
  await mailCodes(db, ctx, account.email, codes, locale);
}
