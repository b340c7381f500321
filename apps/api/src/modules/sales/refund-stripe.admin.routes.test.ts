import type { AdminPurchase, Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase, refusalOf } from '../../../test/helper.js';
import { getPayment } from '../../../test/payment-factories.js';
import { learnerAccess, refundPurchase } from '../../../test/sales-factories.js';
import { paidWithStripe as payWithStripe, useStripeApp } from '../../../test/stripe-app.js';

describeEachDatabase('admin refunds through Stripe (local fake)', (dialect) => {
  const { t, fake } = useStripeApp(dialect);

  const paidWithStripe = () => payWithStripe(t.app, fake());

  const refundCalls = () => fake().requests.filter((r) => r.path === '/v1/refunds');

  it('refunds the course’s amount on its PaymentIntent with the purchase’s idempotency key', async () => {
    const { admin, learner, course, payment, intent, purchaseId } = await paidWithStripe();
    const before = refundCalls().length;
    const response = await refundPurchase(t.app, admin.token, purchaseId, { reason: 'Duplicate account' });
    expect(response.statusCode, response.body).toBe(200);
    const refund = fake().refunds.find((r) => r.payment_intent === intent.id);
    expect(refund).toMatchObject({ amount: 3000, currency: 'usd' });
    expect(refundCalls().slice(before)).toMatchObject([
      {
        method: 'POST',
        idempotencyKey: `refund-purchase-${purchaseId}`,
        body: { amount: '3000', payment_intent: intent.id },
      },
    ]);
    expect((response.json() as { data: AdminPurchase }).data).toMatchObject({
      status: 'refunded',
      provider: 'stripe',
      refund: { providerRef: refund?.id, reason: 'Duplicate account' },
    });
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(403);
    // The learner's later status checks do not refund anything more (no duplicate is owed).
    const status = (await getPayment(t.app, learner.token, payment.id)).json() as { data: Payment };
    expect(status.data.refundedAmount).toBe(3000);
    expect(fake().refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
    await t.app.ctx.mailQueue.idle();
  });

  it('answers 503 when Stripe cannot be reached, and changes nothing', async () => {
    const { admin, learner, course, payment, intent, purchaseId } = await paidWithStripe();
    fake().failNext('/v1/refunds', 500, 'Stripe is down', 3);
    const response = await refundPurchase(t.app, admin.token, purchaseId);
    expect(response.statusCode).toBe(503);
    expect(refusalOf(response)).toEqual({
      message: 'We could not reach the payment service. Please try again in a few minutes.',
    });
    expect(await learnerAccess(t.app, learner.token, course)).toEqual({
      purchaseDetails: 200,
      inMyLearning: true,
      isPurchased: true,
    });
    const status = (await getPayment(t.app, learner.token, payment.id)).json() as { data: Payment };
    expect(status.data.refundedAmount).toBe(0);
    expect(status.data.lines.every((l) => l.refundedAt === null)).toBe(true);

    // Once Stripe is back, the same refund goes through, once.
    const retried = await refundPurchase(t.app, admin.token, purchaseId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(fake().refunds.filter((r) => r.payment_intent === intent.id)).toMatchObject([{ amount: 3000 }]);
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(403);
  });

  it('answers 502 with Stripe’s reason when Stripe refuses the refund, and changes nothing', async () => {
    const { admin, learner, course, payment, intent, purchaseId } = await paidWithStripe();
    // Someone refunded the whole charge in Stripe's dashboard: Stripe refuses any further refund.
    fake().refunds.push({
      id: 're_dashboard',
      object: 'refund',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
    });
    const response = await refundPurchase(t.app, admin.token, purchaseId);
    expect(response.statusCode).toBe(502);
    expect(refusalOf(response)).toEqual({
      message: 'The payment provider refused the refund: Refund amount is greater than the unrefunded amount',
    });
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(200);
    const status = (await getPayment(t.app, learner.token, payment.id)).json() as { data: Payment };
    expect(status.data.refundedAmount).toBe(0);
  });
});
