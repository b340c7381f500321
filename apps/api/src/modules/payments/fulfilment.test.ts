import type { Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import {
  addToCart,
  cartIds,
  confirmCard,
  createdPayment,
  getPayment,
  learnersCount,
  purchasesOf,
} from '../../../test/payment-factories.js';
import { inTransaction } from '../../db/executor.js';
import { formatReceiptNumber, fulfilPayment } from './fulfilment.service.js';

describeEachDatabase('fulfilment is one transaction', (dialect) => {
  const t = useTestApp(dialect);

  async function pendingCartCheckout() {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    await addToCart(t.app, learner.token, course.id);
    const payment = await createdPayment(t.app, learner.token, { currency: 'USD' });
    return { learner, course, payment };
  }

  /** Everything a fulfilment writes, to compare before and after a failed one. */
  const state = async (learner: TestUser, payment: Payment, courseId: string) => ({
    payment: (await getPayment(t.app, learner.token, payment.id)).json().data,
    purchases: await purchasesOf(t.app, learner.id),
    cart: await cartIds(t.app, learner.token),
    learners: await learnersCount(t.app, courseId),
    mailJobs: await t.app.ctx.db.selectFrom('mailJobs').selectAll().execute(),
    sequences: await t.app.ctx.db.selectFrom('numberSequences').selectAll().execute(),
  });

  it('leaves nothing half-done when the transaction fails after the purchases are written', async () => {
    const { learner, course, payment } = await pendingCartCheckout();
    const before = await state(learner, payment, course.id);
    await expect(
      inTransaction(t.app.ctx.db, async (trx) => {
        const done = await fulfilPayment(trx, t.app.ctx, payment.id, {
          card: { brand: 'visa', last4: '4242' },
        });
        expect(done).toEqual({ paymentId: payment.id, refundAmount: 0 });
        // Inside the transaction the course is owned and the receipt queued…
        expect(
          await trx.selectFrom('purchases').selectAll().where('userId', '=', learner.id).execute(),
        ).toHaveLength(1);
        expect(await trx.selectFrom('mailJobs').selectAll().execute()).not.toHaveLength(0);
        throw new Error('the server stopped here');
      }),
    ).rejects.toThrow('the server stopped here');
    // …and after the rollback none of it exists.
    expect(await state(learner, payment, course.id)).toEqual(before);
  });

  it('answers 500 and changes nothing when a write fails mid-fulfilment; a retry then succeeds', async () => {
    const { learner, course, payment } = await pendingCartCheckout();
    const before = await state(learner, payment, course.id);
    // The receipt is queued last, after purchases, cart and counts: losing its table fails the end.
    await t.app.ctx.db.schema.alterTable('mail_jobs').renameTo('mail_jobs_away').execute();
    try {
      const failed = await confirmCard(t.app, learner.token, payment.id);
      expect(failed.statusCode).toBe(500);
      expect(refusalOf(failed)).toEqual({ message: 'Something went wrong on our side' });
    } finally {
      await t.app.ctx.db.schema.alterTable('mail_jobs_away').renameTo('mail_jobs').execute();
    }
    expect(await state(learner, payment, course.id)).toEqual(before);

    const retried = await confirmCard(t.app, learner.token, payment.id);
    expect(retried.statusCode).toBe(200);
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(1);
    expect(await cartIds(t.app, learner.token)).toEqual([]);
    expect(await learnersCount(t.app, course.id)).toBe(before.learners + 1);
  });

  it('formats receipt numbers with six digits, growing past them rather than wrapping', () => {
    expect(formatReceiptNumber(2026, 42)).toBe('CW-R-2026-000042');
    expect(formatReceiptNumber(2027, 999_999)).toBe('CW-R-2027-999999');
    expect(formatReceiptNumber(2027, 1_000_000)).toBe('CW-R-2027-1000000');
  });
});
