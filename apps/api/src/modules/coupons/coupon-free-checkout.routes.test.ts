import type { AdminCouponDetail, FreeCheckout } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createCoupon, redemptionsOf } from '../../../test/coupon-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import {
  addToCart,
  cartIds,
  learnersCount,
  mailsTo,
  startCheckout,
} from '../../../test/payment-factories.js';
import { livePurchaseId, refundPurchase } from '../../../test/sales-factories.js';
import { saveSettings } from '../settings/settings.service.js';

/** A coupon that takes off the whole order: the checkout is free, the way a free course is. */
describeEachDatabase('coupons: a checkout made free', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    await saveSettings(t.app.ctx.db, { rates: { GBP: 0.79, EUR: 0.9237 } });
  });
  const freeOf = (response: { json(): unknown }) => (response.json() as { data: FreeCheckout }).data;
  const paymentsOf = (userId: string) =>
    t.app.ctx.db.selectFrom('payments').select('id').where('userId', '=', userId).execute();
  const purchaseRows = (userId: string) =>
    t.app.ctx.db
      .selectFrom('purchases')
      .select(['courseId', 'amount', 'paymentId', 'source'])
      .where('userId', '=', userId)
      .orderBy('courseId')
      .execute();
  const couponDetail = async (id: string) =>
    (
      (await call(t.app, { method: 'GET', url: `/api/admin/coupons/${id}`, token: admin.token })).json() as {
        data: AdminCouponDetail;
      }
    ).data;

  it('enrols in the whole cart without a payment: no receipt, one mail naming the code, the place taken', async () => {
    const learner = await createLearner(t.app);
    const a = await createCourseFixture(t.app, { priceCents: 1960, title: 'Free Pottery' });
    const b = await createCourseFixture(t.app, { priceCents: 4999, title: 'Free Weaving' });
    await addToCart(t.app, learner.token, a.id);
    await addToCart(t.app, learner.token, b.id);
    const coupon = await createCoupon(t.app, admin.token, { percentOff: 100, maxRedemptions: 5 });
    const before = await learnersCount(t.app, a.id);

    const response = await startCheckout(t.app, learner.token, { currency: 'GBP', couponCode: coupon.code });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { message: string }).message).toBe(
      'The code made this order free: you are enrolled',
    );
    const free = freeOf(response);
    // GBP list prices: 1960 × 0.79 → 1548, 4999 × 0.79 → 3949; all of it taken off.
    expect(free).toMatchObject({ couponCode: coupon.code, currency: 'GBP', discount: 1548 + 3949 });
    const enrolled = free.enrolments.map(({ courseId, slug, title }) => ({ courseId, slug, title }));
    expect(enrolled).toHaveLength(2);
    expect(enrolled).toEqual(
      expect.arrayContaining([
        { courseId: a.id, slug: a.slug, title: 'Free Pottery' },
        { courseId: b.id, slug: b.slug, title: 'Free Weaving' },
      ]),
    );

    expect(await paymentsOf(learner.id)).toEqual([]);
    expect(await purchaseRows(learner.id)).toEqual(
      [a.id, b.id].sort().map((courseId) => ({ courseId, amount: 0, paymentId: null, source: 'free' })),
    );
    expect(await cartIds(t.app, learner.token)).toEqual([]);
    expect(await learnersCount(t.app, a.id)).toBe(before + 1);
    const mails = await mailsTo(t.app, learner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['You are enrolled in 2 courses']);
    expect(mails[0]?.text).toContain(
      `Your coupon ${coupon.code} made these courses free: nothing was charged.`,
    );

    // The console counts the use, as free (no payment to show), not as paid.
    expect(await redemptionsOf(t.app, coupon.id)).toMatchObject([
      { userId: learner.id, status: 'free', discount: 1548 + 3949, currency: 'GBP' },
    ]);
    const detail = await couponDetail(coupon.id);
    expect(detail).toMatchObject({ usage: 1, redeemed: 0 });
    expect(detail.redemptions).toMatchObject([{ status: 'free', paymentId: null, currency: 'GBP' }]);

    // Nothing was paid, so nothing can be refunded.
    const refund = await refundPurchase(t.app, admin.token, await livePurchaseId(t.app, learner.id, a.id), {
      reason: 'Asked',
    });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({ code: 'FREE_NOT_REFUNDABLE' });
  });

  it('makes the order free when a fixed amount is more than its price, and counts it under both caps', async () => {
    const first = await createLearner(t.app);
    const second = await createLearner(t.app);
    const cheap = await createCourseFixture(t.app, { priceCents: 1500 });
    const other = await createCourseFixture(t.app, { priceCents: 900 });
    const coupon = await createCoupon(t.app, admin.token, {
      amountOff: 5000,
      currency: 'USD',
      maxRedemptions: 2,
      perLearner: 1,
    });
    const order = (courseId: string) => ({ courseIds: [courseId], currency: 'EUR', couponCode: coupon.code });

    const taken = await startCheckout(t.app, first.token, order(cheap.id));
    expect(taken.statusCode, taken.body).toBe(200);
    // 1500 × 0.9237 = 1385.55 → 1386: the discount is the price, never more.
    expect(freeOf(taken)).toMatchObject({ currency: 'EUR', discount: 1386 });
    // Once per learner: the same learner's next order is refused like any unusable code.
    const again = await startCheckout(t.app, first.token, order(other.id));
    expect(again.statusCode).toBe(422);
    expect(errorOf(again)).toMatchObject({ code: 'COUPON_INVALID' });
    expect(await purchaseRows(first.id)).toHaveLength(1);

    expect((await startCheckout(t.app, second.token, order(cheap.id))).statusCode).toBe(200);
    // The total cap (2) is reached by the two free checkouts.
    const third = await createLearner(t.app);
    const refused = await startCheckout(t.app, third.token, order(cheap.id));
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'COUPON_INVALID' });
    expect(await purchaseRows(third.id)).toEqual([]);
    expect((await couponDetail(coupon.id)).usage).toBe(2);
  });

  it('refuses it for a gift (a gift is paid for) and keeps nothing', async () => {
    const buyer = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 2500 });
    const coupon = await createCoupon(t.app, admin.token, { percentOff: 100 });
    const response = await startCheckout(t.app, buyer.token, {
      courseIds: [course.id],
      currency: 'USD',
      couponCode: coupon.code,
      gift: { email: 'friend-free-gift@example.com' },
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'GIFT_NEEDS_PAYMENT',
      message: 'This code takes off the whole price, and a gift must be paid for: buy the gift without it',
    });
    expect(await redemptionsOf(t.app, coupon.id)).toEqual([]);
    expect(await paymentsOf(buyer.id)).toEqual([]);
    expect(await purchaseRows(buyer.id)).toEqual([]);
    const gifts = await t.app.ctx.db
      .selectFrom('gifts')
      .select('id')
      .where('courseId', '=', course.id)
      .execute();
    expect(gifts).toEqual([]);
  });

  it('answers 409 for an order with an owned course, enrolling in none of it', async () => {
    const learner = await createLearner(t.app);
    const owned = await createCourseFixture(t.app, { priceCents: 1200 });
    const fresh = await createCourseFixture(t.app, { priceCents: 1300 });
    const coupon = await createCoupon(t.app, admin.token, { percentOff: 100 });
    expect(
      (
        await startCheckout(t.app, learner.token, {
          courseIds: [owned.id],
          currency: 'USD',
          couponCode: coupon.code,
        })
      ).statusCode,
    ).toBe(200);
    const response = await startCheckout(t.app, learner.token, {
      courseIds: [fresh.id, owned.id],
      currency: 'USD',
      couponCode: coupon.code,
    });
    expect(response.statusCode).toBe(409);
    expect(await purchaseRows(learner.id)).toEqual([
      { courseId: owned.id, amount: 0, paymentId: null, source: 'free' },
    ]);
    expect(await redemptionsOf(t.app, coupon.id)).toHaveLength(1);
  });
});
