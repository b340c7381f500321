import type { Dashboard, Payment } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { issueFor } from '../../../test/certificate-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { createdPayment } from '../../../test/payment-factories.js';
import { dashboardOf, getDashboard, livePurchaseId, refundPurchase } from '../../../test/sales-factories.js';
import { inTransaction } from '../../db/executor.js';
import { newId } from '../../lib/ids.js';
import { revokeCertificate } from '../certificates/certificates.service.js';
import { listOutline } from '../courses/chapters.service.js';
import { fulfilPayment } from '../payments/fulfilment.service.js';

/**
 * A known month of sales in March 2026 (and a little outside it), and the figures it must give:
 * every number below is worked out by hand from the seed.
 */
describeEachDatabase('admin dashboard', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  const courses = { a: { id: '', title: '' }, b: { id: '', title: '' }, c: { id: '', title: '' } };
  const lines = { l1bGbp: 0, l2aEur: 0, l2cEur: 0 };

  /** Checks out the courses and records the payment as paid on `paidAt`, as a webhook would. */
  async function paidOn(
    learner: TestUser,
    courseIds: string[],
    currency: 'USD' | 'GBP' | 'EUR',
    paidAt: string,
  ) {
    const payment: Payment = await createdPayment(t.app, learner.token, { courseIds, currency });
    await inTransaction(t.app.ctx.db, (trx) =>
      fulfilPayment(trx, t.app.ctx, payment.id, {
        card: { brand: 'visa', last4: '4242' },
        paidAt,
        notify: false,
      }),
    );
    return payment;
  }

  async function completeChapters(learner: TestUser, courseId: string, count: number) {
    const modules = await listOutline(t.app.ctx.db, { courseId });
    for (const chapter of modules.flatMap((m) => m.chapters).slice(0, count)) {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/chapter/progress',
        token: learner.token,
        payload: { chapterId: chapter.id, completed: true },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  async function finalAttempt(
    learner: TestUser,
    courseId: string,
    passed: boolean | null,
    submittedAt: string | null,
    number: number | null,
  ) {
    await t.app.ctx.db
      .insertInto('finalAttempts')
      .values({
        id: newId(),
        userId: learner.id,
        courseId,
        number,
        draw: '[]',
        correct: passed === null ? null : passed ? 4 : 1,
        total: 4,
        percentage: passed === null ? null : passed ? 100 : 25,
        passed: passed === null ? null : passed ? 1 : 0,
        createdAt: submittedAt ?? '2026-03-05T09:00:00.000Z',
        submittedAt,
      })
      .execute();
  }

  beforeAll(async () => {
    admin = await createLearner(t.app, { role: 'admin' });
    const [l1, l2, l3] = [await createLearner(t.app), await createLearner(t.app), await createLearner(t.app)];
    const a = await createCourseFixture(t.app, { priceCents: 5000 });
    const b = await createCourseFixture(t.app, { priceCents: 2000 });
    const c = await createCourseFixture(t.app, { priceCents: 1000 });
    Object.assign(courses, { a, b, c });

    await paidOn(l1, [a.id], 'USD', '2026-03-01T08:00:00.000Z');
    const l1b = await paidOn(l1, [b.id], 'GBP', '2026-03-02T23:59:59.000Z');
    const l2ac = await paidOn(l2, [a.id, c.id], 'EUR', '2026-03-02T00:00:00.000Z');
    await paidOn(l3, [b.id], 'USD', '2026-03-04T12:00:00.000Z');
    await paidOn(l3, [c.id], 'USD', '2026-02-20T12:00:00.000Z'); // before the range
    lines.l1bGbp = l1b.lines[0]?.amount ?? 0;
    lines.l2aEur = l2ac.lines.find((l) => l.courseId === a.id)?.amount ?? 0;
    lines.l2cEur = l2ac.lines.find((l) => l.courseId === c.id)?.amount ?? 0;
    const refunded = await refundPurchase(t.app, admin.token, await livePurchaseId(t.app, l2.id, c.id));
    expect(refunded.statusCode, refunded.body).toBe(200);

    await completeChapters(l1, a.id, 4); // all four chapters: completed
    await completeChapters(l2, a.id, 3); // three of four: not completed
    await completeChapters(l3, c.id, 4); // completed, but enrolled before the range

    await finalAttempt(l1, a.id, false, '2026-03-03T10:00:00.000Z', 1);
    await finalAttempt(l1, a.id, true, '2026-03-03T11:00:00.000Z', 2);
    await finalAttempt(l2, a.id, false, '2026-03-04T10:00:00.000Z', 1);
    await finalAttempt(l3, b.id, true, '2026-02-25T10:00:00.000Z', 1); // before the range
    await finalAttempt(l3, c.id, null, null, null); // open, never submitted

    await issueFor(t.app, l1.id, a.id);
    const revoked = await issueFor(t.app, l3.id, b.id);
    await revokeCertificate(t.app.ctx.db, revoked.id, new Date().toISOString());
  });

  it('gives revenue, enrolments, completion, pass rate, top courses and totals for a range', async () => {
    const dashboard = await dashboardOf(t.app, admin.token, 'from=2026-03-01&to=2026-03-05');
    const zero = { USD: 0, GBP: 0, EUR: 0 };
    const noCoupons = { discounts: 0, couponPayments: 0 };
    const byEnrolments = [courses.a.id, courses.b.id].sort();
    expect(dashboard).toEqual<Dashboard>({
      from: '2026-03-01',
      to: '2026-03-05',
      revenue: {
        days: [
          { day: '2026-03-01', amounts: { ...zero, USD: 5000 } },
          { day: '2026-03-02', amounts: { ...zero, GBP: lines.l1bGbp, EUR: lines.l2aEur } },
          { day: '2026-03-03', amounts: zero },
          { day: '2026-03-04', amounts: { ...zero, USD: 2000 } },
          { day: '2026-03-05', amounts: zero },
        ],
        totals: [
          { currency: 'EUR', net: lines.l2aEur, refunded: lines.l2cEur, payments: 1, ...noCoupons },
          { currency: 'GBP', net: lines.l1bGbp, refunded: 0, payments: 1, ...noCoupons },
          { currency: 'USD', net: 7000, refunded: 0, payments: 2, ...noCoupons },
        ],
      },
      enrolments: {
        total: 4,
        days: [
          { day: '2026-03-01', count: 1 },
          { day: '2026-03-02', count: 2 },
          { day: '2026-03-03', count: 0 },
          { day: '2026-03-04', count: 1 },
          { day: '2026-03-05', count: 0 },
        ],
        bySource: { sale: 4, free: 0, grant: 0 },
      },
      completion: { enrolments: 4, completed: 1, rate: 25 },
      finalAssessment: { takers: 2, passed: 1, rate: 50 },
      topCourses: {
        byRevenue: [
          {
            course: { id: courses.a.id, slug: expect.any(String), title: courses.a.title },
            revenueUsd: 10000,
            amounts: { ...zero, USD: 5000, EUR: lines.l2aEur },
            sales: 2,
          },
          {
            course: { id: courses.b.id, slug: expect.any(String), title: courses.b.title },
            revenueUsd: 4000,
            amounts: { ...zero, USD: 2000, GBP: lines.l1bGbp },
            sales: 2,
          },
        ],
        byEnrolments: byEnrolments.map((id) => ({
          course: {
            id,
            slug: expect.any(String),
            title: id === courses.a.id ? courses.a.title : courses.b.title,
          },
          enrolments: 2,
        })),
      },
      totals: { learners: 3, publishedCourses: 3, certificates: 1, coursesAwaitingReview: 0 },
    });
    expect(lines.l1bGbp).toBeGreaterThan(0);
    expect(lines.l2aEur).toBeGreaterThan(0);
  });

  it('counts a one-day range, and a range with nothing in it as empty with null rates', async () => {
    const day = await dashboardOf(t.app, admin.token, 'from=2026-03-02&to=2026-03-02');
    expect(day.enrolments).toEqual({
      total: 2,
      days: [{ day: '2026-03-02', count: 2 }],
      bySource: { sale: 2, free: 0, grant: 0 },
    });
    expect(day.completion).toEqual({ enrolments: 2, completed: 0, rate: 0 });
    const empty = await dashboardOf(t.app, admin.token, 'from=2025-01-01&to=2025-01-03');
    expect(empty.completion).toEqual({ enrolments: 0, completed: 0, rate: null });
    expect(empty.finalAssessment).toEqual({ takers: 0, passed: 0, rate: null });
    expect(empty.revenue.totals).toEqual([]);
    expect(empty.topCourses).toEqual({ byRevenue: [], byEnrolments: [] });
    expect(empty.totals).toEqual({
      learners: 3,
      publishedCourses: 3,
      certificates: 1,
      coursesAwaitingReview: 0,
    });
  });

  it('defaults to the last 30 days up to today', async () => {
    const dashboard = await dashboardOf(t.app, admin.token);
    const today = new Date().toISOString().slice(0, 10);
    expect(dashboard.to).toBe(today);
    expect(dashboard.enrolments.days).toHaveLength(30);
    expect(dashboard.enrolments.days.at(-1)?.day).toBe(today);
    expect(dashboard.from).toBe(dashboard.enrolments.days[0]?.day);
    const only = await dashboardOf(t.app, admin.token, 'to=2026-03-05');
    expect(only.from).toBe('2026-02-04');
    expect(only.enrolments.total).toBe(5);
  });

  it('refuses bad ranges with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-05&to=2026-03-01', 'from: must not be after to'],
      ['from=2024-01-01&to=2026-01-01', 'The range is at most 366 days'],
      ['from=2026-13-01', 'from: must be a real day (YYYY-MM-DD)'],
      ['to=tomorrow', 'querystring to: has an invalid format'],
      ['days=7', 'querystring days: is not an accepted field'],
    ];
    for (const [query, message] of cases) {
      const response = await getDashboard(t.app, admin.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(refusalOf(response).message, query).toBe(message);
    }
  });

  it('is for admins only', async () => {
    const learner = await createLearner(t.app);
    expect((await getDashboard(t.app, learner.token)).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });

  it('leaves a refunded sale out and reports each charged currency on its own', async () => {
    const learner = await createLearner(t.app);
    const gbp = await paidOn(learner, [courses.b.id], 'GBP', '2026-04-10T09:00:00.000Z');
    const eur = await paidOn(learner, [courses.a.id], 'EUR', '2026-04-10T10:00:00.000Z');
    await paidOn(learner, [courses.c.id], 'USD', '2026-04-11T10:00:00.000Z');
    const refunded = await refundPurchase(
      t.app,
      admin.token,
      await livePurchaseId(t.app, learner.id, courses.b.id),
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const gbpAmount = gbp.lines[0]?.amount ?? 0;
    const eurAmount = eur.lines[0]?.amount ?? 0;

    const dashboard = await dashboardOf(t.app, admin.token, 'from=2026-04-10&to=2026-04-11');
    const zero = { USD: 0, GBP: 0, EUR: 0 };
    expect(dashboard.revenue.days).toEqual([
      { day: '2026-04-10', amounts: { ...zero, EUR: eurAmount } },
      { day: '2026-04-11', amounts: { ...zero, USD: 1000 } },
    ]);
    // The refunded GBP payment brought nothing: no revenue and not counted as a payment.
    expect(dashboard.revenue.totals).toEqual([
      { currency: 'EUR', net: eurAmount, refunded: 0, payments: 1, discounts: 0, couponPayments: 0 },
      { currency: 'GBP', net: 0, refunded: gbpAmount, payments: 0, discounts: 0, couponPayments: 0 },
      { currency: 'USD', net: 1000, refunded: 0, payments: 1, discounts: 0, couponPayments: 0 },
    ]);
    expect(dashboard.enrolments.total).toBe(2);
    expect(
      dashboard.topCourses.byRevenue.map((row) => ({
        id: row.course.id,
        amounts: row.amounts,
        sales: row.sales,
      })),
    ).toEqual([
      { id: courses.a.id, amounts: { ...zero, EUR: eurAmount }, sales: 1 },
      { id: courses.c.id, amounts: { ...zero, USD: 1000 }, sales: 1 },
    ]);
    expect(gbpAmount).toBeGreaterThan(0);
    expect(eurAmount).toBeGreaterThan(0);
  });
});
