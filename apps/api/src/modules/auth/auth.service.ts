import type { Session } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { normalizeEmail } from '../../lib/email-address.js';
import { dummyHashPromise, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { type LimitKey, rules } from '../../lib/rate-limit/rate-limiter.js';
import { assertNotDisabled, assertStrongPassword, issueSession } from '../account/account.service.js';
import * as accounts from '../account/account-records.service.js';
import { resetCodeEmail, signupAttemptEmail, verificationCodeEmail } from '../mail/templates.js';
import { consumeCode, invalidCode, issueCode } from './codes.service.js';

const SITE = 'Coursewise';
export const FORGOT_MESSAGE = 'If an account exists for this email, we have sent it a reset code.';
export const RESEND_MESSAGE = 'If this email is waiting for verification, we have sent it a new code.';
const WRONG_CREDENTIALS = 'Incorrect email or password';
/** An address that signed in to an account within 30 days is not held back by that account's own limit. */
const KNOWN_ADDRESS = { name: 'signin:known', windowMs: 30 * 24 * 60 * 60_000 };

/** What the sign-up and sign-in flows use besides the database. */
type AuthDeps = Pick<AppContext, 'config' | 'limiter' | 'mailer' | 'storage' | 'tokens' | 'tokenVersions'>;

async function sendVerificationCode(
  db: Executor,
  ctx: AuthDeps,
  userId: string,
  email: string,
): Promise<void> {
  const code = await issueCode(db, ctx, userId, 'signup');
  await ctx.mailer.send(verificationCodeEmail(email, code, SITE));
}

/**
 * Step 1 of sign-up: an unverified account and an emailed code. Re-running it for an unverified email
 * replaces the password and code. An email that already has an account gets the same answer after the
 * same work (a password hash), and its owner a note instead of a code: no account enumeration.
 */
export async function startSignup(
  db: Executor,
  ctx: AuthDeps,
  ip: string,
  email: string,
  password: string,
): Promise<void> {
  await ctx.limiter.consume(rules.signupIp, ip);
  await ctx.limiter.consume(rules.signupAccount, normalizeEmail(email));
  assertStrongPassword(password, email);
  const existing = await accounts.findAccountByEmail(db, email);
  const passwordHash = await hashPassword(password);
  if (existing?.emailVerified === 1) return ctx.mailer.send(signupAttemptEmail(existing.email, SITE));
  if (existing) {
    await accounts.setUnverifiedPassword(db, existing.id, passwordHash);
    return sendVerificationCode(db, ctx, existing.id, existing.email);
  }
  const created = await accounts.createAccount(db, { email, passwordHash });
  if (created) return sendVerificationCode(db, ctx, created.id, created.email);
  // A concurrent request (a double-submitted form) created it first: the same as re-running step 1.
  const raced = await accounts.findAccountByEmail(db, email);
  if (!raced) return; // deleted meanwhile: nothing to verify, and the same answer as ever
  if (raced.emailVerified === 1) return ctx.mailer.send(signupAttemptEmail(raced.email, SITE));
  await accounts.setUnverifiedPassword(db, raced.id, passwordHash);
  await sendVerificationCode(db, ctx, raced.id, raced.email);
}

export async function verifySignup(
  db: Executor,
  ctx: AuthDeps,
  ip: string,
  email: string,
  code: string,
): Promise<Session> {
  await ctx.limiter.consume(rules.verifyIp, ip);
  await ctx.limiter.consume(rules.verifyAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(db, email);
  if (!account || account.emailVerified === 1) throw invalidCode();
  assertNotDisabled(account);
  await consumeCode(db, ctx, account.id, 'signup', code);
  await accounts.markEmailVerified(db, account.id);
  const verified = await accounts.findAccountById(db, account.id);
  if (!verified) throw invalidCode();
  return issueSession(ctx, verified);
}

export async function resendSignupCode(
  db: Executor,
  ctx: AuthDeps,
  ip: string,
  email: string,
): Promise<void> {
  await ctx.limiter.consume(rules.verifyIp, ip);
  await ctx.limiter.consume(rules.resendAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(db, email);
  if (account && account.emailVerified === 0) await sendVerificationCode(db, ctx, account.id, account.email);
}

/**
 * Unknown emails and wrong passwords get the same answer after the same work. An unverified account
 * with the right password is told so (403) and sent a fresh code. Only wrong passwords count against
 * the limits (per address, per account and address, and per account from addresses it has not signed
 * in from lately), so nobody elsewhere can lock the owner out; the right one clears that address's
 * failures for the account.
 */
export async function signin(
  db: Executor,
  ctx: AuthDeps,
  ip: string,
  email: string,
  password: string,
): Promise<Session> {
  const subject = normalizeEmail(email);
  const pair = `${ip}/${subject}`;
  const keys: LimitKey[] = [
    { rule: rules.signinIp, subject: ip },
    { rule: rules.signinAccountIp, subject: pair },
  ];
  if (!(await ctx.limiter.isRemembered(KNOWN_ADDRESS, pair)))
    keys.push({ rule: rules.signinAccount, subject });
  const account = await ctx.limiter.limitFailures(
    keys,
    () => checkPassword(db, email, password),
    (error) => error instanceof AppError && error.code === 'INVALID_CREDENTIALS',
  );
  await ctx.limiter.reset(rules.signinAccountIp, pair);
  await ctx.limiter.remember(KNOWN_ADDRESS, pair);
  assertNotDisabled(account);
  if (account.emailVerified === 0) {
    await sendVerificationCode(db, ctx, account.id, account.email);
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please verify your email first: we have sent you a new code.',
      403,
    );
  }
  return issueSession(ctx, account);
}

/** The account whose password this is; a 401 for an unknown email or a wrong password alike. */
async function checkPassword(db: Executor, email: string, password: string) {
  const account = await accounts.findAccountByEmail(db, email);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyHashPromise), password);
  if (!account?.passwordHash || !valid) throw new AppError('INVALID_CREDENTIALS', WRONG_CREDENTIALS, 401);
  return account;
}

export async function forgotPassword(db: Executor, ctx: AuthDeps, ip: string, email: string): Promise<void> {
  await ctx.limiter.consume(rules.forgotIp, ip);
  await ctx.limiter.consume(rules.forgotAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(db, email);
  if (!account) return;
  const code = await issueCode(db, ctx, account.id, 'reset');
  await ctx.mailer.send(resetCodeEmail(account.email, code, SITE));
}

export async function resetPassword(
  db: Executor,
  ctx: AuthDeps,
  ip: string,
  email: string,
  code: string,
  password: string,
): Promise<void> {
  await ctx.limiter.consume(rules.resetIp, ip);
  await ctx.limiter.consume(rules.resetAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(db, email);
  if (!account) throw invalidCode();
  assertStrongPassword(password, account.email);
  await consumeCode(db, ctx, account.id, 'reset', code);
  await accounts.resetAccountPassword(db, ctx, account.id, await hashPassword(password));
}
