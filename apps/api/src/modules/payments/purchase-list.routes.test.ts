import type { AdminPurchase, Paged, Purchase } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buyCourses } from '../../../test/payment-factories.js';
import { livePurchaseId, refundPurchase } from '../../../test/sales-factories.js';

describeEachDatabase('GET purchase/list', (dialect) => {
  const t = useTestApp(dialect);
  const list = (token: string, query = '') =>
    call(t.app, { method: 'GET', url: `/api/purchase/list${query}`, token });
  const pageOf = (response: { json(): unknown }) => (response.json() as { data: Paged<Purchase> }).data;

  it('lists the learner’s purchases newest first with course, amount, receipt number and card, paged', async () => {
    const learner = await createLearner(t.app);
    const courses = [];
    for (let i = 0; i < 5; i++)
      courses.push(await createCourseFixture(t.app, { priceCents: 1000 + i, title: `Listed course ${i}` }));
    const older = await buyCourses(t.app, learner.token, [courses[0]?.id ?? '', courses[1]?.id ?? ''], 'GBP');
    const newer = await buyCourses(t.app, learner.token, [courses[2]?.id ?? ''], 'EUR');
    // A purchase made without a payment (granted by an operator) has no receipt.
    await createPurchaseFixture(t.app, learner.id, courses[3]?.id ?? '', 0);

    const all = pageOf(await list(learner.token));
    expect(all).toMatchObject({ page: 1, limit: 12, total: 4 });
    const times = all.items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const euro = all.items.find((item) => item.paymentId === newer.id);
    expect(euro).toEqual({
      id: expect.any(String),
      course: {
        id: courses[2]?.id,
        slug: courses[2]?.slug,
        title: 'Listed course 2',
        imageUrl: '/uploads/courses/fixture-cover.webp',
        imageSrcSet: null,
      },
      amount: newer.amount,
      currency: 'EUR',
      couponCode: null,
      discount: 0,
      createdAt: newer.paidAt,
      paymentId: newer.id,
      source: 'sale',
      receiptNumber: newer.receiptNumber,
      card: { brand: 'visa', last4: '4242' },
      refundedAt: null,
      refundedAmount: 0,
      // Paid by the learner and live: a refund may be asked for 30 days (the default window).
      refundableUntil: new Date(Date.parse(newer.paidAt ?? '') + 30 * 86_400_000).toISOString(),
      refundRequest: null,
    });
    const pounds = all.items.filter((item) => item.paymentId === older.id);
    expect(pounds.map((item) => item.amount).sort()).toEqual(older.lines.map((line) => line.amount).sort());
    expect(new Set(pounds.map((item) => item.receiptNumber))).toEqual(new Set([older.receiptNumber]));
    expect(all.items.find((item) => item.paymentId === null)).toMatchObject({
      course: { id: courses[3]?.id },
      source: 'grant',
      receiptNumber: null,
      card: null,
    });

    const second = pageOf(await list(learner.token, '?page=2&limit=3'));
    expect(second).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(3).map((item) => item.id));
    expect(pageOf(await list(learner.token, '?page=9')).items).toEqual([]);
  });

  it('keeps a refunded course listed, marked with the refund’s date and amount, beside its purchase again', async () => {
    const admin = await createLearner(t.app, { role: 'admin' });
    const learner = await createLearner(t.app);
    const kept = await createCourseFixture(t.app, { priceCents: 2500 });
    const refunded = await createCourseFixture(t.app, { priceCents: 4000 });
    const payment = await buyCourses(t.app, learner.token, [kept.id, refunded.id], 'GBP');
    const purchaseId = await livePurchaseId(t.app, learner.id, refunded.id);
    const refund = await refundPurchase(t.app, admin.token, purchaseId);
    expect(refund.statusCode, refund.body).toBe(200);
    const refundedAt = (refund.json() as { data: AdminPurchase }).data.refund?.refundedAt;
    expect(refundedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const line = payment.lines.find((l) => l.courseId === refunded.id);

    const listed = pageOf(await list(learner.token));
    expect(listed.total).toBe(2);
    expect(listed.items.find((item) => item.id === purchaseId)).toMatchObject({
      course: { id: refunded.id },
      amount: line?.amount,
      currency: 'GBP',
      receiptNumber: payment.receiptNumber,
      refundedAt,
      refundedAmount: line?.amount,
    });
    expect(listed.items.find((item) => item.course.id === kept.id)).toMatchObject({
      refundedAt: null,
      refundedAmount: 0,
    });

    // Bought again after the refund: both purchases are in the history, only the new one stands.
    const again = await buyCourses(t.app, learner.token, [refunded.id], 'USD');
    const history = pageOf(await list(learner.token));
    expect(history.total).toBe(3);
    expect(
      history.items
        .filter((item) => item.course.id === refunded.id)
        .map((item) => [item.paymentId, item.refundedAt === null]),
    ).toEqual([
      [again.id, true],
      [payment.id, false],
    ]);
  });

  it('shows each learner only their own purchases', async () => {
    const buyer = await createLearner(t.app);
    const other = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    await buyCourses(t.app, buyer.token, [course.id]);
    expect(pageOf(await list(other.token))).toEqual({ items: [], page: 1, limit: 12, total: 0 });
    expect(pageOf(await list(buyer.token)).items.map((item) => item.course.id)).toEqual([course.id]);
  });

  it('refuses bad paging and a missing token', async () => {
    const learner = await createLearner(t.app);
    for (const [query, message] of [
      ['?page=0', 'querystring page: must be at least 1'],
      ['?limit=101', 'querystring limit: must be at most 100'],
      ['?sort=new', 'querystring sort: is not an accepted field'],
    ]) {
      const response = await list(learner.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(refusalOf(response).message, query).toBe(message);
    }
    const notNumber = await list(learner.token, '?limit=ten');
    expect(refusalOf(notNumber).message).toMatch(/^querystring limit: must be an? integer$/);
    expect((await call(t.app, { method: 'GET', url: '/api/purchase/list' })).statusCode).toBe(401);
  });
});
