import type { Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import {
  describeEachDatabase,
  hugeString,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import {
  addToCart,
  cartIds,
  confirmCard,
  getPayment,
  startCheckout,
} from '../../../test/payment-factories.js';
import { saveSettings } from '../settings/settings.service.js';

describeEachDatabase('checkout: POST course/payment', (dialect) => {
  const t = useTestApp(dialect);
  const paymentOf = (response: { json(): unknown }) => (response.json() as { data: Payment }).data;
  const paymentCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('prices each course as round(price × rate) with the rates in settings, and sums the lines', async () => {
    // 1960 × 0.79 = 1548.4: rounding per course gives 3096, rounding the sum would give 3097.
    await saveSettings(t.app.ctx.db, { rates: { GBP: 0.79, EUR: 0.9237 } });
    const learner = await createLearner(t.app);
    const first = await createCourseFixture(t.app, { priceCents: 1960 });
    const second = await createCourseFixture(t.app, { priceCents: 1960 });
    const response = await startCheckout(t.app, learner.token, {
      courseIds: [first.id, second.id],
      currency: 'GBP',
    });
    expect(response.statusCode).toBe(201);
    const payment = paymentOf(response);
    expect(payment).toMatchObject({
      provider: 'sandbox',
      status: 'pending',
      currency: 'GBP',
      rate: 0.79,
      amount: 3096,
      clientSecret: null,
      refundedAmount: 0,
      receiptNumber: null,
      card: null,
      paidAt: null,
      failureMessage: null,
    });
    expect(payment.lines.map((line) => [line.courseId, line.priceUsd, line.amount]).sort()).toEqual(
      [
        [first.id, 1960, 1548],
        [second.id, 1960, 1548],
      ].sort(),
    );
    expect(payment.lines.find((l) => l.courseId === first.id)).toMatchObject({
      slug: first.slug,
      title: first.title,
      refundedAt: null,
    });

    const euros = paymentOf(
      await startCheckout(t.app, learner.token, { courseIds: [first.id], currency: 'EUR' }),
    );
    expect(euros).toMatchObject({ amount: Math.round(1960 * 0.9237), rate: 0.9237, currency: 'EUR' });
    const dollars = paymentOf(
      await startCheckout(t.app, learner.token, { courseIds: [first.id], currency: 'USD' }),
    );
    expect(dollars).toMatchObject({ amount: 1960, rate: 1, currency: 'USD' });
  });

  it('refuses an amount sent by the client as an unknown field, and an unknown currency', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const before = await paymentCount();
    const tampered = await startCheckout(t.app, learner.token, {
      courseIds: [course.id],
      currency: 'USD',
      amount: 1,
    });
    expect(tampered.statusCode).toBe(400);
    expect(refusalOf(tampered)).toEqual({
      message: 'amount: is not an accepted field',
      errors: [{ path: 'amount', message: 'is not an accepted field' }],
    });
    for (const [currency, message] of [
      ['JPY', 'currency: must be one of: USD, GBP, EUR'],
      ['usd', 'currency: must be one of: USD, GBP, EUR'],
      [42, 'currency: must be a string'],
    ]) {
      const refused = await startCheckout(t.app, learner.token, { courseIds: [course.id], currency });
      expect(refused.statusCode).toBe(400);
      expect(refusalOf(refused).message).toBe(message);
    }
    const missing = await startCheckout(t.app, learner.token, { courseIds: [course.id] });
    expect(refusalOf(missing)).toEqual({
      message: 'currency: is required',
      errors: [{ path: 'currency', message: 'is required' }],
    });
    expect(await paymentCount()).toBe(before);
  });

  it('refuses bad course lists: empty, repeated, wrong types, huge ids and bodies', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const cases: [object, string][] = [
      [{ courseIds: [], currency: 'USD' }, 'courseIds: must NOT have fewer than 1 items'],
      [
        { courseIds: [course.id, course.id], currency: 'USD' },
        'courseIds: must NOT have duplicate items (items ## 1 and 0 are identical)',
      ],
      [{ courseIds: [42], currency: 'USD' }, 'courseIds.0: must be a string'],
      [{ courseIds: ['x'.repeat(65)], currency: 'USD' }, 'courseIds.0: must be at most 64 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await startCheckout(t.app, learner.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refusalOf(response).message).toBe(message);
    }
    const notList = await startCheckout(t.app, learner.token, { courseIds: course.id, currency: 'USD' });
    expect(notList.statusCode).toBe(400);
    expect(refusalOf(notList).errors).toEqual([
      { path: 'courseIds', message: expect.stringMatching(/^must be an? array$/) },
    ]);
    const huge = await startCheckout(t.app, learner.token, { courseIds: [hugeString()], currency: 'USD' });
    expect(huge.statusCode).toBe(413);
    expect(refusalOf(huge)).toEqual(tooLarge);
    for (const [label, raw, refusal] of malformedJsonBodies) {
      const response = await sendRawJson(t.app, {
        method: 'POST',
        url: '/api/course/payment',
        raw,
        token: learner.token,
      });
      expect(response.statusCode, label).toBe(400);
      expect(refusalOf(response), label).toEqual(refusal);
    }
    expect((await startCheckout(t.app, '', { currency: 'USD' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or unpublished course and 409 for an owned one, creating nothing', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const hidden = await createCourseFixture(t.app, { published: false });
    const owned = await createCourseFixture(t.app, { title: 'Owned Things 101' });
    await createPurchaseFixture(t.app, learner.id, owned.id);
    const before = await paymentCount();
    for (const ids of [['no-such-course'], [course.id, hidden.id]]) {
      const response = await startCheckout(t.app, learner.token, { courseIds: ids, currency: 'USD' });
      expect(response.statusCode).toBe(404);
      expect(refusalOf(response)).toEqual({ message: 'This course does not exist' });
    }
    const ownedResponse = await startCheckout(t.app, learner.token, {
      courseIds: [course.id, owned.id],
      currency: 'GBP',
    });
    expect(ownedResponse.statusCode).toBe(409);
    expect(refusalOf(ownedResponse)).toEqual({ message: 'You already own Owned Things 101' });
    expect(await paymentCount()).toBe(before);
  });

  it('checks out the whole cart without ids, leaving out courses the cart page does not show', async () => {
    const learner = await createLearner(t.app);
    const empty = await startCheckout(t.app, learner.token, { currency: 'USD' });
    expect(empty.statusCode).toBe(422);
    expect(refusalOf(empty)).toEqual({ message: 'Your cart is empty' });

    const a = await createCourseFixture(t.app, { priceCents: 1000 });
    const b = await createCourseFixture(t.app, { priceCents: 2500 });
    const ownedLater = await createCourseFixture(t.app, { priceCents: 9900 });
    for (const course of [a, b, ownedLater]) await addToCart(t.app, learner.token, course.id);
    await createPurchaseFixture(t.app, learner.id, ownedLater.id);
    expect((await cartIds(t.app, learner.token)).sort()).toEqual([a.id, b.id].sort());

    const payment = paymentOf(await startCheckout(t.app, learner.token, { currency: 'USD' }));
    expect(payment.amount).toBe(3500);
    expect(payment.lines.map((line) => line.courseId).sort()).toEqual([a.id, b.id].sort());
    // Starting to pay changes nothing yet: the cart stays until the payment succeeds.
    expect((await cartIds(t.app, learner.token)).sort()).toEqual([a.id, b.id].sort());
  });

  it('never lets one learner see or pay another learner’s payment', async () => {
    const owner = await createLearner(t.app);
    const other = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const payment = paymentOf(
      await startCheckout(t.app, owner.token, { courseIds: [course.id], currency: 'USD' }),
    );
    for (const response of [
      await getPayment(t.app, other.token, payment.id),
      await confirmCard(t.app, other.token, payment.id),
      await getPayment(t.app, owner.token, 'no-such-payment'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(refusalOf(response)).toEqual({ message: 'This payment does not exist' });
    }
    expect((await getPayment(t.app, owner.token, payment.id)).json().data.status).toBe('pending');
  });
});
