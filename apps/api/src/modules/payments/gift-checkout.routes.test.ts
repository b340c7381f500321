import type { Paged, Payment, Purchase } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, uniqueEmail } from '../../../test/factories.js';
import { buyGift, mailedGiftCode } from '../../../test/gift-factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import {
  buyCourses,
  getPayment,
  learnersCount,
  mailsTo,
  purchasesOf,
  startCheckout,
} from '../../../test/payment-factories.js';

describeEachDatabase('gifts: POST course/payment with `gift`', (dialect) => {
  const t = useTestApp(dialect);
  const giftRows = (...courseIds: string[]) =>
    t.app.ctx.db.selectFrom('gifts').selectAll().where('courseId', 'in', courseIds).execute();

  it('buys a course for someone else: no purchase for the buyer, a code mailed to them, a receipt saying so', async () => {
    const buyer = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 2500, title: 'Gifted Pottery' });
    const friend = uniqueEmail('friend');
    const before = await learnersCount(t.app, course.id);
    const paid = await buyGift(t.app, buyer.token, course.id, friend.toUpperCase(), 'Happy birthday!');
    expect(paid).toMatchObject({ status: 'succeeded', amount: 2500 });
    expect(paid.gift).toEqual({
      recipientEmail: friend,
      message: 'Happy birthday!',
      codeHint: expect.stringMatching(/^[A-Z0-9]{4}$/),
      redeemedAt: null,
    });
    expect(await purchasesOf(t.app, buyer.id)).toEqual([]);
    expect(await learnersCount(t.app, course.id)).toBe(before);

    const code = await mailedGiftCode(t.app, friend);
    expect(code.replace(/-/g, '').slice(-4)).toBe(paid.gift?.codeHint);
    const [giftMail] = await mailsTo(t.app, friend);
    expect(giftMail?.subject).toBe('Test sent you a course on Coursewise: Gifted Pottery');
    expect(giftMail?.text).toContain('Happy birthday!');
    expect(giftMail?.text).toContain(`/gifts/redeem?code=${code}`);
    // Only an HMAC of the code is stored.
    const [row] = await giftRows(course.id);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''));

    const [receipt] = (await mailsTo(t.app, buyer.email)).filter((m) => m.subject.includes('receipt'));
    expect(receipt?.text).toContain(`Gifted Pottery (gift for ${friend})`);
    expect(receipt?.text).toContain(`This course is a gift for ${friend}`);
    const again = (await getPayment(t.app, buyer.token, paid.id)).json() as { data: Payment };
    expect(again.data).toEqual(paid);
  });

  it('lets the buyer give a course they own, and lists the gift among their purchases', async () => {
    const buyer = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 1500 });
    const own = await buyCourses(t.app, buyer.token, [course.id]);
    const friend = uniqueEmail('friend');
    const gift = await buyGift(t.app, buyer.token, course.id, friend);
    const list = await call(t.app, { method: 'GET', url: '/api/purchase/list', token: buyer.token });
    const { items, total } = (list.json() as { data: Paged<Purchase> }).data;
    expect(total).toBe(2);
    expect(items.map((item) => [item.paymentId, item.gift?.recipientEmail ?? null])).toEqual([
      [gift.id, friend],
      [own.id, null],
    ]);
    expect(items[0]).toMatchObject({ amount: 1500, receiptNumber: gift.receiptNumber, refundedAt: null });
    expect(items[0]?.gift?.redeemedAt).toBeNull();
    const second = await call(t.app, {
      method: 'GET',
      url: '/api/purchase/list?limit=1&page=2',
      token: buyer.token,
    });
    expect((second.json() as { data: Paged<Purchase> }).data.items.map((i) => i.paymentId)).toEqual([own.id]);
  });

  it('refuses a gift of several courses, of the cart, or to the buyer’s own address, writing nothing', async () => {
    const buyer = await createLearner(t.app);
    const [a, b] = [await createCourseFixture(t.app), await createCourseFixture(t.app)];
    const gift = { email: uniqueEmail('friend') };
    const two = await startCheckout(t.app, buyer.token, { courseIds: [a.id, b.id], currency: 'USD', gift });
    expect(two.statusCode).toBe(422);
    expect(refusalOf(two).message).toBe('A gift is one course: check out that course alone');
    const cart = await startCheckout(t.app, buyer.token, { currency: 'USD', gift });
    expect(cart.statusCode).toBe(422);
    const self = await startCheckout(t.app, buyer.token, {
      courseIds: [a.id],
      currency: 'USD',
      gift: { email: buyer.email.toUpperCase() },
    });
    expect(self.statusCode).toBe(422);
    expect(refusalOf(self).message).toMatch(/your own address/);
    expect(await giftRows(a.id, b.id)).toEqual([]);
    const payments = t.app.ctx.db.selectFrom('payments').select('id').where('userId', '=', buyer.id);
    expect(await payments.execute()).toEqual([]);
  });

  it('refuses bad gift fields with a 400 naming the field', async () => {
    const buyer = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const cases: unknown[] = [
      { email: 'not-an-address' },
      { email: 42 },
      {},
      { email: uniqueEmail(), message: 'x'.repeat(501) },
      { email: `${'a'.repeat(300)}@example.com` },
      { email: uniqueEmail(), extra: true },
      'friend@example.com',
    ];
    for (const gift of cases) {
      const response = await startCheckout(t.app, buyer.token, {
        courseIds: [course.id],
        currency: 'USD',
        gift,
      });
      expect(response.statusCode, JSON.stringify(gift)).toBe(400);
      expect(refusalOf(response).message).toMatch(/gift/);
    }
    const unknown = await startCheckout(t.app, buyer.token, {
      courseIds: ['0190d4c2-0000-7000-8000-000000000000'],
      currency: 'USD',
      gift: { email: uniqueEmail() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await giftRows(course.id)).toEqual([]);
  });

  it('mails nothing and gives no code while the gift is not paid', async () => {
    const buyer = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const friend = uniqueEmail('friend');
    const response = await startCheckout(t.app, buyer.token, {
      courseIds: [course.id],
      currency: 'USD',
      gift: { email: friend },
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: Payment }).data.gift?.codeHint).toBeNull();
    expect(await mailsTo(t.app, friend)).toEqual([]);
    const list = await call(t.app, { method: 'GET', url: '/api/purchase/list', token: buyer.token });
    expect((list.json() as { data: Paged<Purchase> }).data.total).toBe(0);
  });
});
