import { AppError } from '../app-error.js';

export interface RateLimitStore {
  /** Counts one hit for `key` in a fixed window; answers the count so far and ms until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Takes one hit back from `key`'s current window; nothing when the window has ended. */
  refund(key: string): Promise<void>;
  /** The hits of `key` in its current window (0 when there is none). */
  count(key: string): Promise<number>;
  /** Forgets `key`'s window. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** One counter: a rule applied to a subject (an address, an account, or both). */
export interface LimitKey {
  rule: RateLimitRule;
  subject: string;
}

const MINUTE = 60_000;
/** Every window is at most 15 minutes, so a real owner is never locked out for longer. */
export const rules = {
  /** Failed sign-ins from one address, whatever the accounts (credential stuffing). */
  signinIp: { name: 'signin:ip', limit: 30, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from one address. */
  signinAccountIp: { name: 'signin:account-ip', limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from every address it has not signed in from lately (many addresses guessing). */
  signinAccount: { name: 'signin:account', limit: 100, windowMs: 15 * MINUTE },
  signupIp: { name: 'signup:ip', limit: 20, windowMs: 15 * MINUTE },
  signupAccount: { name: 'signup:account', limit: 5, windowMs: 15 * MINUTE },
  verifyIp: { name: 'verify:ip', limit: 30, windowMs: 15 * MINUTE },
  verifyAccount: { name: 'verify:account', limit: 10, windowMs: 15 * MINUTE },
  resendAccount: { name: 'resend:account', limit: 5, windowMs: 15 * MINUTE },
  forgotIp: { name: 'forgot:ip', limit: 20, windowMs: 15 * MINUTE },
  forgotAccount: { name: 'forgot:account', limit: 5, windowMs: 15 * MINUTE },
  resetIp: { name: 'reset:ip', limit: 30, windowMs: 15 * MINUTE },
  resetAccount: { name: 'reset:account', limit: 10, windowMs: 15 * MINUTE },
  /** Wrong current passwords (change-password, account deletion) of one signed-in account. */
  passwordCheckAccount: { name: 'password-check:account', limit: 10, windowMs: 15 * MINUTE },
  contactIp: { name: 'contact:ip', limit: 5, windowMs: 15 * MINUTE },
  /** Announcements posted by one account (studio and console alike): each one mails a course's learners. */
  announcementAccount: { name: 'announcement:account', limit: 10, windowMs: 15 * MINUTE },
  socialIp: { name: 'social:ip', limit: 30, windowMs: 15 * MINUTE },
  /** Coupon codes that could not be used, from one address (guessing codes), checks and checkouts alike. */
  couponIp: { name: 'coupon:ip', limit: 30, windowMs: 15 * MINUTE },
  /** Coupon codes that could not be used, from one signed-in account. */
  couponAccount: { name: 'coupon:account', limit: 20, windowMs: 15 * MINUTE },
  /** Certificate PDFs from one address, stored or rendered (a classroom behind one NAT fits). */
  certificatePdfIp: { name: 'certificate-pdf:ip', limit: 60, windowMs: 15 * MINUTE },
  /** Notes added or edited by one account (a learner writes a few a minute at most; a script, more). */
  noteWriteAccount: { name: 'note-write:account', limit: 100, windowMs: 15 * MINUTE },
  /** Discussion threads one account starts (a question every 90 s on average is plenty). */
  discussionThreadAccount: { name: 'discussion-thread:account', limit: 10, windowMs: 15 * MINUTE },
  /** Discussion replies one account writes (an instructor answering a backlog fits). */
  discussionReplyAccount: { name: 'discussion-reply:account', limit: 60, windowMs: 15 * MINUTE },
  /**
   * Stream tickets one account asks for: a tab takes one per (re)connection, backing off on errors,
   * so a few tabs over a flaky network fit; a loop opening streams does not.
   */
  notificationTicketAccount: { name: 'notification-ticket:account', limit: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

const storeKey = (name: string, subject: string) => `rl:${name}:${subject}`;

function tooManyAttempts(resetMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts a hit and throws a 429 once the rule's limit is passed. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, resetMs } = await this.store.hit(storeKey(rule.name, subject), rule.windowMs);
    if (count > rule.limit) throw tooManyAttempts(resetMs);
  }

  /**
   * Runs `attempt` counting it against `keys` only if it fails (`isFailure(error)`). The attempt is
   * counted before it runs, so tries sent in parallel cannot slip past a limit, and handed back when
   * it succeeds or fails otherwise. An attempt over any limit is refused (429) and counts nowhere.
   */
  async limitFailures<T>(
    keys: LimitKey[],
    attempt: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T> {
    const hits = await Promise.all(
      keys.map(({ rule, subject }) => this.store.hit(storeKey(rule.name, subject), rule.windowMs)),
    );
    const refundAll = () =>
      Promise.all(keys.map(({ rule, subject }) => this.store.refund(storeKey(rule.name, subject))));
    const over = hits.filter((hit, i) => hit.count > (keys[i] as LimitKey).rule.limit);
    if (over.length > 0) {
      await refundAll();
      throw tooManyAttempts(Math.max(...over.map((hit) => hit.resetMs)));
    }
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (!isFailure(error)) await refundAll();
      throw error;
    }
    await refundAll();
    return result;
  }

  /** Whether `subject` has used up `rule`'s limit in the current window (nothing is counted). */
  async isExhausted(rule: RateLimitRule, subject: string): Promise<boolean> {
    return (await this.store.count(storeKey(rule.name, subject))) >= rule.limit;
  }

  /** Forgets the failures counted for `subject` under `rule`. */
  reset(rule: Pick<RateLimitRule, 'name'>, subject: string): Promise<void> {
    return this.store.reset(storeKey(rule.name, subject));
  }

  /** Remembers `subject` under `mark` for the mark's window from now (a known address, say). */
  async remember(mark: Pick<RateLimitRule, 'name' | 'windowMs'>, subject: string): Promise<void> {
    const key = storeKey(mark.name, subject);
    await this.store.reset(key);
    await this.store.hit(key, mark.windowMs);
  }

  /** Whether `subject` was remembered under `mark` within the mark's window. */
  async isRemembered(mark: Pick<RateLimitRule, 'name'>, subject: string): Promise<boolean> {
    return (await this.store.count(storeKey(mark.name, subject))) > 0;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
