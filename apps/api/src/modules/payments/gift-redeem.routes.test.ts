import type { Paged, Payment, Purchase } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { buyGift, mailedGiftCode, redeem } from '../../../test/gift-factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import {
  buyCourses,
  getPayment,
  learnersCount,
  mailsTo,
  purchasesOf,
} from '../../../test/payment-factories.js';
import { getAdminPurchase, livePurchaseId, refundPurchase } from '../../../test/sales-factories.js';

const INVALID = 'This gift code is not valid or has been used';

describeEachDatabase('gifts: POST gift/redeem', (dialect) => {
  const t = useTestApp(dialect);

  /** A buyer who gave a course (price in US cents) to a fresh recipient account, and the mailed code. */
  async function givenGift(priceCents = 3000) {
    const buyer = await createLearner(t.app);
    const recipient = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents, title: `Gift ${priceCents}` });
    const payment = await buyGift(t.app, buyer.token, course.id, recipient.email, 'Enjoy');
    const code = await mailedGiftCode(t.app, recipient.email);
    return { buyer, recipient, course, payment, code };
  }

  const purchaseList = async (token: string) =>
    (
      (await call(t.app, { method: 'GET', url: '/api/purchase/list', token })).json() as {
        data: Paged<Purchase>;
      }
    ).data;

  it('makes the course the recipient’s once, linked to the buyer’s payment, and tells the buyer', async () => {
    const { buyer, recipient, course, payment, code } = await givenGift();
    const before = await learnersCount(t.app, course.id);
    const response = await redeem(t.app, recipient.token, { code: code.toLowerCase().replace(/-/g, ' ') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'The gift is redeemed: the course is yours',
      data: { course: { id: course.id, title: course.title } },
    });
    expect(await purchasesOf(t.app, recipient.id)).toEqual([
      { courseId: course.id, amount: 3000, currency: 'USD', paymentId: payment.id },
    ]);
    expect(await learnersCount(t.app, course.id)).toBe(before + 1);
    // The recipient sees the course, not the buyer's receipt, card or price.
    const [received] = (await purchaseList(recipient.token)).items;
    expect(received).toMatchObject({
      isGiftReceived: true,
      amount: 0,
      paymentId: null,
      receiptNumber: null,
      card: null,
    });
    expect((await getPayment(t.app, recipient.token, payment.id)).statusCode).toBe(404);
    // The buyer's line shows it redeemed.
    const [line] = (await purchaseList(buyer.token)).items;
    expect(line?.gift?.redeemedAt).toEqual(expect.any(String));
    const notices = (await mailsTo(t.app, buyer.email)).filter((m) =>
      m.subject.includes('gift was redeemed'),
    );
    expect(notices).toHaveLength(1);

    const twice = await redeem(t.app, recipient.token, { code });
    expect(twice.statusCode).toBe(409);
    expect(refusalOf(twice).message).toBe(INVALID);
  });

  it('lets exactly one of many concurrent redeemers win; the rest are 409 and own nothing', async () => {
    const { code, course } = await givenGift();
    const racers = await Promise.all(Array.from({ length: 6 }, () => createLearner(t.app)));
    const answers = await Promise.all(racers.map((racer) => redeem(t.app, racer.token, { code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(refusalOf(answer).message).toBe(INVALID);
    const owners = await t.app.ctx.db
      .selectFrom('purchases')
      .select('userId')
      .where('courseId', '=', course.id)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('answers unknown, malformed-length and used codes alike; the buyer cannot redeem their own gift', async () => {
    const { buyer, recipient, code } = await givenGift();
    for (const wrong of ['ABCD-EFGH-JKMN-PQRS', 'A', code.slice(0, -1)]) {
      const response = await redeem(t.app, recipient.token, { code: wrong });
      expect(response.statusCode).toBe(409);
      expect(refusalOf(response)).toEqual({ message: INVALID });
    }
    const own = await redeem(t.app, buyer.token, { code });
    expect(own.statusCode).toBe(422);
    expect(refusalOf(own).message).toMatch(/You bought this gift/);
    // Any other account holding the code may redeem it (the recipient may use another address).
    const other = await createLearner(t.app);
    expect((await redeem(t.app, other.token, { code })).statusCode).toBe(200);
  });

  it('refuses bad input with a 400, and a missing token with a 401', async () => {
    const learner = await createLearner(t.app);
    for (const payload of [
      {},
      { code: 42 },
      { code: '' },
      { code: 'x'.repeat(41) },
      { code: 'AB<script>' },
      { code: 'ABCD', extra: 1 },
      { code: 'ABCD', courseId: 7 },
    ]) {
      const response = await redeem(t.app, learner.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refusalOf(response).message).toEqual(expect.any(String));
    }
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/gift/redeem',
      payload: { code: 'ABCD' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the gift when the recipient owns the course, for another course of the same or lower price', async () => {
    const { recipient, course, code, payment } = await givenGift(3000);
    await buyCourses(t.app, recipient.token, [course.id]);
    const owned = await redeem(t.app, recipient.token, { code });
    expect(owned.statusCode).toBe(409);
    expect(owned.json()).toMatchObject({ code: 'GIFT_COURSE_OWNED' });
    expect(refusalOf(owned).message).toBe(
      `You already own ${course.title}. The gift is kept: choose another course of up to $30.00 for it.`,
    );
    const dearer = await createCourseFixture(t.app, { priceCents: 3001 });
    const tooDear = await redeem(t.app, recipient.token, { code, courseId: dearer.id });
    expect(tooDear.statusCode).toBe(422);
    expect(refusalOf(tooDear).message).toBe('This gift covers a course of up to $30.00');
    const unknown = await redeem(t.app, recipient.token, {
      code,
      courseId: '0190d4c2-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const same = await createCourseFixture(t.app, { priceCents: 3000 });
    const swapped = await redeem(t.app, recipient.token, { code, courseId: same.id });
    expect(swapped.statusCode).toBe(200);
    expect((await purchasesOf(t.app, recipient.id)).find((p) => p.courseId === same.id)).toEqual({
      courseId: same.id,
      amount: 3000,
      currency: 'USD',
      paymentId: payment.id,
    });
  });

  it('refuses another course while the recipient does not own the gift’s course', async () => {
    const { recipient, code } = await givenGift(3000);
    const cheaper = await createCourseFixture(t.app, { priceCents: 1000 });
    const response = await redeem(t.app, recipient.token, { code, courseId: cheaper.id });
    expect(response.statusCode).toBe(422);
    expect(refusalOf(response).message).toMatch(/^This gift is for Gift 3000/);
    expect(await purchasesOf(t.app, recipient.id)).toEqual([]);
  });

  it('an admin refund of a redeemed gift refunds the buyer’s line and revokes the recipient’s course', async () => {
    const { recipient, course, code, payment, buyer } = await givenGift(2000);
    await buyCourses(t.app, recipient.token, [course.id]);
    const other = await createCourseFixture(t.app, { priceCents: 1500 });
    expect((await redeem(t.app, recipient.token, { code, courseId: other.id })).statusCode).toBe(200);
    const admin = await createLearner(t.app, { role: 'admin' });
    const purchaseId = await livePurchaseId(t.app, recipient.id, other.id);
    const view = await getAdminPurchase(t.app, admin.token, purchaseId);
    expect(view.json().data.gift).toEqual({
      buyer: { id: buyer.id, email: buyer.email },
      recipientEmail: recipient.email.toLowerCase(),
      redeemedAt: expect.any(String),
    });
    const refunded = await refundPurchase(t.app, admin.token, purchaseId, { reason: 'asked' });
    expect(refunded.statusCode).toBe(200);
    const paid = (await getPayment(t.app, buyer.token, payment.id)).json() as { data: Payment };
    expect(paid.data.refundedAmount).toBe(2000);
    expect(paid.data.lines[0]?.refundedAt).toEqual(expect.any(String));
    expect(await purchasesOf(t.app, recipient.id)).toHaveLength(2);
    const stillOwned = await t.app.ctx.db
      .selectFrom('purchases')
      .select('courseId')
      .where('userId', '=', recipient.id)
      .where('revokedAt', 'is', null)
      .execute();
    expect(stillOwned).toEqual([{ courseId: course.id }]);
    const refundedView = (await getAdminPurchase(t.app, admin.token, purchaseId)).json().data;
    expect(refundedView.refund.providerRef).toEqual(expect.any(String));
  });

  it('counts wrong codes per account: the eleventh try in the window is a 429, even with a right code', async () => {
    const { recipient, code } = await givenGift();
    for (let i = 0; i < 10; i += 1)
      expect(
        (await redeem(t.app, recipient.token, { code: `WRNG-CODE-${String(i).padStart(4, '0')}-AAAA` }))
          .statusCode,
      ).toBe(409);
    const limited = await redeem(t.app, recipient.token, { code });
    expect(limited.statusCode).toBe(429);
    expect(refusalOf(limited).message).toMatch(/Too many attempts/);
    expect(await purchasesOf(t.app, recipient.id)).toEqual([]);
  });

  it('counts wrong codes per address across accounts', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i += 1) {
      const learner = await createLearner(t.app);
      expect((await redeem(t.app, learner.token, { code: 'WRNGCODEWRNGCODE' }, ip)).statusCode).toBe(409);
    }
    const learner = await createLearner(t.app);
    expect((await redeem(t.app, learner.token, { code: 'WRNGCODEWRNGCODE' }, ip)).statusCode).toBe(429);
  });
});
