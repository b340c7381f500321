import type { Payment } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCoupon } from '../../../test/coupon-factories.js';
import { adminCall, ledgerOf, ownedCourse } from '../../../test/earnings-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { buyGift, mailedGiftCode, redeem } from '../../../test/gift-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { createInstructor } from '../../../test/instructor-factories.js';
import { buyCourses, confirmCard, createdPayment, startCheckout } from '../../../test/payment-factories.js';
import { askRefund, completeChapters } from '../../../test/refund-request-factories.js';
import { livePurchaseId, refundPurchase } from '../../../test/sales-factories.js';

describeEachDatabase('earnings ledger: sales and refunds write lines in their transactions', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let ada: TestUser;
  let ben: TestUser;

  const paymentLines = (paymentId: string) =>
    t.app.ctx.db
      .selectFrom('paymentLines')
      .select(['courseId', 'amount', 'discount'])
      .where('paymentId', '=', paymentId)
      .execute();
  const lineAmount = async (paymentId: string, courseId: string) => {
    const line = (await paymentLines(paymentId)).find((l) => l.courseId === courseId);
    if (!line) throw new Error('no payment line');
    return line;
  };
  const payWithCoupon = async (
    token: string,
    courseIds: string[],
    currency: 'GBP' | 'EUR',
    code?: string,
  ) => {
    const payment = await createdPayment(t.app, token, {
      courseIds,
      currency,
      ...(code ? { couponCode: code } : {}),
    });
    const confirmed = await confirmCard(t.app, token, payment.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return (confirmed.json() as { data: Payment }).data;
  };

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ada = await createInstructor(t.app);
    ben = await createInstructor(t.app);
    const share = await adminCall(t.app, admin.token, 'PUT', `/instructors/${ben.id}/share`, {
      instructorShare: 55,
    });
    expect(share.statusCode, share.body).toBe(200);
  });

  it('writes one line per course of a GBP order, after the coupon, split by each owner’s share; one in EUR too', async () => {
    const learner = await createLearner(t.app);
    const a = await ownedCourse(t.app, ada, 2000);
    const b = await ownedCourse(t.app, ben, 1250);
    const c = await ownedCourse(t.app, null, 999);
    const coupon = await createCoupon(t.app, admin.token, { percentOff: 15 });
    const gbp = await payWithCoupon(learner.token, [a.id, b.id, c.id], 'GBP', coupon.code);
    expect(gbp.discount).toBeGreaterThan(0);

    const lines = await ledgerOf(t.app, gbp.id);
    expect(lines).toHaveLength(3);
    for (const [course, owner, share] of [
      [a, ada, 70],
      [b, ben, 55],
      [c, null, 0],
    ] as const) {
      const paid = await lineAmount(gbp.id, course.id);
      expect(paid.discount).toBeGreaterThan(0);
      const net = Math.floor((paid.amount * share) / 100);
      expect(lines.find((l) => l.courseId === course.id)).toEqual({
        kind: 'sale',
        courseId: course.id,
        instructorId: owner?.id ?? null,
        purchaseId: await livePurchaseId(t.app, learner.id, course.id),
        currency: 'GBP',
        gross: paid.amount,
        platformFee: paid.amount - net,
        instructorNet: net,
        share,
      });
    }
    expect(lines.reduce((sum, l) => sum + l.gross, 0)).toBe(gbp.amount);

    const eur = await payWithCoupon((await createLearner(t.app)).token, [a.id], 'EUR');
    const [eurLine] = await ledgerOf(t.app, eur.id);
    expect(eurLine).toMatchObject({
      kind: 'sale',
      currency: 'EUR',
      gross: eur.amount,
      instructorId: ada.id,
      share: 70,
    });
    expect(eurLine?.instructorNet).toBe(Math.floor((eur.amount * 70) / 100));
  });

  it('reverses a line when an admin refunds its course, once', async () => {
    const learner = await createLearner(t.app);
    const a = await ownedCourse(t.app, ada, 3333);
    const b = await ownedCourse(t.app, ada, 1500);
    const payment = await buyCourses(t.app, learner.token, [a.id, b.id], 'GBP');
    const purchaseId = await livePurchaseId(t.app, learner.id, a.id);
    const refunded = await refundPurchase(t.app, admin.token, purchaseId, { reason: 'Asked nicely' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await refundPurchase(t.app, admin.token, purchaseId)).statusCode).toBe(409);

    const lines = await ledgerOf(t.app, payment.id);
    const sale = lines.find((l) => l.courseId === a.id && l.kind === 'sale');
    const refund = lines.filter((l) => l.courseId === a.id && l.kind === 'refund');
    expect(refund).toEqual([
      {
        ...sale,
        kind: 'refund',
        gross: -(sale?.gross ?? 0),
        platformFee: -(sale?.platformFee ?? 0),
        instructorNet: -(sale?.instructorNet ?? 0),
      },
    ]);
    // The other course stays sold.
    expect(lines.filter((l) => l.courseId === b.id).map((l) => l.kind)).toEqual(['sale']);
  });

  it('reverses a line refunded automatically on the learner’s request', async () => {
    const learner = await createLearner(t.app);
    const course = await ownedCourse(t.app, ben, 4000);
    const payment = await buyCourses(t.app, learner.token, [course.id], 'USD');
    const purchaseId = await livePurchaseId(t.app, learner.id, course.id);
    await completeChapters(t.app, learner.token, []);
    const asked = await askRefund(t.app, learner.token, purchaseId, { reason: 'Not for me' });
    expect(asked.statusCode, asked.body).toBe(201);
    const lines = await ledgerOf(t.app, payment.id);
    expect(lines.map((l) => [l.kind, l.gross, l.instructorNet, l.share])).toEqual([
      ['sale', 4000, 2200, 55],
      ['refund', -4000, -2200, 55],
    ]);
  });

  it('writes nothing for a free course or an order a coupon made free', async () => {
    const learner = await createLearner(t.app);
    const free = await ownedCourse(t.app, ada, 0);
    const enrolled = await call(t.app, {
      method: 'POST',
      url: '/api/course/enrol',
      token: learner.token,
      payload: { courseId: free.id },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const paid = await ownedCourse(t.app, ada, 2500);
    const coupon = await createCoupon(t.app, admin.token, { percentOff: 100 });
    const freeOrder = await startCheckout(t.app, learner.token, {
      courseIds: [paid.id],
      currency: 'USD',
      couponCode: coupon.code,
    });
    expect(freeOrder.statusCode, freeOrder.body).toBe(200);
    const touching = await t.app.ctx.db
      .selectFrom('ledgerLines')
      .select('id')
      .where('courseId', 'in', [free.id, paid.id])
      .execute();
    expect(touching).toEqual([]);
  });

  it('makes a gift’s payment the sale (no purchase yet) and reverses it when the redeemed course is refunded', async () => {
    const buyer = await createLearner(t.app);
    const recipient = await createLearner(t.app);
    const course = await ownedCourse(t.app, ada, 1800);
    const payment = await buyGift(t.app, buyer.token, course.id, recipient.email);
    expect(await ledgerOf(t.app, payment.id)).toEqual([
      expect.objectContaining({ kind: 'sale', purchaseId: null, gross: 1800, instructorId: ada.id }),
    ]);
    const code = await mailedGiftCode(t.app, recipient.email);
    expect((await redeem(t.app, recipient.token, { code })).statusCode).toBe(200);
    const purchaseId = await livePurchaseId(t.app, recipient.id, course.id);
    expect((await refundPurchase(t.app, admin.token, purchaseId)).statusCode).toBe(200);
    expect((await ledgerOf(t.app, payment.id)).map((l) => [l.kind, l.gross])).toEqual([
      ['sale', 1800],
      ['refund', -1800],
    ]);
  });

  it('reconciles: per currency the ledger’s gross is the payments net of refunds, and fee + net = gross on every line', async () => {
    // More of the mix on top of the tests above: a coupon in EUR over taught and untaught courses, a refund.
    const learner = await createLearner(t.app);
    const a = await ownedCourse(t.app, ben, 2599);
    const b = await ownedCourse(t.app, null, 1099);
    const coupon = await createCoupon(t.app, admin.token, { amountOff: 700, currency: 'USD' });
    await payWithCoupon(learner.token, [a.id, b.id], 'EUR', coupon.code);
    const refunded = await refundPurchase(t.app, admin.token, await livePurchaseId(t.app, learner.id, b.id));
    expect(refunded.statusCode).toBe(200);

    const payments = await t.app.ctx.db
      .selectFrom('payments')
      .select(['currency', 'amount', 'refundedAmount'])
      .where('status', '=', 'succeeded')
      .execute();
    const expected = new Map<string, number>();
    for (const p of payments)
      expected.set(p.currency, (expected.get(p.currency) ?? 0) + p.amount - p.refundedAmount);
    const ledger = await t.app.ctx.db
      .selectFrom('ledgerLines')
      .select(['currency', 'gross', 'platformFee', 'instructorNet', 'share'])
      .execute();
    const actual = new Map<string, number>();
    for (const line of ledger) {
      actual.set(line.currency, (actual.get(line.currency) ?? 0) + line.gross);
      expect(line.platformFee + line.instructorNet).toBe(line.gross);
      expect(Math.abs(line.instructorNet)).toBe(Math.floor((Math.abs(line.gross) * line.share) / 100));
    }
    expect([...expected.keys()].sort()).toEqual(['EUR', 'GBP', 'USD']);
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  });
});
