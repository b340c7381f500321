import type { Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { createdPayment, getPayment, mailsTo, purchasesOf } from '../../../test/payment-factories.js';
import { intentEvent, signatureFor, useStripeApp } from '../../../test/stripe-app.js';

const post = (
  app: Parameters<typeof call>[0],
  payload: string,
  signature?: string,
  contentType = 'application/json',
) =>
  call(app, {
    method: 'POST',
    url: '/api/payment/webhook',
    payload,
    headers: { 'content-type': contentType, ...(signature ? { 'stripe-signature': signature } : {}) },
  });

describeEachDatabase('Stripe webhook: POST payment/webhook', (dialect) => {
  const { t, fake } = useStripeApp(dialect);

  /** A learner's pending Stripe payment for one course, and its intent marked succeeded at Stripe. */
  async function paidAtStripe() {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 3100 });
    const payment = await createdPayment(t.app, learner.token, { courseIds: [course.id], currency: 'GBP' });
    const intent = [...fake().intents.values()].find((i) => i.metadata.paymentId === payment.id);
    if (!intent) throw new Error('no intent');
    return { learner, payment, intent: fake().succeed(intent.id, { brand: 'amex', last4: '0005' }) };
  }
  const stored = async (token: string, payment: Payment) =>
    (await getPayment(t.app, token, payment.id)).json().data as Payment;
  /** The stored status, read without asking Stripe (a status check would itself fulfil). */
  const storedStatus = async (payment: Payment) =>
    await t.app.ctx.db
      .selectFrom('payments')
      .select(['status', 'receiptNumber'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();

  it('fulfils on payment_intent.succeeded; five deliveries of the event make one purchase and one email', async () => {
    const { learner, payment, intent } = await paidAtStripe();
    const payload = intentEvent('payment_intent.succeeded', intent);
    const signature = signatureFor(payload);
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(t.app, payload, signature)));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(1);
    expect(await mailsTo(t.app, learner.email)).toHaveLength(1);
    // The event carries no card; it is read from the charge once.
    expect(await stored(learner.token, payment)).toMatchObject({
      status: 'succeeded',
      card: { brand: 'amex', last4: '0005' },
    });
  });

  it('refuses a missing, wrong or stale signature and a tampered body with 400, changing nothing', async () => {
    const { learner, payment, intent } = await paidAtStripe();
    const payload = intentEvent('payment_intent.succeeded', intent);
    const tampered = payload.replace(`"amount": ${intent.amount}`, `"amount": ${intent.amount + 100}`);
    expect(tampered).not.toBe(payload);
    const attempts = [
      post(t.app, payload),
      post(t.app, payload, 'not-a-signature'),
      post(t.app, payload, signatureFor(payload, { secret: 'whsec_someone_else' })),
      post(t.app, tampered, signatureFor(payload)),
      // Signed 301 s ago: past the SDK's five-minute tolerance, as a captured and replayed request would be.
      post(t.app, payload, signatureFor(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The webhook signature could not be verified',
        code: 'BAD_SIGNATURE',
      });
    }
    expect(await storedStatus(payment)).toEqual({ status: 'pending', receiptNumber: null });
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
    // Signed 4 minutes ago is still inside the tolerance.
    const recent = await post(
      t.app,
      payload,
      signatureFor(payload, { timestamp: Math.floor(Date.now() / 1000) - 240 }),
    );
    expect(recent.statusCode).toBe(200);
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(1);
  });

  it('records payment_intent.payment_failed, and acknowledges events it does not act on', async () => {
    const { learner, payment, intent } = await paidAtStripe();
    expect(await stored(learner.token, payment)).toMatchObject({ status: 'succeeded' });
    // A late failure of an earlier attempt never undoes a success.
    const failed = {
      ...intent,
      status: 'requires_payment_method' as const,
      last_payment_error: { message: 'Your card has expired.', code: 'expired_card' },
    };
    const failure = intentEvent('payment_intent.payment_failed', failed);
    expect((await post(t.app, failure, signatureFor(failure))).statusCode).toBe(200);
    expect(await stored(learner.token, payment)).toMatchObject({ status: 'succeeded' });

    const other = await createdPayment(t.app, learner.token, {
      courseIds: [(await createCourseFixture(t.app)).id],
      currency: 'USD',
    });
    const otherIntent = [...fake().intents.values()].find((i) => i.metadata.paymentId === other.id);
    if (!otherIntent) throw new Error('no intent');
    const otherFailure = intentEvent(
      'payment_intent.payment_failed',
      fake().fail(otherIntent.id, 'Your card has expired.'),
    );
    expect((await post(t.app, otherFailure, signatureFor(otherFailure))).statusCode).toBe(200);
    expect(await stored(learner.token, other)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card has expired.',
    });

    for (const payload of [
      intentEvent('payment_intent.created', otherIntent),
      intentEvent('payment_intent.succeeded', {
        ...otherIntent,
        status: 'succeeded',
        metadata: { paymentId: 'unknown' },
      }),
      intentEvent('payment_intent.succeeded', {
        ...otherIntent,
        status: 'succeeded',
        amount: otherIntent.amount + 1,
      }),
    ]) {
      const response = await post(t.app, payload, signatureFor(payload));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await storedStatus(other)).toEqual({ status: 'failed', receiptNumber: null });
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(1);
  });

  it('takes only JSON, keeping the JSON parser of every other route', async () => {
    const response = await post(t.app, 'hello', signatureFor('hello'), 'text/plain');
    expect(response.statusCode).toBe(415);
    const learner = await createLearner(t.app);
    const broken = await call(t.app, {
      method: 'POST',
      url: '/api/course/payment',
      token: learner.token,
      payload: '{"currency": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(refusalOf(broken)).toEqual({ message: 'The request body is not valid JSON' });
  });
});

describeEachDatabase('Stripe webhook without Stripe configured', (dialect) => {
  const t = useTestApp(dialect);
  it('answers 400 and does nothing', async () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } });
    const response = await post(t.app, payload, signatureFor(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Stripe is not configured on this server',
      code: 'WEBHOOK_NOT_CONFIGURED',
    });
  });
});
