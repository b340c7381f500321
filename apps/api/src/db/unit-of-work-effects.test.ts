import { expect, it } from 'vitest';
import { createCourseFixture } from '../../test/catalogue-factories.js';
import { createLearner } from '../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../test/helper.js';
import { addToCart, createdPayment, mailsTo } from '../../test/payment-factories.js';
import { fulfilPayment } from '../modules/payments/fulfilment.service.js';
import { inTransaction } from './executor.js';

const card = { brand: 'visa', last4: '4242' };

describeEachDatabase('a write’s after-commit effects, on the app’s own cache and mail queue', (dialect) => {
  const t = useTestApp(dialect);

  async function pendingPayment() {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    await addToCart(t.app, learner.token, course.id);
    const payment = await createdPayment(t.app, learner.token, { currency: 'USD' });
    return { learner, payment };
  }

  /** A public answer in the catalogue cache, as a visitor's read leaves one. */
  const cacheAnswer = () => {
    const key = `probe-${Math.random()}`;
    t.app.ctx.catalogueCache.set(key, { body: '{}' });
    return { key, generation: t.app.ctx.catalogueCache.generation };
  };

  it('leaves the catalogue cache and the mail queue untouched when the write rolls back', async () => {
    const { learner, payment } = await pendingPayment();
    const cached = cacheAnswer();
    await expect(
      inTransaction(t.app.ctx.db, t.app.ctx.effects, async (trx) => {
        // Declares the kick (a receipt is queued) and the invalidation (a learner count rises)…
        await fulfilPayment(trx, t.app.ctx, payment.id, { card });
        throw new Error('the server stopped here');
      }),
    ).rejects.toThrow('the server stopped here');
    // …which never run: the cached answer stays, and no receipt exists or is sent.
    expect(t.app.ctx.catalogueCache.get(cached.key)).toEqual({ body: '{}' });
    expect(t.app.ctx.catalogueCache.generation).toBe(cached.generation);
    const jobs = t.app.ctx.db.selectFrom('mailJobs').select('subject').where('toAddress', '=', learner.email);
    expect(await jobs.execute()).toEqual([]);
    expect(await mailsTo(t.app, learner.email)).toEqual([]);
  });

  it('clears the cache once and sends the receipt when the same write commits', async () => {
    const { learner, payment } = await pendingPayment();
    const cached = cacheAnswer();
    await fulfilPayment(t.app.ctx.db, t.app.ctx, payment.id, { card });
    expect(t.app.ctx.catalogueCache.get(cached.key)).toBeUndefined();
    expect(t.app.ctx.catalogueCache.generation).toBe(cached.generation + 1);
    const receipts = await mailsTo(t.app, learner.email);
    expect(receipts.map((mail) => mail.subject)).toEqual([expect.stringContaining('receipt')]);
  });
});
