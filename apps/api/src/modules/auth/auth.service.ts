import type { Session } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { normalizeEmail } from '../../lib/email-address.js';
import { dummyHashPromise, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import * as accounts from '../account/account.records.js';
import { assertStrongPassword, issueSession } from '../account/account.service.js';
import { resetCodeEmail, verificationCodeEmail } from '../mail/templates.js';
import { consumeCode, invalidCode, issueCode } from './codes.service.js';

const SITE = 'Coursewise';
export const FORGOT_MESSAGE = 'If an account exists for this email, we have sent it a reset code.';
export const RESEND_MESSAGE = 'If this email is waiting for verification, we have sent it a new code.';
const WRONG_CREDENTIALS = 'Incorrect email or password';

async function sendVerificationCode(ctx: AppContext, userId: string, email: string): Promise<void> {
  const code = await issueCode(ctx, userId, 'signup');
  await ctx.mailer.send(verificationCodeEmail(email, code, SITE));
}

/** Step 1 of sign-up: an unverified account and an emailed code. Re-running it for an unverified email replaces the password and code. */
export async function startSignup(
  ctx: AppContext,
  ip: string,
  email: string,
  password: string,
): Promise<void> {
  await ctx.limiter.consume(rules.signupIp, ip);
  await ctx.limiter.consume(rules.signupAccount, normalizeEmail(email));
  assertStrongPassword(password, email);
  const existing = await accounts.findAccountByEmail(ctx, email);
  if (existing?.emailVerified === 1)
    throw conflict('An account with this email already exists. Sign in instead.');
  const passwordHash = await hashPassword(password);
  if (existing) {
    await accounts.setUnverifiedPassword(ctx, existing.id, passwordHash);
    return sendVerificationCode(ctx, existing.id, existing.email);
  }
  const created = await accounts.createAccount(ctx, { email, passwordHash });
  if (created) return sendVerificationCode(ctx, created.id, created.email);
  // A concurrent request (a double-submitted form) created it first: the same as re-running step 1.
  const raced = await accounts.findAccountByEmail(ctx, email);
  if (!raced || raced.emailVerified === 1)
    throw conflict('An account with this email already exists. Sign in instead.');
  await accounts.setUnverifiedPassword(ctx, raced.id, passwordHash);
  await sendVerificationCode(ctx, raced.id, raced.email);
}

export async function verifySignup(
  ctx: AppContext,
  ip: string,
  email: string,
  code: string,
): Promise<Session> {
  await ctx.limiter.consume(rules.verifyIp, ip);
  await ctx.limiter.consume(rules.verifyAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(ctx, email);
  if (!account || account.emailVerified === 1) throw invalidCode();
  await consumeCode(ctx, account.id, 'signup', code);
  await accounts.markEmailVerified(ctx, account.id);
  const verified = await accounts.findAccountById(ctx, account.id);
  if (!verified) throw invalidCode();
  return issueSession(ctx, verified);
}

export async function resendSignupCode(ctx: AppContext, ip: string, email: string): Promise<void> {
  await ctx.limiter.consume(rules.verifyIp, ip);
  await ctx.limiter.consume(rules.resendAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(ctx, email);
  if (account && account.emailVerified === 0) await sendVerificationCode(ctx, account.id, account.email);
}

/**
 * Unknown emails and wrong passwords get the same answer after the same work. An unverified account
 * with the right password is told so (403) and sent a fresh code.
 */
export async function signin(ctx: AppContext, ip: string, email: string, password: string): Promise<Session> {
  await ctx.limiter.consume(rules.signinIp, ip);
  await ctx.limiter.consume(rules.signinAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(ctx, email);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyHashPromise), password);
  if (!account?.passwordHash || !valid) throw new AppError('INVALID_CREDENTIALS', WRONG_CREDENTIALS, 401);
  if (account.emailVerified === 0) {
    await sendVerificationCode(ctx, account.id, account.email);
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please verify your email first: we have sent you a new code.',
      403,
    );
  }
  return issueSession(ctx, account);
}

export async function forgotPassword(ctx: AppContext, ip: string, email: string): Promise<void> {
  await ctx.limiter.consume(rules.forgotIp, ip);
  await ctx.limiter.consume(rules.forgotAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(ctx, email);
  if (!account) return;
  const code = await issueCode(ctx, account.id, 'reset');
  await ctx.mailer.send(resetCodeEmail(account.email, code, SITE));
}

export async function resetPassword(
  ctx: AppContext,
  ip: string,
  email: string,
  code: string,
  password: string,
): Promise<void> {
  await ctx.limiter.consume(rules.resetIp, ip);
  await ctx.limiter.consume(rules.resetAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(ctx, email);
  if (!account) throw invalidCode();
  assertStrongPassword(password, account.email);
  await consumeCode(ctx, account.id, 'reset', code);
  await accounts.resetAccountPassword(ctx, account.id, await hashPassword(password));
}
