import type { AppContext } from '../app-context.js';
import type { Executor } from '../db/executor.js';
import { recordPaidCheckout } from '../modules/payments/checkout.service.js';

const DAY = 86_400_000;

/**
 * The demo learner's courses, bought through real (sandbox) payments: each has a receipt number, a
 * card and a receipt page, the first paid in dollars 20 days ago, the second in pounds 6 days ago.
 * No mail is queued for them.
 */
export async function seedDemoPayments(
  db: Executor,
  ctx: Pick<AppContext, 'dialect' | 'config' | 'storage' | 'effects'>,
  learnerId: string,
  courseIds: string[],
): Promise<void> {
  const now = Date.now();
  for (const [k, courseId] of courseIds.entries()) {
    await recordPaidCheckout(db, ctx, {
      userId: learnerId,
      courseIds: [courseId],
      currency: k === 0 ? 'USD' : 'GBP',
      paidAt: new Date(now - (20 - k * 14) * DAY).toISOString(),
      card: { brand: 'visa', last4: '4242' },
    });
  }
}
