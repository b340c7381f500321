import type { RefundRequest } from '@coursewise/contract';
import { expect, it, vi } from 'vitest';
import { call, describeEachDatabase } from '../../../test/helper.js';
import { mailsTo } from '../../../test/payment-factories.js';
import { askRefund, storedRequest } from '../../../test/refund-request-factories.js';
import { learnerAccess } from '../../../test/sales-factories.js';
import { paidWithStripe, useStripeApp } from '../../../test/stripe-app.js';
import { listRefundIntents } from '../payments/sales.service.js';
import { finishInterruptedRefunds } from './refund.service.js';

const REASON = { reason: 'Bought the wrong course' };
const statusOf = (response: { json: () => unknown }) =>
  (response.json() as { data: RefundRequest }).data.status;

/** Refund requests refunded automatically through Stripe, including a process dying half-way. */
describeEachDatabase('refund requests through Stripe', (dialect) => {
  const { t, fake } = useStripeApp(dialect);
  const refundsOf = (intentId: string) => fake().refunds.filter((r) => r.payment_intent === intentId);
  const intentFor = async (purchaseId: string) =>
    (await listRefundIntents(t.app.ctx.db)).find((intent) => intent.purchaseId === purchaseId);

  it('refunds the course at Stripe once, with the purchase’s idempotency key', async () => {
    const { learner, course, intent, purchaseId } = await paidWithStripe(t.app, fake());
    const response = await askRefund(t.app, learner.token, purchaseId, REASON);
    expect(response.statusCode, response.body).toBe(201);
    expect(statusOf(response)).toBe('refunded');
    expect(refundsOf(intent.id)).toMatchObject([{ amount: 3000 }]);
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(403);
    expect(await intentFor(purchaseId)).toBeUndefined();
  });

  it('finishes at start-up an automatic refund whose process died after Stripe refunded', async () => {
    const { admin, learner, course, intent, purchaseId } = await paidWithStripe(t.app, fake());
    const provider = t.app.ctx.payments;
    const refund = provider.refund.bind(provider);
    // Stripe answers, then the process dies before the refund's transaction.
    const dying = vi.spyOn(provider, 'refund').mockImplementationOnce(async (request) => {
      await refund(request);
      throw new Error('the process died');
    });
    try {
      const response = await askRefund(t.app, learner.token, purchaseId, REASON);
      expect(response.statusCode).toBe(500);
    } finally {
      dying.mockRestore();
    }
    expect(refundsOf(intent.id)).toHaveLength(1);
    expect(await intentFor(purchaseId)).toMatchObject({ actorId: learner.id });
    expect(await storedRequest(t.app, purchaseId)).toMatchObject({ status: 'approved' });
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(200);

    await finishInterruptedRefunds(t.app.ctx, t.app.log);

    expect(refundsOf(intent.id)).toHaveLength(1);
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(403);
    expect(await storedRequest(t.app, purchaseId)).toMatchObject({ status: 'refunded', decidedBy: null });
    expect(await intentFor(purchaseId)).toBeUndefined();
    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=purchase&entityId=${purchaseId}`,
      token: admin.token,
    });
    expect(audit.json().data.items).toMatchObject([
      {
        action: 'refund',
        actor: { id: learner.id },
        summary: expect.stringMatching(/refunded automatically: 0 % consumed.*\(finished at start-up\)$/),
      },
    ]);
    expect((await mailsTo(t.app, learner.email)).map((m) => m.subject)).toContain(
      `Your refund for "${course.title}"`,
    );
  });

  it('leaves the request pending for an admin when Stripe refuses, forgetting the intent', async () => {
    const { learner, course, intent, purchaseId } = await paidWithStripe(t.app, fake());
    fake().refunds.push({
      id: 're_dashboard_request',
      object: 'refund',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
    });
    const response = await askRefund(t.app, learner.token, purchaseId, REASON);
    expect(response.statusCode, response.body).toBe(201);
    expect(statusOf(response)).toBe('pending');
    expect(response.json().message).toBe(
      'Your request was sent: we could not refund it at once, so we will answer by email.',
    );
    expect(await intentFor(purchaseId)).toBeUndefined();
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(200);
  });

  it('keeps the refund under way while Stripe is out of reach, finished at start-up', async () => {
    const { learner, course, intent, purchaseId } = await paidWithStripe(t.app, fake());
    fake().failNext('/v1/refunds', 500, 'Stripe is down', 3);
    const response = await askRefund(t.app, learner.token, purchaseId, REASON);
    expect(response.statusCode, response.body).toBe(201);
    expect(statusOf(response)).toBe('approved');
    expect(await intentFor(purchaseId)).toBeDefined();

    await finishInterruptedRefunds(t.app.ctx, t.app.log);
    expect(refundsOf(intent.id)).toHaveLength(1);
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(403);
    expect(await storedRequest(t.app, purchaseId)).toMatchObject({ status: 'refunded' });
  });
});
