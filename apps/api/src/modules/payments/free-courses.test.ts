import type { AdminCourse, AdminPurchase, AdminUserDetail, CourseSummary, Paged } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import {
  addToCart,
  cartIds,
  learnersCount,
  mailsTo,
  startCheckout,
} from '../../../test/payment-factories.js';
import {
  dashboardOf,
  getAdminPurchase,
  livePurchaseId,
  refundPurchase,
} from '../../../test/sales-factories.js';
import { inTransaction } from '../../db/executor.js';
import { enrolWithoutPayment } from './enrolment.service.js';

/** How a free course meets the rest of the shop: cart, checkout, catalogue, refunds, the console. */
describeEachDatabase('free courses across the shop', (dialect) => {
  const t = useTestApp(dialect);
  const enrol = (token: string, courseId: string) =>
    call(t.app, { method: 'POST', url: '/api/course/enrol', token, payload: { courseId } });
  const toggleCart = (token: string, courseId: string) =>
    call(t.app, { method: 'POST', url: '/api/cart/add-remove', token, payload: { courseId } });
  const sources = (userId: string) =>
    t.app.ctx.db
      .selectFrom('purchases')
      .select(['courseId', 'source'])
      .where('userId', '=', userId)
      .execute();

  it('keeps a free course out of the cart (422), lets one made free leave it, and enrolling empties it', async () => {
    const learner = await createLearner(t.app);
    const free = await createCourseFixture(t.app, { priceCents: 0, title: 'Free Yoga' });
    const refused = await toggleCart(learner.token, free.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'COURSE_IS_FREE',
      message: 'Free Yoga is free: enrol in it from its page',
    });
    expect(await cartIds(t.app, learner.token)).toEqual([]);

    // A course in the cart that becomes free: the cart and the checkout leave it out, and it can come out.
    const boss = await createAdmin(t.app);
    const later = await createCourseFixture(t.app, { priceCents: 1500 });
    const paid = await createCourseFixture(t.app, { priceCents: 2500 });
    await addToCart(t.app, learner.token, later.id);
    await addToCart(t.app, learner.token, paid.id);
    const repriced = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/courses/${later.id}`,
      token: boss.token,
      payload: { price: 0 },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(await cartIds(t.app, learner.token)).toEqual([paid.id]);
    const checkout = await startCheckout(t.app, learner.token, { currency: 'USD' });
    expect(checkout.statusCode).toBe(201);
    expect((checkout.json() as { data: { amount: number; lines: unknown[] } }).data).toMatchObject({
      amount: 2500,
      lines: [expect.objectContaining({ courseId: paid.id })],
    });
    // Enrolling takes it out of the cart, as buying does.
    expect((await enrol(learner.token, later.id)).statusCode).toBe(201);
    const stored = await t.app.ctx.db
      .selectFrom('cartItems')
      .select('courseId')
      .where('userId', '=', learner.id)
      .execute();
    expect(stored.map((row) => row.courseId)).toEqual([paid.id]);
  });

  it('refuses a free course at checkout with a 422 naming it, creating no payment', async () => {
    const learner = await createLearner(t.app);
    const free = await createCourseFixture(t.app, { priceCents: 0, title: 'Free Chess' });
    const paid = await createCourseFixture(t.app, { priceCents: 900 });
    const response = await startCheckout(t.app, learner.token, {
      courseIds: [paid.id, free.id],
      currency: 'GBP',
    });
    expect(response.statusCode).toBe(422);
    expect(refusalOf(response).message).toBe('Free Chess is free: enrol in it from its page');
    const payments = t.app.ctx.db.selectFrom('payments').select('id').where('userId', '=', learner.id);
    expect(await payments.execute()).toEqual([]);
  });

  it('lists free courses with maxPrice=0, at price 0', async () => {
    const free = await createCourseFixture(t.app, { priceCents: 0, title: 'Zanzibar Free Drawing' });
    await createCourseFixture(t.app, { priceCents: 100, title: 'Zanzibar Paid Drawing' });
    const list = async (query: string) => {
      const response = await call(t.app, { method: 'GET', url: `/api/course/list?search=zanzibar&${query}` });
      return (response.json() as { data: Paged<CourseSummary> }).data.items;
    };
    expect((await list('maxPrice=0')).map((c) => [c.id, c.price])).toEqual([[free.id, 0]]);
    expect((await list('minPrice=1')).map((c) => c.title)).toEqual(['Zanzibar Paid Drawing']);
  });

  it('publishes a course priced 0 as free; a negative price is still refused', async () => {
    const boss = await createAdmin(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 0, published: false });
    const put = (payload: object) =>
      call(t.app, { method: 'PUT', url: `/api/admin/courses/${course.id}`, token: boss.token, payload });
    const negative = await put({ price: -1, published: true });
    expect(negative.statusCode).toBe(400);
    expect(refusalOf(negative).message).toBe('price: must be at least 0');
    const published = await put({ published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as { data: AdminCourse }).data).toMatchObject({ price: 0, published: true });
  });

  it('shows a free enrolment as "free" to support and in the purchase list, and never refunds it', async () => {
    const boss = await createAdmin(t.app);
    const learner = await createLearner(t.app);
    const free = await createCourseFixture(t.app, { priceCents: 0 });
    const granted = await createCourseFixture(t.app, { priceCents: 1200 });
    expect((await enrol(learner.token, free.id)).statusCode).toBe(201);
    const grant = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${learner.id}/grants`,
      token: boss.token,
      payload: { courseId: granted.id },
    });
    expect(grant.statusCode, grant.body).toBe(201);
    expect((await sources(learner.id)).sort((a, b) => a.source.localeCompare(b.source))).toEqual([
      { courseId: free.id, source: 'free' },
      { courseId: granted.id, source: 'grant' },
    ]);

    const view = await call(t.app, {
      method: 'GET',
      url: `/api/admin/users/${learner.id}`,
      token: boss.token,
    });
    const kinds = (view.json() as { data: AdminUserDetail }).data.purchases.map((p) => [p.courseId, p.kind]);
    expect(kinds.sort()).toEqual(
      [
        [free.id, 'free'],
        [granted.id, 'grant'],
      ].sort(),
    );

    const purchaseId = await livePurchaseId(t.app, learner.id, free.id);
    const listed = (await getAdminPurchase(t.app, boss.token, purchaseId)).json() as { data: AdminPurchase };
    expect(listed.data).toMatchObject({ source: 'free', paymentId: null, amount: 0, status: 'active' });
    const refund = await refundPurchase(t.app, boss.token, purchaseId, { reason: 'Asked' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({
      code: 'FREE_NOT_REFUNDABLE',
      message: 'This enrolment was free: there is nothing to refund',
    });
    expect(await learnersCount(t.app, free.id)).toBe(1);

    // The dashboard counts today's enrolments by how they came about.
    const today = new Date().toISOString().slice(0, 10);
    const dashboard = await dashboardOf(t.app, boss.token, `from=${today}&to=${today}`);
    expect(dashboard.enrolments.bySource.free).toBeGreaterThanOrEqual(1);
    expect(dashboard.enrolments.bySource.grant).toBeGreaterThanOrEqual(1);
    expect(Object.values(dashboard.enrolments.bySource).reduce((a, b) => a + b, 0)).toBe(
      dashboard.enrolments.total,
    );
  });

  it('enrolWithoutPayment: several courses, one mail naming the coupon; a rolled-back caller keeps nothing', async () => {
    const learner = await createLearner(t.app);
    const first = await createCourseFixture(t.app, { priceCents: 4000, title: 'Coupon One' });
    const second = await createCourseFixture(t.app, { priceCents: 6000, title: 'Coupon Two' });
    const courseIds = [first.id, second.id];

    // The caller's transaction fails after the enrolment: no purchase, no count, no mail.
    await expect(
      inTransaction(t.app.ctx.db, t.app.ctx.effects, async (trx) => {
        await enrolWithoutPayment(trx, t.app.ctx, {
          userId: learner.id,
          courseIds,
          via: 'coupon',
          couponCode: 'ALL100',
        });
        throw new Error('the checkout failed after');
      }),
    ).rejects.toThrow('the checkout failed after');
    expect(await sources(learner.id)).toEqual([]);
    expect(await learnersCount(t.app, first.id)).toBe(0);

    await enrolWithoutPayment(t.app.ctx.db, t.app.ctx, {
      userId: learner.id,
      courseIds,
      via: 'coupon',
      couponCode: 'ALL100',
    });
    expect((await sources(learner.id)).map((row) => row.source)).toEqual(['free', 'free']);
    expect(await learnersCount(t.app, second.id)).toBe(1);
    const mails = await mailsTo(t.app, learner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['You are enrolled in 2 courses']);
    expect(mails[0]?.text).toContain('Your coupon ALL100 made these courses free');
    expect(mails[0]?.text).toContain(`/learn/${first.slug}`);
    expect(mails[0]?.text).toContain(`/learn/${second.slug}`);

    // A course owned already refuses the whole enrolment (409): nothing more is kept.
    const third = await createCourseFixture(t.app, { priceCents: 500 });
    await expect(
      enrolWithoutPayment(t.app.ctx.db, t.app.ctx, {
        userId: learner.id,
        courseIds: [third.id, first.id],
        via: 'coupon',
        couponCode: 'ALL100',
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await sources(learner.id)).toHaveLength(2);
    expect(await learnersCount(t.app, third.id)).toBe(0);
  });
});
