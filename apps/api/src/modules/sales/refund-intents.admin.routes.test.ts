import type { AdminPurchase } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { call, describeEachDatabase } from '../../../test/helper.js';
import { mailsTo } from '../../../test/payment-factories.js';
import { getAdminPurchase, learnerAccess, refundPurchase } from '../../../test/sales-factories.js';
import { paidWithStripe, useStripeApp } from '../../../test/stripe-app.js';
import { listRefundIntents, recordRefundIntent } from '../payments/sales.service.js';
import { finishInterruptedRefunds } from './refund.service.js';

/**
 * Issue 20, item 6: an admin refund records its intent before the provider is asked, so a process that
 * dies between the provider's refund and the refund's transaction leaves the course neither owned with
 * the money returned nor refunded twice: start-up finishes it.
 */
describeEachDatabase('admin refunds interrupted by a dying process', (dialect) => {
  const { t, fake } = useStripeApp(dialect);

  const refundsOf = (intentId: string) => fake().refunds.filter((r) => r.payment_intent === intentId);
  const intentFor = async (purchaseId: string) =>
    (await listRefundIntents(t.app.ctx.db)).find((intent) => intent.purchaseId === purchaseId);

  it('finishes at start-up a refund the provider made before the process died, giving the money back once', async () => {
    const { admin, learner, course, intent, purchaseId } = await paidWithStripe(t.app, fake());
    // What the dead process did: the intent, then Stripe's refund; the transaction never ran.
    await recordRefundIntent(t.app.ctx.db, { purchaseId, actorId: admin.id, reason: 'Asked by phone' });
    await t.app.ctx.payments.refund({
      paymentId: intent.metadata.paymentId as string,
      ref: intent.id,
      amount: 3000,
      key: `refund-purchase-${purchaseId}`,
    });
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(200);

    await finishInterruptedRefunds(t.app.ctx, t.app.log);

    expect(refundsOf(intent.id)).toMatchObject([{ amount: 3000 }]);
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(403);
    const purchase = (await getAdminPurchase(t.app, admin.token, purchaseId)).json() as {
      data: AdminPurchase;
    };
    expect(purchase.data).toMatchObject({
      status: 'refunded',
      refund: { providerRef: refundsOf(intent.id)[0]?.id, reason: 'Asked by phone' },
    });
    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=purchase&entityId=${purchaseId}`,
      token: admin.token,
    });
    expect(audit.json().data.items).toMatchObject([
      {
        action: 'refund',
        actor: { id: admin.id },
        summary: expect.stringContaining('(finished at start-up)'),
      },
    ]);
    await t.app.ctx.mailQueue.idle();
    expect((await mailsTo(t.app, learner.email)).map((m) => m.subject)).toContain(
      `Your refund for "${course.title}"`,
    );
    expect(await intentFor(purchaseId)).toBeUndefined();

    // A second start-up finds nothing left to do.
    await finishInterruptedRefunds(t.app.ctx, t.app.log);
    expect(refundsOf(intent.id)).toHaveLength(1);
  });

  it('makes at start-up a refund whose process died before asking the provider', async () => {
    const { admin, learner, course, intent, purchaseId } = await paidWithStripe(t.app, fake());
    await recordRefundIntent(t.app.ctx.db, { purchaseId, actorId: admin.id, reason: null });
    expect(refundsOf(intent.id)).toEqual([]);

    await finishInterruptedRefunds(t.app.ctx, t.app.log);

    expect(refundsOf(intent.id)).toMatchObject([{ amount: 3000 }]);
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(403);
    expect(await intentFor(purchaseId)).toBeUndefined();
  });

  it('keeps the intent while Stripe is out of reach, and finishes it once Stripe is back', async () => {
    const { admin, learner, course, intent, purchaseId } = await paidWithStripe(t.app, fake());
    fake().failNext('/v1/refunds', 500, 'Stripe is down', 3);
    expect((await refundPurchase(t.app, admin.token, purchaseId)).statusCode).toBe(503);
    // Stripe may have refunded before the connection broke: the intent stays.
    expect(await intentFor(purchaseId)).toMatchObject({ actorId: admin.id });

    fake().failNext('/v1/refunds', 500, 'Stripe is still down', 3);
    await finishInterruptedRefunds(t.app.ctx, t.app.log);
    expect(await intentFor(purchaseId)).toBeDefined();
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(200);

    await finishInterruptedRefunds(t.app.ctx, t.app.log);
    expect(refundsOf(intent.id)).toHaveLength(1);
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(403);
    expect(await intentFor(purchaseId)).toBeUndefined();
  });

  it('forgets the intent when Stripe refuses the refund, and after a refund that went through', async () => {
    const refused = await paidWithStripe(t.app, fake());
    fake().refunds.push({
      id: 're_dashboard_intents',
      object: 'refund',
      amount: refused.intent.amount,
      currency: refused.intent.currency,
      payment_intent: refused.intent.id,
      status: 'succeeded',
    });
    expect((await refundPurchase(t.app, refused.admin.token, refused.purchaseId)).statusCode).toBe(502);
    expect(await intentFor(refused.purchaseId)).toBeUndefined();

    const done = await paidWithStripe(t.app, fake());
    expect((await refundPurchase(t.app, done.admin.token, done.purchaseId)).statusCode).toBe(200);
    expect(await intentFor(done.purchaseId)).toBeUndefined();
  });
});
