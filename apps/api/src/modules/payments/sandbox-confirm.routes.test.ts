import type { Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import {
  addToCart,
  CARDS,
  cartIds,
  confirmCard,
  createdPayment,
  getPayment,
  learnersCount,
  mailsTo,
  purchasesOf,
} from '../../../test/payment-factories.js';

describeEachDatabase('sandbox payments: POST course/payment/{id}/confirm', (dialect) => {
  const t = useTestApp(dialect);
  const dataOf = (response: { json(): unknown }) => (response.json() as { data: Payment }).data;

  /** A learner with two courses in the cart and a pending payment for both. */
  async function pendingCheckout(currency: 'USD' | 'GBP' | 'EUR' = 'USD') {
    const learner = await createLearner(t.app);
    const courses = [
      await createCourseFixture(t.app, { priceCents: 1999, title: 'Sandbox Basics' }),
      await createCourseFixture(t.app, { priceCents: 4999, title: 'Sandbox Advanced' }),
    ];
    for (const course of courses) await addToCart(t.app, learner.token, course.id);
    const payment = await createdPayment(t.app, learner.token, { currency });
    return { learner, courses, payment };
  }

  it('pays with 4242…: the courses are owned, leave the cart, count a learner more, and get a receipt', async () => {
    const { learner, courses, payment } = await pendingCheckout();
    const before = await Promise.all(courses.map((c) => learnersCount(t.app, c.id)));
    const response = await confirmCard(t.app, learner.token, payment.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Payment received: the courses are yours');
    const paid = dataOf(response);
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount: 6998,
      card: { brand: 'visa', last4: '4242' },
      failureMessage: null,
      refundedAmount: 0,
    });
    expect(paid.receiptNumber).toMatch(/^CW-R-\d{4}-\d{6}$/);
    expect(paid.receiptNumber?.slice(5, 9)).toBe(paid.paidAt?.slice(0, 4));
    expect((await purchasesOf(t.app, learner.id)).sort((a, b) => a.amount - b.amount)).toEqual([
      { courseId: courses[0]?.id, amount: 1999, currency: 'USD', paymentId: payment.id },
      { courseId: courses[1]?.id, amount: 4999, currency: 'USD', paymentId: payment.id },
    ]);
    expect(await cartIds(t.app, learner.token)).toEqual([]);
    expect(await Promise.all(courses.map((c) => learnersCount(t.app, c.id)))).toEqual(
      before.map((n) => n + 1),
    );
    const details = await call(t.app, { method: 'GET', url: `/api/course/details?id=${courses[0]?.id}` });
    expect(details.json().data.learners).toBe((before[0] ?? 0) + 1);
    expect(dataOf(await getPayment(t.app, learner.token, payment.id))).toEqual(paid);
  });

  it('does nothing twice when a paid payment is confirmed again', async () => {
    const { learner, payment } = await pendingCheckout();
    const first = dataOf(await confirmCard(t.app, learner.token, payment.id));
    const again = await confirmCard(t.app, learner.token, payment.id, CARDS.declined);
    expect(again.statusCode).toBe(200);
    expect(dataOf(again)).toEqual(first);
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(2);
    expect(await mailsTo(t.app, learner.email)).toHaveLength(1);
  });

  it.each([
    [CARDS.declined, 'Your card was declined.', '0002'],
    [CARDS.insufficientFunds, 'Your card has insufficient funds.', '9995'],
    [CARDS.realLooking, 'The sandbox accepts test cards only: use 4242 4242 4242 4242.', '1111'],
  ])(
    'refuses %s with 402 and its message, buys nothing and keeps the cart; 4242… then succeeds',
    async (card, message, last4) => {
      const { learner, courses, payment } = await pendingCheckout('GBP');
      const refused = await confirmCard(t.app, learner.token, payment.id, card);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ message, code: 'CARD_DECLINED' });
      expect(dataOf(await getPayment(t.app, learner.token, payment.id))).toMatchObject({
        status: 'failed',
        failureMessage: message,
        card: { brand: 'visa', last4 },
        receiptNumber: null,
      });
      expect(await purchasesOf(t.app, learner.id)).toEqual([]);
      expect((await cartIds(t.app, learner.token)).sort()).toEqual(courses.map((c) => c.id).sort());
      expect(await mailsTo(t.app, learner.email)).toEqual([]);

      const retried = await confirmCard(t.app, learner.token, payment.id);
      expect(retried.statusCode).toBe(200);
      expect(dataOf(retried)).toMatchObject({
        status: 'succeeded',
        failureMessage: null,
        card: { last4: '4242' },
      });
      expect(await purchasesOf(t.app, learner.id)).toHaveLength(2);
      expect(await cartIds(t.app, learner.token)).toEqual([]);
    },
  );

  it('refuses a number failing the Luhn check, a past expiry and malformed fields with 400, changing nothing', async () => {
    const { learner, payment } = await pendingCheckout();
    const luhn = await confirmCard(t.app, learner.token, payment.id, '4242 4242 4242 4241');
    expect(luhn.statusCode).toBe(400);
    expect(refusalOf(luhn)).toEqual({
      message: 'Your card number is not valid.',
      errors: [{ path: 'cardNumber', message: 'Your card number is not valid.' }],
    });
    const expired = await confirmCard(t.app, learner.token, payment.id, CARDS.success, { expiry: '01/20' });
    expect(refusalOf(expired)).toEqual({
      message: "Your card's expiry date is in the past.",
      errors: [{ path: 'expiry', message: "Your card's expiry date is in the past." }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ cvc: '12' }, 'cvc: must be at least 3 characters'],
      [{ cvc: '12a4' }, 'cvc: has an invalid format'],
      [{ expiry: '13/30' }, 'expiry: has an invalid format'],
      [{ cardNumber: '4242-4242-4242-4242' }, 'cardNumber: has an invalid format'],
      [{ cardNumber: 4242424242424242 }, 'cardNumber: must be a string'],
      [{ cardNumber: '4'.repeat(24) }, 'cardNumber: must be at most 23 characters'],
      [{ amount: 1 }, 'amount: is not an accepted field'],
    ];
    for (const [change, message] of cases) {
      const payload = { cardNumber: CARDS.success, expiry: '12/40', cvc: '123', ...change };
      const response = await call(t.app, {
        method: 'POST',
        url: `/api/course/payment/${payment.id}/confirm`,
        token: learner.token,
        payload,
      });
      expect(response.statusCode, message).toBe(400);
      expect(refusalOf(response).message).toBe(message);
    }
    expect(dataOf(await getPayment(t.app, learner.token, payment.id))).toMatchObject({
      status: 'pending',
      card: null,
    });
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
    const anonymous = await confirmCard(t.app, '', payment.id);
    expect(anonymous.statusCode).toBe(401);
  });

  it('numbers receipts CW-R-<year>-<6 digits>, unique and increasing', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { learner, payment } = await pendingCheckout();
      numbers.push(dataOf(await confirmCard(t.app, learner.token, payment.id)).receiptNumber ?? '');
    }
    const year = new Date().getUTCFullYear();
    for (const number of numbers) expect(number).toMatch(new RegExp(`^CW-R-${year}-\\d{6}$`));
    const values = numbers.map((n) => Number(n.slice(-6)));
    expect(new Set(numbers).size).toBe(4);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values.slice(1).map((v, i) => v - (values[i] ?? 0))).toEqual([1, 1, 1]);
  });

  it('mails a receipt with each course, its amount and the total', async () => {
    const { learner, payment } = await pendingCheckout('GBP');
    const paid = dataOf(await confirmCard(t.app, learner.token, payment.id));
    const [mail, ...others] = await mailsTo(t.app, learner.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Your Coursewise receipt ${paid.receiptNumber}`);
    const amounts = Object.fromEntries(paid.lines.map((line) => [line.title, line.amount]));
    const pounds = (minor: number) => `£${(minor / 100).toFixed(2)}`;
    const basics = pounds(amounts['Sandbox Basics'] ?? 0);
    const advanced = pounds(amounts['Sandbox Advanced'] ?? 0);
    expect(mail?.text).toMatch(new RegExp(`Sandbox Basics +${basics.replace('.', '\\.')}\\n`));
    expect(mail?.text).toMatch(new RegExp(`Sandbox Advanced +${advanced.replace('.', '\\.')}\\n`));
    expect(mail?.text).toMatch(new RegExp(`Total +${pounds(paid.amount).replace('.', '\\.')}\\n`));
    expect(mail?.text).toContain(`Receipt ${paid.receiptNumber}, paid on`);
    expect(mail?.text).toContain('with your Visa ending in 4242.');
    expect(mail?.text).toContain(`/purchases/${paid.id}`);
    expect(mail?.html).toContain(`<td style="font-weight:700;`);
    expect(mail?.html).toContain(pounds(paid.amount));
  });
});
