import type { EarningsPage, PayoutStatement } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { backdateLedger, instructorGet, lastMonth, ownedCourse } from '../../../test/earnings-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { describeEachDatabase, errorOf, hugeString, useTestApp } from '../../../test/helper.js';
import { createInstructor } from '../../../test/instructor-factories.js';
import { buyCourses } from '../../../test/payment-factories.js';
import { readPdf } from '../../../test/pdf-reading.js';
import { livePurchaseId, refundPurchase } from '../../../test/sales-factories.js';

describeEachDatabase('instructor earnings and payouts', (dialect) => {
  const t = useTestApp(dialect);
  let ada: TestUser;
  let other: TestUser;
  let course: { id: string; title: string };
  let second: { id: string; title: string };
  const thisMonth = new Date().toISOString().slice(0, 7);
  const before = lastMonth();

  const earnings = async (query = '', token = ada.token) => {
    const response = await instructorGet(t.app, token, `/earnings${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: EarningsPage }).data;
  };

  beforeAll(async () => {
    const admin = await createAdmin(t.app);
    ada = await createInstructor(t.app);
    other = await createInstructor(t.app);
    course = await ownedCourse(t.app, ada, 2000, 'Knots, "Hitches" and =Bends');
    second = await ownedCourse(t.app, ada, 1000, 'Reading the Weather');
    await ownedCourse(t.app, other, 5000);
    // Last month: two USD sales of the first course; this month: a GBP sale of both and a refund.
    for (let i = 0; i < 2; i += 1) {
      const payment = await buyCourses(t.app, (await createLearner(t.app)).token, [course.id], 'USD');
      await backdateLedger(t.app, payment.id, before.at);
    }
    const learner = await createLearner(t.app);
    await buyCourses(t.app, learner.token, [course.id, second.id], 'GBP');
    const refunded = await refundPurchase(
      t.app,
      admin.token,
      await livePurchaseId(t.app, learner.id, second.id),
    );
    expect(refunded.statusCode).toBe(200);
  });

  it('lists my lines newest first with gross, fee and net, refunds negative, and totals per currency', async () => {
    const page = await earnings();
    expect(page.total).toBe(5);
    expect(page.items.map((l) => [l.kind, l.course.title, l.currency])).toEqual([
      ['refund', 'Reading the Weather', 'GBP'],
      expect.arrayContaining(['sale', 'GBP']),
      expect.arrayContaining(['sale', 'GBP']),
      ['sale', course.title, 'USD'],
      ['sale', course.title, 'USD'],
    ]);
    const [refund] = page.items;
    expect(refund?.gross).toBeLessThan(0);
    for (const line of page.items) expect(line.platformFee + line.net).toBe(line.gross);
    expect(page.items.at(-1)).toMatchObject({ gross: 2000, platformFee: 600, net: 1400, share: 70 });
    const usd = page.totals.find((x) => x.currency === 'USD');
    expect(usd).toEqual({ currency: 'USD', gross: 4000, refunds: 0, platformFee: 1200, net: 2800 });
    const gbp = page.totals.find((x) => x.currency === 'GBP');
    expect(gbp?.refunds).toBe(refund?.gross);
    expect(page.totals.map((x) => x.currency)).toEqual(['USD', 'GBP']);
  });

  it('pages and filters by month and course; totals cover the filter, not the page', async () => {
    const first = await earnings('?limit=2&page=1');
    const third = await earnings('?limit=2&page=3');
    expect([first.items.length, third.items.length, third.total]).toEqual([2, 1, 5]);
    expect(first.totals).toEqual((await earnings()).totals);
    const old = await earnings(`?month=${before.month}`);
    expect(old.items.map((l) => l.currency)).toEqual(['USD', 'USD']);
    const now = await earnings(`?month=${thisMonth}&courseId=${second.id}`);
    expect(now.items.map((l) => l.kind)).toEqual(['refund', 'sale']);
    expect(now.totals).toEqual([expect.objectContaining({ currency: 'GBP', net: 0, platformFee: 0 })]);
    expect((await earnings('?month=2001-01')).items).toEqual([]);
  });

  it('shows another instructor none of my lines, and a learner or no token is refused', async () => {
    const theirs = await earnings('', other.token);
    expect(theirs).toMatchObject({ items: [], total: 0, totals: [] });
    expect((await earnings(`?courseId=${course.id}`, other.token)).items).toEqual([]);
    const learner = await createLearner(t.app);
    for (const path of ['/earnings', '/payouts', `/payouts/${thisMonth}/statement?format=csv`]) {
      expect((await instructorGet(t.app, learner.token, path)).statusCode).toBe(403);
      expect((await instructorGet(t.app, undefined, path)).statusCode).toBe(401);
    }
    const payouts = await instructorGet(t.app, other.token, '/payouts');
    expect((payouts.json() as { data: PayoutStatement[] }).data).toEqual([]);
    expect(
      (await instructorGet(t.app, other.token, `/payouts/${before.month}/statement?format=csv`)).statusCode,
    ).toBe(404);
  });

  it('refuses bad queries with a message', async () => {
    for (const query of [
      '?month=2026-13',
      '?month=26-11',
      `?month=${hugeString(100)}`,
      '?page=0',
      '?limit=1000',
      '?page=abc',
      `?courseId=${hugeString(100)}`,
      '?unknown=1',
    ]) {
      const response = await instructorGet(t.app, ada.token, `/earnings${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    for (const path of [
      `/payouts/${thisMonth}/statement`,
      `/payouts/${thisMonth}/statement?format=xls`,
      '/payouts/2026-00/statement?format=csv',
      '/payouts/nope/statement?format=pdf',
    ])
      expect((await instructorGet(t.app, ada.token, path)).statusCode, path).toBe(400);
  });

  it('makes statements per month, newest first, unpaid until an admin pays them', async () => {
    const response = await instructorGet(t.app, ada.token, '/payouts');
    expect(response.statusCode).toBe(200);
    const statements = (response.json() as { data: PayoutStatement[] }).data;
    expect(statements.map((s) => [s.month, s.status, s.paidAt])).toEqual([
      [thisMonth, 'unpaid', null],
      [before.month, 'unpaid', null],
    ]);
    expect(statements[1]?.totals).toEqual([
      { currency: 'USD', gross: 4000, refunds: 0, platformFee: 1200, net: 2800 },
    ]);
    expect(statements[0]?.totals.map((x) => x.currency)).toEqual(['GBP']);
  });

  it('downloads a month as CSV: a row per line, then totals, text fields made safe', async () => {
    const response = await instructorGet(t.app, ada.token, `/payouts/${before.month}/statement?format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${before.month}.csv"`,
    );
    const day = before.at.slice(0, 10);
    expect(response.body.split('\r\n')).toEqual([
      'date,kind,course,currency,gross,platform_fee,net,share_percent',
      `${day},sale,"Knots, ""Hitches"" and =Bends",USD,20.00,6.00,14.00,70`,
      `${day},sale,"Knots, ""Hitches"" and =Bends",USD,20.00,6.00,14.00,70`,
      ',total,,USD,40.00,12.00,28.00,',
      '',
    ]);
    const now = await instructorGet(t.app, ada.token, `/payouts/${thisMonth}/statement?format=csv`);
    expect(now.body).toContain(',refund,Reading the Weather,GBP,-');
  });

  it('downloads a month as a PDF', async () => {
    const response = await instructorGet(t.app, ada.token, `/payouts/${thisMonth}/statement?format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, info } = await readPdf(response.rawPayload);
    expect(info.Title).toBe(`Statement ${thisMonth}`);
    const text = pages.map((p) => p.text).join(' ');
    for (const shown of ['Reading the Weather (refund)', 'Total GBP', 'Not paid yet'])
      expect(text).toContain(shown);
  });
});
