import type { Payment } from '@coursewise/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { admin } from '../../../test/catalogue-admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import {
  addToCart,
  backdatePayment,
  cartIds,
  confirmCard,
  createdPayment,
  getPayment,
  learnersCount,
  mailsTo,
  purchasesOf,
  storedPayment,
} from '../../../test/payment-factories.js';

const errorOf = (response: LightMyRequestResponse) => response.json() as { message: string; code: string };
const dataOf = (response: LightMyRequestResponse) => (response.json() as { data: Payment }).data;

describeEachDatabase('sandbox payments whose prices no longer hold', (dialect) => {
  const t = useTestApp(dialect);

  /** An admin, a learner with two published courses in the cart, and a pending payment for both. */
  async function pendingCheckout(currency: 'USD' | 'GBP' = 'USD') {
    const boss = await createLearner(t.app, { role: 'admin' });
    const learner = await createLearner(t.app);
    const courses = [
      await createCourseFixture(t.app, { priceCents: 2000, imageKey: 'courses/a.webp' }),
      await createCourseFixture(t.app, { priceCents: 3000, imageKey: 'courses/b.webp' }),
    ];
    for (const course of courses) await addToCart(t.app, learner.token, course.id);
    const payment = await createdPayment(t.app, learner.token, { currency });
    return { boss, learner, courses, payment };
  }

  /** Nothing was bought or charged: no purchase, no receipt, no mail, the cart and counts as they were. */
  async function expectNothingBought(learner: { id: string; token: string; email: string }, cart: string[]) {
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
    expect((await cartIds(t.app, learner.token)).sort()).toEqual([...cart].sort());
    expect(await mailsTo(t.app, learner.email)).toEqual([]);
  }

  it('refuses a payment left pending past its 30 minutes (409), closes it for good, and a new checkout pays', async () => {
    const { learner, courses, payment } = await pendingCheckout();
    const counts = await Promise.all(courses.map((c) => learnersCount(t.app, c.id)));
    await backdatePayment(t.app, payment.id, 31);

    const refused = await confirmCard(t.app, learner.token, payment.id);
    expect(refused.statusCode).toBe(409);
    const message =
      'This checkout expired: its prices hold for 30 minutes. Nothing was charged: please check out again.';
    expect(errorOf(refused)).toEqual({ message, code: 'PAYMENT_EXPIRED' });
    await expectNothingBought(
      learner,
      courses.map((c) => c.id),
    );
    expect(await Promise.all(courses.map((c) => learnersCount(t.app, c.id)))).toEqual(counts);
    expect(dataOf(await getPayment(t.app, learner.token, payment.id))).toMatchObject({
      status: 'expired',
      failureMessage: message,
      receiptNumber: null,
      card: null,
    });
    // Closed for good: a later confirm is refused the same way and still buys nothing.
    const again = await confirmCard(t.app, learner.token, payment.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ message, code: 'PAYMENT_EXPIRED' });
    await expectNothingBought(
      learner,
      courses.map((c) => c.id),
    );

    const fresh = await createdPayment(t.app, learner.token, { currency: 'USD' });
    expect(fresh.amount).toBe(5000);
    const paid = await confirmCard(t.app, learner.token, fresh.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(2);
  });

  it('still takes a payment 29 minutes old', async () => {
    const { learner, payment } = await pendingCheckout();
    await backdatePayment(t.app, payment.id, 29);
    const paid = await confirmCard(t.app, learner.token, payment.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(dataOf(paid).status).toBe('succeeded');
  });

  it('refuses a payment whose course was re-priced since the checkout; a new checkout charges the new price', async () => {
    const { boss, learner, courses, payment } = await pendingCheckout();
    const [first, second] = courses as [(typeof courses)[0], (typeof courses)[0]];
    const repriced = await admin(t.app, boss.token, 'PUT', `/courses/${second.id}`, { price: 3500 });
    expect(repriced.statusCode, repriced.body).toBe(200);

    const refused = await confirmCard(t.app, learner.token, payment.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      message: `The price of "${second.title}" has changed since this checkout started. Nothing was charged: please check out again.`,
      code: 'PRICE_CHANGED',
    });
    await expectNothingBought(learner, [first.id, second.id]);
    expect((await storedPayment(t.app, payment.id)).status).toBe('expired');

    const fresh = await createdPayment(t.app, learner.token, { currency: 'USD' });
    expect(fresh.amount).toBe(5500);
    expect((await confirmCard(t.app, learner.token, fresh.id)).statusCode).toBe(200);
    expect((await purchasesOf(t.app, learner.id)).map((p) => p.amount).sort()).toEqual([2000, 3500]);
  });

  it('refuses a payment whose course was unpublished since the checkout', async () => {
    const { boss, learner, courses, payment } = await pendingCheckout();
    const [first, second] = courses as [(typeof courses)[0], (typeof courses)[0]];
    const unpublished = await admin(t.app, boss.token, 'PUT', `/courses/${first.id}`, { published: false });
    expect(unpublished.statusCode, unpublished.body).toBe(200);

    const refused = await confirmCard(t.app, learner.token, payment.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      message: `"${first.title}" is no longer for sale. Nothing was charged: please check out again.`,
      code: 'COURSE_UNAVAILABLE',
    });
    // The cart lists only what is for sale.
    await expectNothingBought(learner, [second.id]);
    // Checking out again prices what is still for sale.
    const fresh = await createdPayment(t.app, learner.token, { currency: 'USD' });
    expect(fresh.lines.map((l) => l.courseId)).toEqual([second.id]);
  });

  it('refuses a payment in pounds after the pound’s rate changed', async () => {
    const { boss, learner, courses, payment } = await pendingCheckout('GBP');
    const settings = await admin(t.app, boss.token, 'PUT', '/settings', {
      currency: { rates: { GBP: 0.5 }, confirmRateChange: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const refused = await confirmCard(t.app, learner.token, payment.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('PRICE_CHANGED');
    await expectNothingBought(
      learner,
      courses.map((c) => c.id),
    );
    expect((await createdPayment(t.app, learner.token, { currency: 'GBP' })).amount).toBe(2500);
  });

  it('closes a payment past its time when it is read, so it can never be confirmed later', async () => {
    const { learner, payment } = await pendingCheckout();
    await backdatePayment(t.app, payment.id, 45);
    const read = dataOf(await getPayment(t.app, learner.token, payment.id));
    expect(read.status).toBe('expired');
    expect(read.failureMessage).toContain('This checkout expired');
    expect((await confirmCard(t.app, learner.token, payment.id)).statusCode).toBe(409);
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
  });

  it('leaves another learner’s stale payment alone (404) and a bad card body changes nothing (400)', async () => {
    const { learner, payment } = await pendingCheckout();
    await backdatePayment(t.app, payment.id, 31);
    const stranger = await createLearner(t.app);
    const foreign = await confirmCard(t.app, stranger.token, payment.id);
    expect(foreign.statusCode).toBe(404);
    expect((await getPayment(t.app, stranger.token, payment.id)).statusCode).toBe(404);
    const bad = await call(t.app, {
      method: 'POST',
      url: `/api/course/payment/${payment.id}/confirm`,
      token: learner.token,
      payload: { cardNumber: 'x', expiry: '12/99', cvc: '1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBeTruthy();
    // Neither request closed it: only its owner's confirm or status check does.
    expect((await storedPayment(t.app, payment.id)).status).toBe('pending');
  });
});
