import type { Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { admin } from '../../../test/catalogue-admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase } from '../../../test/helper.js';
import {
  backdatePayment,
  createdPayment,
  getPayment,
  mailsTo,
  purchasesOf,
  storedPayment,
} from '../../../test/payment-factories.js';
import { intentEvent, signatureFor, useStripeApp } from '../../../test/stripe-app.js';

describeEachDatabase('Stripe payments whose prices no longer hold', (dialect) => {
  const { t, fake } = useStripeApp(dialect);
  const status = async (token: string, id: string): Promise<Payment> => {
    const response = await getPayment(t.app, token, id);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Payment }).data;
  };
  const intentOf = (payment: Payment) => {
    const intent = [...fake().intents.values()].find((i) => i.metadata.paymentId === payment.id);
    if (!intent) throw new Error(`no PaymentIntent for ${payment.id}`);
    return intent;
  };
  /** Refunds made at Stripe on this intent (the fake serves the whole suite). */
  const refundsOf = (intentId: string) => fake().refunds.filter((r) => r.payment_intent === intentId);
  const webhook = (payload: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/payment/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(payload) },
    });

  /** An admin and a learner with a pending Stripe payment in pounds for one published course. */
  async function pendingCheckout() {
    const boss = await createLearner(t.app, { role: 'admin' });
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 3000, imageKey: 'courses/c.webp' });
    const payment = await createdPayment(t.app, learner.token, { courseIds: [course.id], currency: 'GBP' });
    return { boss, learner, course, payment, intent: intentOf(payment) };
  }

  it('cancels the intent of a payment left pending past its time, so the card form can no longer pay it', async () => {
    const { learner, payment, intent } = await pendingCheckout();
    await backdatePayment(t.app, payment.id, 31);
    expect(await status(learner.token, payment.id)).toMatchObject({
      status: 'expired',
      failureMessage:
        'This checkout expired: its prices hold for 30 minutes. Nothing was charged: please check out again.',
    });
    expect(intent.status).toBe('canceled');
    expect(fake().requests.filter((r) => r.path === `/v1/payment_intents/${intent.id}/cancel`)).toHaveLength(
      1,
    );
    expect(() => fake().succeed(intent.id)).toThrow('was cancelled');
    expect(await status(learner.token, payment.id)).toMatchObject({ status: 'expired' });
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
    expect(refundsOf(intent.id)).toEqual([]);
  });

  it('cancels the intent when the course was re-priced before the learner paid: nothing is charged', async () => {
    const { boss, learner, course, payment, intent } = await pendingCheckout();
    expect((await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, { price: 2000 })).statusCode).toBe(
      200,
    );
    expect(await status(learner.token, payment.id)).toMatchObject({
      status: 'expired',
      refundedAmount: 0,
      failureMessage: `The price of "${course.title}" has changed since this checkout started. Nothing was charged: please check out again.`,
    });
    expect(intent.status).toBe('canceled');
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
  });

  it('refunds in full a card charged after a re-price (webhook), buys nothing, and tells the learner once', async () => {
    const { boss, learner, course, payment, intent } = await pendingCheckout();
    expect((await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, { price: 3500 })).statusCode).toBe(
      200,
    );
    // The browser paid without asking our server first.
    const charged = fake().succeed(intent.id);
    const payload = intentEvent('payment_intent.succeeded', charged);
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await webhook(payload)).statusCode).toBe(200);

    const pounds = `£${(payment.amount / 100).toFixed(2)}`;
    expect(await storedPayment(t.app, payment.id)).toMatchObject({
      status: 'expired',
      refundedAmount: payment.amount,
      receiptNumber: null,
      failureMessage: `The price of "${course.title}" has changed since this checkout started. Your payment of ${pounds} is being refunded in full: please check out again.`,
    });
    expect(refundsOf(intent.id)).toMatchObject([{ amount: payment.amount }]);
    const refundCalls = fake().requests.filter(
      (r) => r.path === '/v1/refunds' && r.body.payment_intent === intent.id,
    );
    expect(refundCalls.map((r) => r.idempotencyKey)).toEqual([`refund-${payment.id}`]);
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
    const read = await status(learner.token, payment.id);
    expect(read).toMatchObject({ status: 'expired', refundedAmount: payment.amount, receiptNumber: null });
    expect(read.lines[0]?.refundedAt).not.toBeNull();
    const mails = await mailsTo(t.app, learner.email);
    expect(mails.map((m) => m.subject)).toEqual([`We refunded your Coursewise payment of ${pounds}`]);
    expect(mails[0]?.text).toContain(
      `The price of "${course.title}" has changed since this checkout started.`,
    );
    expect(mails[0]?.text).toContain('Nothing was bought.');
  });

  it('refunds a card charged after an unpublish (status check), owing the refund until Stripe takes it', async () => {
    const { boss, learner, course, payment, intent } = await pendingCheckout();
    expect(
      (await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, { published: false })).statusCode,
    ).toBe(200);
    fake().succeed(intent.id);
    fake().failNext('/v1/refunds', 500, 'Stripe is having a moment', 3);
    expect(await status(learner.token, payment.id)).toMatchObject({
      status: 'expired',
      refundedAmount: payment.amount,
      failureMessage: expect.stringContaining(`"${course.title}" is no longer for sale.`),
    });
    expect(refundsOf(intent.id)).toEqual([]);
    expect((await storedPayment(t.app, payment.id)).refundRef).toBeNull();
    // The next status check makes the refund it owes; later ones change nothing.
    await status(learner.token, payment.id);
    await status(learner.token, payment.id);
    expect(refundsOf(intent.id)).toMatchObject([{ amount: payment.amount }]);
    expect((await storedPayment(t.app, payment.id)).refundRef).toBe(refundsOf(intent.id)[0]?.id);
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
    expect(await mailsTo(t.app, learner.email)).toHaveLength(1);
  });

  it('fulfils a card charged after the 30 minutes when the price still holds', async () => {
    const { learner, course, payment, intent } = await pendingCheckout();
    await backdatePayment(t.app, payment.id, 40);
    const payload = intentEvent('payment_intent.succeeded', fake().succeed(intent.id));
    expect((await webhook(payload)).statusCode).toBe(200);
    expect(await status(learner.token, payment.id)).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
    expect(await purchasesOf(t.app, learner.id)).toEqual([
      { courseId: course.id, amount: payment.amount, currency: 'GBP', paymentId: payment.id },
    ]);
    expect(refundsOf(intent.id)).toEqual([]);
  });

  it('keeps a pending payment open while Stripe cannot be reached to cancel it', async () => {
    const { learner, payment, intent } = await pendingCheckout();
    await backdatePayment(t.app, payment.id, 31);
    fake().failNext(`/v1/payment_intents/${intent.id}/cancel`, 500, 'Stripe is down', 3);
    expect(await status(learner.token, payment.id)).toMatchObject({ status: 'pending' });
    expect(intent.status).toBe('requires_payment_method');
    expect(await status(learner.token, payment.id)).toMatchObject({ status: 'expired' });
    expect(intent.status).toBe('canceled');
  });
});
