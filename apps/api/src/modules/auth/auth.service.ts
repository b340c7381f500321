import type { Locale, Session } from '@coursewise/contract';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { normalizeEmail } from '../../lib/email-address.js';
import { dummyHashPromise, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { type LimitKey, rules } from '../../lib/rate-limit/rate-limiter.js';
import { assertNotDisabled, assertStrongPassword } from '../account/account.service.js';
import * as accounts from '../account/account-records.service.js';
import { openSession } from '../account/sessions.service.js';
import { recordSecurityEvent } from '../audit/audit.service.js';
import { recipientLocale } from '../mail/mail.service.js';
import { resetCodeEmail, signinCodeEmail } from '../mail/templates.js';
import { consumeCode, invalidCode, issueCode } from './codes.service.js';
import { queueAuthMail, type SignupDeps, sendFreshCodes } from './signup.service.js';

const SITE = 'Coursewise';
export const FORGOT_MESSAGE = 'If an account exists for this email, we have sent it a reset code.';
const WRONG_CREDENTIALS = 'Incorrect email or password';
/** An address that signed in to an account within 30 days is not held back by that account's own limit. */
const KNOWN_ADDRESS = { name: 'signin:known', windowMs: 30 * 24 * 60 * 60_000 };

type AuthDeps = SignupDeps;

/**
 * Unknown emails and wrong passwords get the same answer after the same work. An unverified account
 * with the right password is told so (403) and sent fresh codes. Only wrong passwords count against
 * the limits (per address, per account and address, and per account from addresses it has not signed
 * in from lately), so nobody elsewhere can lock the owner out; the right one clears that address's
 * failures for the account. While the per-account limit is reached, a new address signs in with the
 * password and a mailed one-time code (`signinUnderAttack`).
 */
export async function signin(
  db: Executor,
  ctx: AuthDeps,
  ip: string,
  email: string,
  password: string,
  code?: string,
): Promise<Session> {
  const subject = normalizeEmail(email);
  const pair = `${ip}/${subject}`;
  const keys: LimitKey[] = [
    { rule: rules.signinIp, subject: ip },
    { rule: rules.signinAccountIp, subject: pair },
  ];
  const isKnownAddress = await ctx.limiter.isRemembered(KNOWN_ADDRESS, pair);
  const isUnderAttack = !isKnownAddress && (await ctx.limiter.isExhausted(rules.signinAccount, subject));
  if (!isKnownAddress && !isUnderAttack) keys.push({ rule: rules.signinAccount, subject });
  let account: accounts.AccountRow;
  try {
    account = await ctx.limiter.limitFailures(
      keys,
      () => checkPassword(db, email, password),
      (error) => error instanceof AppError && error.code === 'INVALID_CREDENTIALS',
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
      const userId = (await accounts.findAccountByEmail(db, email))?.id ?? null;
      await recordSecurityEvent(db, {
        action: 'signin-failed',
        userId,
        ip,
        summary: `Wrong password for ${subject} from ${ip}`,
      });
      if (isUnderAttack) throw await lockedOut(db, userId, subject, ip, code);
    }
    throw error;
  }
  if (isUnderAttack) await passSigninCode(db, ctx, account, ip, code);
  await ctx.limiter.reset(rules.signinAccountIp, pair);
  await ctx.limiter.remember(KNOWN_ADDRESS, pair);
  assertNotDisabled(account);
  if (account.emailVerified === 0) {
    await sendFreshCodes(db, ctx, account);
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please verify your email first: we have sent you a new code.',
      403,
    );
  }
  const session = await openSession(db, ctx, account);
  await recordSecurityEvent(db, {
    action: 'signin',
    userId: account.id,
    ip,
    summary: `Signed in ${account.email} from ${ip}`,
  });
  return session;
}

const CODE_REQUIRED =
  'This account is protected after many wrong passwords from elsewhere. If your password is right, we ' +
  'have emailed you a sign-in code: enter it with your password.';

/**
 * The answer to a wrong password while the account is under attack: the same as to a right one without
 * a code, or with a wrong code, so that guessing past the limit tells nothing.
 */
async function lockedOut(
  db: Executor,
  userId: string | null,
  subject: string,
  ip: string,
  code: string | undefined,
) {
  await recordSecurityEvent(db, {
    action: 'lockout',
    userId,
    ip,
    summary: `Sign-in to ${subject} from ${ip} held back: the account's limit of wrong passwords is reached`,
  });
  return code ? invalidCode() : codeRequired();
}

const codeRequired = () =>
  new AppError('SIGNIN_CODE_REQUIRED', CODE_REQUIRED, 403, [{ path: 'code', message: 'is required' }]);

/**
 * The right password from a new address while the account is under attack: without a code, one is
 * mailed to the owner (only now, so an attacker cannot flood the mailbox); with one, it must match.
 */
async function passSigninCode(
  db: Executor,
  ctx: AuthDeps,
  account: accounts.AccountRow,
  ip: string,
  code: string | undefined,
): Promise<void> {
  if (code) return consumeCode(db, ctx, account.id, 'signin', code);
  const issued = await issueCode(db, ctx, account.id, 'signin');
  await queueAuthMail(db, ctx, [
    signinCodeEmail(account.email, issued, ip, SITE, recipientLocale(account.locale)),
  ]);
  throw codeRequired();
}

/** The account whose password this is; a 401 for an unknown email or a wrong password alike. */
async function checkPassword(db: Executor, email: string, password: string) {
  const account = await accounts.findAccountByEmail(db, email);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyHashPromise), password);
  if (!account?.passwordHash || !valid) throw new AppError('INVALID_CREDENTIALS', WRONG_CREDENTIALS, 401);
  return account;
}

/** Mails a reset code through the queue: known and unknown addresses answer alike, at the same speed. */
export async function forgotPassword(
  db: Executor,
  ctx: AuthDeps,
  ip: string,
  email: string,
  /** The asking page's language, for an account that never chose one. */
  pageLocale?: Locale,
): Promise<void> {
  await ctx.limiter.consume(rules.forgotIp, ip);
  await ctx.limiter.consume(rules.forgotAccount, normalizeEmail(email));
  const account = await accounts.findAccountByEmail(db, email);
  if (!account) return;
  const code = await issueCode(db, ctx, account.id, 'reset');
  await queueAuthMail(db, ctx, [
    resetCodeEmail(account.email, code, SITE, recipientLocale(account.locale, pageLocale)),
  ]);
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
