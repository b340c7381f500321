import type { AdminPurchase, Payment } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { nameLearner } from '../../../test/certificate-factories.js';
import { createLearner, type TestUser, uniqueEmail } from '../../../test/factories.js';
import { describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buyCourses } from '../../../test/payment-factories.js';
import {
  adminPurchasePage,
  getAdminPurchase,
  listAdminPurchases,
  livePurchaseId,
  refundPurchase,
} from '../../../test/sales-factories.js';
import { recordPurchase } from '../purchases/purchases.service.js';

describeEachDatabase('admin purchases list', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let grace: TestUser;
  let alan: TestUser;
  let compilers: { id: string; title: string };
  let crypto: { id: string; title: string };
  let gracePayment: Payment;
  let alanPayment: Payment;
  /** Purchase ids: Grace's compilers (GBP, today), Alan's crypto (USD, today, refunded), Alan's old compilers (EUR). */
  const ids = { graceCompilers: '', alanCrypto: '', alanOld: '' };

  beforeAll(async () => {
    admin = await createLearner(t.app, { role: 'admin' });
    grace = await createLearner(t.app, { email: uniqueEmail('grace.h') });
    alan = await createLearner(t.app, { email: uniqueEmail('alan.t') });
    await nameLearner(t.app, grace.id, 'Grace', 'Hopper');
    await nameLearner(t.app, alan.id, 'Alan', 'Turing');
    compilers = await createCourseFixture(t.app, { title: 'Compilers 101 100%_off', priceCents: 5000 });
    crypto = await createCourseFixture(t.app, { title: 'Cryptanalysis at Bletchley', priceCents: 2000 });
    gracePayment = await buyCourses(t.app, grace.token, [compilers.id], 'GBP');
    alanPayment = await buyCourses(t.app, alan.token, [crypto.id], 'USD');
    // An older purchase with no payment (as demo data records them), in euros, on 15 January 2026.
    await t.app.ctx.db.transaction().execute(async (trx) => {
      await recordPurchase(trx, {
        userId: alan.id,
        courseId: compilers.id,
        amount: 4600,
        currency: 'EUR',
        source: 'grant',
        createdAt: '2026-01-15T10:00:00.000Z',
      });
    });
    ids.graceCompilers = await livePurchaseId(t.app, grace.id, compilers.id);
    ids.alanCrypto = await livePurchaseId(t.app, alan.id, crypto.id);
    ids.alanOld = await livePurchaseId(t.app, alan.id, compilers.id);
    const refunded = await refundPurchase(t.app, admin.token, ids.alanCrypto, { reason: 'Changed his mind' });
    expect(refunded.statusCode, refunded.body).toBe(200);
  });

  const idsOf = async (query: string) =>
    (await adminPurchasePage(t.app, admin.token, query)).items.map((p) => p.id);

  it('lists every purchase newest first with learner, course, amount, receipt, card, provider and refund', async () => {
    const page = await adminPurchasePage(t.app, admin.token);
    expect(page).toMatchObject({ page: 1, limit: 12, total: 3 });
    expect(page.items.map((p) => p.id)).toEqual([ids.alanCrypto, ids.graceCompilers, ids.alanOld]);
    const [crypto0, grace0, old0] = page.items as [AdminPurchase, AdminPurchase, AdminPurchase];
    expect(grace0).toEqual({
      id: ids.graceCompilers,
      learner: { id: grace.id, email: grace.email, name: 'Grace Hopper', isDeleted: false },
      course: { id: compilers.id, slug: expect.any(String), title: compilers.title },
      amount: gracePayment.amount,
      currency: 'GBP',
      paidAt: gracePayment.paidAt,
      paymentId: gracePayment.id,
      source: 'sale',
      couponCode: null,
      discount: 0,
      receiptNumber: gracePayment.receiptNumber,
      card: { brand: 'visa', last4: '4242' },
      provider: 'sandbox',
      status: 'active',
      refund: null,
    });
    expect(crypto0).toMatchObject({
      status: 'refunded',
      amount: 2000,
      currency: 'USD',
      receiptNumber: alanPayment.receiptNumber,
      refund: { reason: 'Changed his mind', providerRef: `sandbox-refund-purchase-${ids.alanCrypto}` },
    });
    expect(old0).toMatchObject({
      paidAt: '2026-01-15T10:00:00.000Z',
      amount: 4600,
      currency: 'EUR',
      paymentId: null,
      source: 'grant',
      receiptNumber: null,
      card: null,
      provider: null,
      status: 'active',
    });
  });

  it('searches learner names and emails, course titles and receipt numbers, ignoring case', async () => {
    expect(await idsOf('search=HOPPER')).toEqual([ids.graceCompilers]);
    expect(await idsOf('search=alan.t')).toEqual([ids.alanCrypto, ids.alanOld]);
    expect(await idsOf('search=bletchley')).toEqual([ids.alanCrypto]);
    expect(await idsOf('search=compilers')).toEqual([ids.graceCompilers, ids.alanOld]);
    expect(
      await idsOf(`search=${encodeURIComponent(String(gracePayment.receiptNumber).toLowerCase())}`),
    ).toEqual([ids.graceCompilers]);
    // % and _ are matched as themselves, not as wildcards.
    expect(await idsOf(`search=${encodeURIComponent('100%_off')}`)).toEqual([
      ids.graceCompilers,
      ids.alanOld,
    ]);
    expect(await idsOf(`search=${encodeURIComponent('1%1')}`)).toEqual([]);
    expect(await idsOf('search=nobody-at-all')).toEqual([]);
  });

  it('filters by status, currency and days', async () => {
    expect(await idsOf('status=refunded')).toEqual([ids.alanCrypto]);
    expect(await idsOf('status=active')).toEqual([ids.graceCompilers, ids.alanOld]);
    expect(await idsOf('currency=EUR')).toEqual([ids.alanOld]);
    expect(await idsOf('from=2026-01-15&to=2026-01-15')).toEqual([ids.alanOld]);
    expect(await idsOf('to=2026-01-14')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await idsOf(`from=${today}`)).toEqual([ids.alanCrypto, ids.graceCompilers]);
    expect(await idsOf(`from=${today}&status=active&search=compilers`)).toEqual([ids.graceCompilers]);
  });

  it('sorts by amount or date in either order, and pages', async () => {
    expect(await idsOf('sort=amount&order=asc')).toEqual(
      [
        [ids.alanCrypto, 2000],
        [ids.graceCompilers, gracePayment.amount],
        [ids.alanOld, 4600],
      ]
        .sort((a, b) => Number(a[1]) - Number(b[1]))
        .map(([id]) => id),
    );
    expect(await idsOf('sort=date&order=asc')).toEqual([ids.alanOld, ids.graceCompilers, ids.alanCrypto]);
    const second = await adminPurchasePage(t.app, admin.token, 'limit=1&page=2');
    expect(second).toMatchObject({ page: 2, limit: 1, total: 3 });
    expect(second.items.map((p) => p.id)).toEqual([ids.graceCompilers]);
    expect((await adminPurchasePage(t.app, admin.token, 'page=9')).items).toEqual([]);
  });

  it('reads one purchase, and answers 404 for an unknown id', async () => {
    const one = await getAdminPurchase(t.app, admin.token, ids.alanCrypto);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: ids.alanCrypto, learner: { name: 'Alan Turing' } });
    const missing = await getAdminPurchase(t.app, admin.token, '01890000-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(refusalOf(missing)).toEqual({ message: 'This purchase does not exist' });
  });

  it('refuses bad queries with 400 and a message naming the field', async () => {
    const cases: [string, string, string][] = [
      ['sort=price', 'sort', 'querystring sort: must be one of: date, amount'],
      ['status=gone', 'status', 'querystring status: must be one of: active, refunded'],
      ['currency=JPY', 'currency', 'querystring currency: must be one of: USD, GBP, EUR'],
      ['from=2026-02-30', 'from', 'from: must be a real day (YYYY-MM-DD)'],
      ['from=yesterday', 'from', 'querystring from: has an invalid format'],
      ['from=2026-03-02&to=2026-03-01', 'from', 'from: must not be after to'],
      ['limit=0', 'limit', 'querystring limit: must be at least 1'],
      ['limit=101', 'limit', 'querystring limit: must be at most 100'],
      ['page=two', 'page', 'querystring page: must be an integer'],
      [`search=${'x'.repeat(201)}`, 'search', 'querystring search: must be at most 200 characters'],
      ['learner=1', 'learner', 'querystring learner: is not an accepted field'],
    ];
    for (const [query, field, message] of cases) {
      const response = await listAdminPurchases(t.app, admin.token, query);
      expect(response.statusCode, query).toBe(400);
      const refusal = refusalOf(response);
      expect(refusal.message, query).toBe(message);
      expect(refusal.errors?.[0]?.path, query).toBe(field);
    }
  });
});
