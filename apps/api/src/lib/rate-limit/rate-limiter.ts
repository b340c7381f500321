import { AppError } from '../app-error.js';

export interface RateLimitStore {
  /** Counts one hit for `key` in a fixed window; answers the count so far and ms until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  close(): Promise<void>;
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** Every window is at most 15 minutes, so a real owner is never locked out for longer. */
export const rules = {
  signinIp: { name: 'signin:ip', limit: 30, windowMs: 15 * MINUTE },
  signinAccount: { name: 'signin:account', limit: 10, windowMs: 15 * MINUTE },
  signupIp: { name: 'signup:ip', limit: 20, windowMs: 15 * MINUTE },
  signupAccount: { name: 'signup:account', limit: 5, windowMs: 15 * MINUTE },
  verifyIp: { name: 'verify:ip', limit: 30, windowMs: 15 * MINUTE },
  verifyAccount: { name: 'verify:account', limit: 10, windowMs: 15 * MINUTE },
  resendAccount: { name: 'resend:account', limit: 5, windowMs: 15 * MINUTE },
  forgotIp: { name: 'forgot:ip', limit: 20, windowMs: 15 * MINUTE },
  forgotAccount: { name: 'forgot:account', limit: 5, windowMs: 15 * MINUTE },
  resetIp: { name: 'reset:ip', limit: 30, windowMs: 15 * MINUTE },
  resetAccount: { name: 'reset:account', limit: 10, windowMs: 15 * MINUTE },
  contactIp: { name: 'contact:ip', limit: 5, windowMs: 15 * MINUTE },
  socialIp: { name: 'social:ip', limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** Counts a hit and throws a 429 once the rule's limit is passed. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, resetMs } = await this.store.hit(`rl:${rule.name}:${subject}`, rule.windowMs);
    if (count > rule.limit) {
      const seconds = Math.max(1, Math.ceil(resetMs / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        429,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
