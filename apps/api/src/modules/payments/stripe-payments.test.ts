import type { Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf } from '../../../test/helper.js';
import {
  addToCart,
  cartIds,
  confirmCard,
  createdPayment,
  getPayment,
  mailsTo,
  purchasesOf,
  startCheckout,
} from '../../../test/payment-factories.js';
import { useStripeApp } from '../../../test/stripe-app.js';

describeEachDatabase('Stripe payments against a local Stripe', (dialect) => {
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

  it('announces Stripe with its publishable key in setting/details', async () => {
    const settings = await call(t.app, { method: 'GET', url: '/api/setting/details' });
    expect(settings.json().data.payment).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_coursewise',
    });
  });

  it('creates one PaymentIntent per checkout and fulfils once Stripe says it succeeded', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 2999 });
    await addToCart(t.app, learner.token, course.id);
    const payment = await createdPayment(t.app, learner.token, { currency: 'GBP' });
    const intent = intentOf(payment);
    expect(payment).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      clientSecret: intent.client_secret,
    });
    expect(intent).toMatchObject({ amount: payment.amount, currency: 'gbp' });
    const created = fake().requests.filter((r) => r.path === '/v1/payment_intents' && r.body.metadata);
    expect(created.find((r) => r.idempotencyKey === `payment-${payment.id}`)).toMatchObject({
      method: 'POST',
      authorization: 'Bearer sk_test_coursewise',
      body: {
        amount: String(payment.amount),
        currency: 'gbp',
        metadata: { paymentId: payment.id },
        automatic_payment_methods: { enabled: 'true' },
      },
    });

    expect(await status(learner.token, payment.id)).toMatchObject({ status: 'pending' });
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
    const refused = await confirmCard(t.app, learner.token, payment.id);
    expect(refused.statusCode).toBe(409);
    expect(refusalOf(refused)).toEqual({ message: 'Confirm this payment with Stripe' });

    fake().succeed(intent.id, { brand: 'mastercard', last4: '4444' });
    const paid = await status(learner.token, payment.id);
    expect(paid).toMatchObject({
      status: 'succeeded',
      card: { brand: 'mastercard', last4: '4444' },
      clientSecret: null,
      refundedAmount: 0,
    });
    expect(paid.receiptNumber).toMatch(/^CW-R-\d{4}-\d{6}$/);
    expect(await purchasesOf(t.app, learner.id)).toEqual([
      { courseId: course.id, amount: payment.amount, currency: 'GBP', paymentId: payment.id },
    ]);
    expect(await cartIds(t.app, learner.token)).toEqual([]);
    expect(await status(learner.token, payment.id)).toEqual(paid);
    expect(await mailsTo(t.app, learner.email)).toHaveLength(1);
    expect(fake().requests.filter((r) => r.path === '/v1/refunds')).toEqual([]);
  });

  it.each([
    ['amount', (intent: { amount: number }) => Object.assign(intent, { amount: intent.amount - 1 })],
    ['currency', (intent: object) => Object.assign(intent, { currency: 'usd' })],
    ['metadata', (intent: object) => Object.assign(intent, { metadata: { paymentId: 'someone-else' } })],
  ])('never fulfils when the intent’s %s does not match the payment', async (_field, tamper) => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const payment = await createdPayment(t.app, learner.token, { courseIds: [course.id], currency: 'EUR' });
    const intent = intentOf(payment);
    tamper(intent);
    fake().succeed(intent.id);
    expect(await status(learner.token, payment.id)).toMatchObject({ status: 'pending', receiptNumber: null });
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
  });

  it('records a declined attempt as failed, and still fulfils when a later attempt succeeds', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const payment = await createdPayment(t.app, learner.token, { courseIds: [course.id], currency: 'USD' });
    fake().fail(intentOf(payment).id, 'Your card was declined.');
    expect(await status(learner.token, payment.id)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    fake().succeed(intentOf(payment).id);
    expect(await status(learner.token, payment.id)).toMatchObject({
      status: 'succeeded',
      failureMessage: null,
    });
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(1);
  });

  it('refunds a course charged twice once, with its idempotency key, and tells the learner', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 4000 });
    const first = await createdPayment(t.app, learner.token, { courseIds: [course.id], currency: 'USD' });
    const second = await createdPayment(t.app, learner.token, { courseIds: [course.id], currency: 'USD' });
    fake().succeed(intentOf(first).id);
    fake().succeed(intentOf(second).id);
    // Stripe is down for the first refund attempt: the refund is owed, then made on the next check.
    fake().failNext('/v1/refunds', 500, 'Stripe is having a moment', 3);
    expect(await status(learner.token, first.id)).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
    expect(await status(learner.token, second.id)).toMatchObject({
      status: 'succeeded',
      refundedAmount: 4000,
    });
    expect(fake().refunds).toEqual([]);

    const refunded = await status(learner.token, second.id);
    expect(refunded.lines[0]?.refundedAt).not.toBeNull();
    expect(fake().refunds).toMatchObject([{ amount: 4000, payment_intent: intentOf(second).id }]);
    await status(learner.token, second.id);
    await status(learner.token, first.id);
    const refundCalls = fake().requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls.every((r) => r.idempotencyKey === `refund-${second.id}`)).toBe(true);
    expect(refundCalls.filter((r) => r.body.amount === '4000')).toHaveLength(refundCalls.length);
    expect(fake().refunds).toHaveLength(1);
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(1);
    const subjects = (await mailsTo(t.app, learner.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('We refunded $40.00'))).toHaveLength(1);
  });

  it('answers 503 when Stripe cannot be reached, marking that payment failed', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    fake().failNext('/v1/payment_intents', 500, 'Stripe is down', 3);
    const response = await startCheckout(t.app, learner.token, { courseIds: [course.id], currency: 'USD' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(refusalOf(response)).toEqual({
      message: 'We could not reach the payment service. Please try again in a few minutes.',
    });
    const stored = await t.app.ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('userId', '=', learner.id)
      .execute();
    expect(stored.map((p) => p.status)).toEqual(['failed']);
    expect(
      (await startCheckout(t.app, learner.token, { courseIds: [course.id], currency: 'USD' })).statusCode,
    ).toBe(201);
  });
});
