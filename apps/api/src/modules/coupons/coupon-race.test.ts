import { expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createCoupon, redemptionsOf } from '../../../test/coupon-factories.js';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import { createdPayment, startCheckout } from '../../../test/payment-factories.js';

describeEachDatabase('a coupon’s cap under parallel checkouts', (dialect) => {
  const t = useTestApp(dialect);

  it('20 learners race for the last 3 places: exactly 3 payments, the rest the invalid answer', async () => {
    const admin = await createAdmin(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 2500 });
    const coupon = await createCoupon(t.app, admin.token, { percentOff: 40, maxRedemptions: 5 });
    // Two places already taken (one pending, one paid would count alike): 3 left.
    for (let i = 0; i < 2; i += 1) {
      const early = await createLearner(t.app);
      await createdPayment(t.app, early.token, {
        courseIds: [course.id],
        currency: 'USD',
        couponCode: coupon.code,
      });
    }
    const learners = await Promise.all(Array.from({ length: 20 }, () => createLearner(t.app)));
    const responses = await Promise.all(
      learners.map((learner) =>
        startCheckout(t.app, learner.token, {
          courseIds: [course.id],
          currency: 'GBP',
          couponCode: coupon.code,
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const response of refused)
      expect(errorOf(response)).toMatchObject({ code: 'COUPON_INVALID', message: 'This code is not valid' });
    const redemptions = await redemptionsOf(t.app, coupon.id);
    expect(redemptions).toHaveLength(5);
    const payments = await t.app.ctx.db
      .selectFrom('payments')
      .select(['id', 'discount'])
      .where('couponCode', '=', coupon.code)
      .execute();
    expect(payments).toHaveLength(5);
    expect(new Set(redemptions.map((r) => r.paymentId))).toEqual(new Set(payments.map((p) => p.id)));
  });
});
