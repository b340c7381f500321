import type { Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { mailedGiftCode, redeem } from '../../../test/gift-factories.js';
import { describeEachDatabase } from '../../../test/helper.js';
import { createdPayment, getPayment, purchasesOf } from '../../../test/payment-factories.js';
import { useStripeApp } from '../../../test/stripe-app.js';

describeEachDatabase('gifts paid through Stripe', (dialect) => {
  const { t, fake } = useStripeApp(dialect);

  it('gives the gift its code once Stripe says the intent succeeded, in pounds, and it redeems', async () => {
    const buyer = await createLearner(t.app);
    const recipient = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 2999 });
    const payment = await createdPayment(t.app, buyer.token, {
      courseIds: [course.id],
      currency: 'GBP',
      gift: { email: recipient.email },
    });
    const intent = [...fake().intents.values()].find((i) => i.metadata.paymentId === payment.id);
    if (!intent) throw new Error('no PaymentIntent');
    fake().succeed(intent.id, { brand: 'visa', last4: '4242' });
    const paid = ((await getPayment(t.app, buyer.token, payment.id)).json() as { data: Payment }).data;
    expect(paid.status).toBe('succeeded');
    expect(paid.gift?.codeHint).toMatch(/^[A-Z0-9]{4}$/);
    expect(await purchasesOf(t.app, buyer.id)).toEqual([]);
    const code = await mailedGiftCode(t.app, recipient.email);
    expect((await redeem(t.app, recipient.token, { code })).statusCode).toBe(200);
    expect(await purchasesOf(t.app, recipient.id)).toEqual([
      { courseId: course.id, amount: payment.amount, currency: 'GBP', paymentId: payment.id },
    ]);
  });
});
