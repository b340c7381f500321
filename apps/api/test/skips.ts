import type { TestOptions } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** Why a suite or test was skipped; the end-of-run line (scripts/skip-summary-reporter.ts) names it. */
    skipReason?: string;
  }
}

/** Services some suites need, and how to provide each one. */
export const services = {
  postgres: {
    isAvailable: Boolean(process.env.TEST_DATABASE_URL),
    reason: 'PostgreSQL (set TEST_DATABASE_URL)',
  },
  redis: { isAvailable: Boolean(process.env.TEST_REDIS_URL), reason: 'Redis (set TEST_REDIS_URL)' },
} as const;

/**
 * Options for a `describe` that needs `service`: without it the suite is registered but skipped, with
 * its reason, so a run without the service says what it did not test instead of dropping it silently.
 */
export const whenAvailable = (service: { isAvailable: boolean; reason: string }): TestOptions =>
  service.isAvailable ? {} : { skip: true, meta: { skipReason: service.reason } };
