import type { CouponQuote, Payment, Purchase } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import {
  checkCoupon,
  createCoupon,
  redemptionsOf,
  updateCouponCall,
} from '../../../test/coupon-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  errorOf,
  hugeString,
  uniqueIp,
  useTestApp,
} from '../../../test/helper.js';
import {
  backdatePayment,
  CARDS,
  confirmCard,
  createdPayment,
  getPayment,
  mailsTo,
  startCheckout,
} from '../../../test/payment-factories.js';
import { adminPurchasePage, dashboardOf, livePurchaseId } from '../../../test/sales-factories.js';
import { saveSettings } from '../settings/settings.service.js';

const invalid = { code: 'COUPON_INVALID', message: 'This code is not valid' };

describeEachDatabase('coupons at checkout', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    await saveSettings(t.app.ctx.db, { rates: { GBP: 0.79, EUR: 0.9237 } });
  });
  const quoteOf = (response: { json(): unknown }) => (response.json() as { data: CouponQuote }).data;
  const expectInvalid = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(422);
    expect(errorOf(response as never)).toMatchObject(invalid);
  };

  it('quotes a code signed out, in the three currencies, with the rounding written down', async () => {
    const a = await createCourseFixture(t.app, { priceCents: 1960 });
    const b = await createCourseFixture(t.app, { priceCents: 4999 });
    const percent = await createCoupon(t.app, admin.token, { percentOff: 15 });
    const fixed = await createCoupon(t.app, admin.token, { amountOff: 1000, currency: 'USD' });
    const courseIds = [a.id, b.id];
    // GBP: 1960 × 0.79 = 1548.4 → 1548; 4999 × 0.79 = 3949.21 → 3949. 15 %: 232.2 → 232, 592.35 → 592.
    const gbp = quoteOf(
      await checkCoupon(t.app, { code: percent.code.toLowerCase(), currency: 'GBP', courseIds }),
    );
    expect(gbp).toEqual({
      code: percent.code,
      currency: 'GBP',
      percentOff: 15,
      lines: [
        { courseId: a.id, amount: 1548, discount: 232 },
        { courseId: b.id, amount: 3949, discount: 592 },
      ],
      subtotal: 5497,
      discount: 824,
      total: 4673,
    });
    // EUR: 1960 × 0.9237 = 1810.45 → 1810; 4999 × 0.9237 = 4617.58 → 4618. $10 → €9.237 → 924,
    // spread: 1810 × 924 / 6428 = 260.18 → 260, 4618 × 924 / 6428 = 663.8 → 663, 1 left to the largest.
    const eur = quoteOf(await checkCoupon(t.app, { code: fixed.code, currency: 'EUR', courseIds }));
    expect(eur.lines).toEqual([
      { courseId: a.id, amount: 1810, discount: 260 },
      { courseId: b.id, amount: 4618, discount: 664 },
    ]);
    expect(eur).toMatchObject({ subtotal: 6428, discount: 924, total: 5504 });
    const usd = quoteOf(await checkCoupon(t.app, { code: fixed.code, currency: 'USD', courseIds }));
    // $10 over 1960 and 4999: 281.6 → 281, 718.3 → 718, 1 left to the largest.
    expect(usd.lines.map((l) => l.discount)).toEqual([281, 719]);
    expect(usd.total).toBe(6959 - 1000);
  });

  it('charges the discounted total, keeps list price vs discount per line, redeems on payment', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 1960 });
    const coupon = await createCoupon(t.app, admin.token, { percentOff: 15 });
    const payment = await createdPayment(t.app, learner.token, {
      courseIds: [course.id],
      currency: 'GBP',
      couponCode: ` ${coupon.code.toLowerCase()}`.trim(),
    });
    expect(payment).toMatchObject({ amount: 1316, discount: 232, couponCode: coupon.code, currency: 'GBP' });
    expect(payment.lines[0]).toMatchObject({ priceUsd: 1960, amount: 1316, discount: 232 });
    expect(await redemptionsOf(t.app, coupon.id)).toMatchObject([{ status: 'pending', discount: 232 }]);

    // 29 minutes on, the discount is no change of price: the payment can still be paid.
    await backdatePayment(t.app, payment.id, 29);
    const paid = await confirmCard(t.app, learner.token, payment.id);
    expect(paid.statusCode).toBe(200);
    expect((paid.json() as { data: Payment }).data).toMatchObject({ status: 'succeeded', amount: 1316 });
    expect(await redemptionsOf(t.app, coupon.id)).toMatchObject([{ status: 'redeemed' }]);

    const [receipt] = await mailsTo(t.app, learner.email);
    expect(receipt?.text).toContain(`Coupon ${coupon.code}`);
    expect(receipt?.text).toContain('£13.16');
    const purchases = (
      await call(t.app, { method: 'GET', url: '/api/purchase/list', token: learner.token })
    ).json().data.items as Purchase[];
    expect(purchases[0]).toMatchObject({ amount: 1316, discount: 232, couponCode: coupon.code });
    const purchaseId = await livePurchaseId(t.app, learner.id, course.id);
    const adminView = await call(t.app, {
      method: 'GET',
      url: `/api/admin/purchases/${purchaseId}`,
      token: admin.token,
    });
    expect(adminView.json().data).toMatchObject({ couponCode: coupon.code, discount: 232, amount: 1316 });
    expect((await adminPurchasePage(t.app, admin.token, `search=${learner.email}`)).items[0]).toMatchObject({
      couponCode: coupon.code,
    });
    const gbp = (await dashboardOf(t.app, admin.token)).revenue.totals.find((x) => x.currency === 'GBP');
    expect(gbp?.discounts).toBeGreaterThanOrEqual(232);
    expect(gbp?.couponPayments).toBeGreaterThanOrEqual(1);
  });

  it('answers unknown, deactivated, not started, ended, other courses’ and used-up codes alike', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const other = await createCourseFixture(t.app);
    const q = (code: string) => ({ code, currency: 'USD', courseIds: [course.id] });
    const hour = 3_600_000;
    const off = await createCoupon(t.app, admin.token);
    await updateCouponCall(t.app, admin.token, off.id, { active: false });
    const later = await createCoupon(t.app, admin.token, {
      startsAt: new Date(Date.now() + hour).toISOString(),
    });
    const ended = await createCoupon(t.app, admin.token, {
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    const elsewhere = await createCoupon(t.app, admin.token, { courseIds: [other.id] });
    const single = await createCoupon(t.app, admin.token, { maxRedemptions: 1 });
    await createdPayment(t.app, learner.token, {
      courseIds: [other.id],
      currency: 'USD',
      couponCode: single.code,
    });
    for (const code of ['NOPE-NOPE', 'a b', off.code, later.code, ended.code, elsewhere.code, single.code]) {
      expectInvalid(await checkCoupon(t.app, q(code)));
      expectInvalid(
        await startCheckout(t.app, learner.token, {
          courseIds: [course.id],
          currency: 'USD',
          couponCode: code,
        }),
      );
    }
    // Reactivated, the same code works.
    await updateCouponCall(t.app, admin.token, off.id, { active: true });
    expect((await checkCoupon(t.app, q(off.code))).statusCode).toBe(200);
  });

  it('holds a learner’s own cap: the check signed in and the checkout refuse a second use', async () => {
    const learner = await createLearner(t.app);
    const [a, b] = [await createCourseFixture(t.app), await createCourseFixture(t.app)];
    const coupon = await createCoupon(t.app, admin.token, { perLearner: 1 });
    await createdPayment(t.app, learner.token, {
      courseIds: [a.id],
      currency: 'USD',
      couponCode: coupon.code,
    });
    const query = { code: coupon.code, currency: 'USD', courseIds: [b.id] };
    expect((await checkCoupon(t.app, query)).statusCode).toBe(200); // signed out: not known yet
    expectInvalid(await checkCoupon(t.app, query, learner.token));
    expectInvalid(
      await startCheckout(t.app, learner.token, {
        courseIds: [b.id],
        currency: 'USD',
        couponCode: coupon.code,
      }),
    );
    const someoneElse = await createLearner(t.app);
    expect((await checkCoupon(t.app, query, someoneElse.token)).statusCode).toBe(200);
  });

  it('gives the place back when the payment expires or is abandoned; a declined card keeps it', async () => {
    const [first, second] = [await createLearner(t.app), await createLearner(t.app)];
    const course = await createCourseFixture(t.app);
    const coupon = await createCoupon(t.app, admin.token, { maxRedemptions: 1 });
    const body = { courseIds: [course.id], currency: 'USD' as const, couponCode: coupon.code };
    const payment = await createdPayment(t.app, first.token, body);
    // Declined: the learner may retry this payment, so it keeps its place.
    expect((await confirmCard(t.app, first.token, payment.id, CARDS.declined)).statusCode).toBe(402);
    expectInvalid(await startCheckout(t.app, second.token, body));
    // Past its 30 minutes, a status check closes it and the place goes back.
    await backdatePayment(t.app, payment.id, 31);
    expect((await getPayment(t.app, first.token, payment.id)).json().data.status).toBe('expired');
    expect(await redemptionsOf(t.app, coupon.id)).toMatchObject([{ status: 'released' }]);
    const taken = await createdPayment(t.app, second.token, body);
    // Abandoned (never looked at again): once its hold passes, it counts no more.
    await t.app.ctx.db
      .updateTable('couponRedemptions')
      .set({ holdUntil: new Date(Date.now() - 1000).toISOString() })
      .where('paymentId', '=', taken.id)
      .execute();
    expect(
      (await checkCoupon(t.app, { code: coupon.code, currency: 'USD', courseIds: [course.id] })).statusCode,
    ).toBe(200);
  });

  it('refuses bad check queries with a message', async () => {
    const course = await createCourseFixture(t.app);
    const coupon = await createCoupon(t.app, admin.token);
    const url = (query: string) => call(t.app, { method: 'GET', url: `/api/coupon/check?${query}` });
    const cases: [string, number, string][] = [
      [`currency=USD&courseIds=${course.id}`, 400, 'code: is required'],
      [`code=${coupon.code}&courseIds=${course.id}`, 400, 'currency: is required'],
      [`code=${coupon.code}&currency=JPY&courseIds=${course.id}`, 400, 'currency: must be one of'],
      [`code=${coupon.code}&currency=USD`, 400, 'courseIds: is required'],
      [`code=${coupon.code}&currency=USD&courseIds=a,,b`, 400, 'courseIds: has an invalid format'],
      [
        `code=${hugeString(41)}&currency=USD&courseIds=${course.id}`,
        400,
        'code: must be at most 40 characters',
      ],
      [
        `code=${coupon.code}&currency=USD&courseIds=0190f0f0-0000-7000-8000-000000000000`,
        404,
        'This course does not exist',
      ],
      [`code=${coupon.code}&currency=USD&courseIds=${course.id}&x=1`, 400, 'x: is not an accepted field'],
    ];
    for (const [query, status, message] of cases) {
      const response = await url(query);
      expect(response.statusCode, query.slice(0, 80)).toBe(status);
      expect(errorOf(response).message).toContain(message);
    }
  });

  it('limits wrong codes per address (429), checks and checkouts alike, and per account', async () => {
    const course = await createCourseFixture(t.app);
    const coupon = await createCoupon(t.app, admin.token);
    const ip = uniqueIp();
    const wrong = { code: 'GUESS-0000', currency: 'USD', courseIds: [course.id] };
    for (let i = 0; i < 30; i += 1) expectInvalid(await checkCoupon(t.app, wrong, undefined, ip));
    const limited = await checkCoupon(t.app, wrong, undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).code).toBe('RATE_LIMITED');
    // Even a right code waits: guessing cannot go faster than the limit.
    expect((await checkCoupon(t.app, { ...wrong, code: coupon.code }, undefined, ip)).statusCode).toBe(429);
    expect((await checkCoupon(t.app, { ...wrong, code: coupon.code })).statusCode).toBe(200);

    const learner = await createLearner(t.app);
    for (let i = 0; i < 20; i += 1)
      expectInvalid(
        await startCheckout(t.app, learner.token, {
          courseIds: [course.id],
          currency: 'USD',
          couponCode: `GUESS-${i}`,
        }),
      );
    expect((await checkCoupon(t.app, wrong, learner.token)).statusCode).toBe(429);
  });
});
