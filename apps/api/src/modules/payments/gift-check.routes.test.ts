import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { buyGift, mailedGiftCode } from '../../../test/gift-factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buyCourses } from '../../../test/payment-factories.js';

describeEachDatabase('gifts: POST gift/check', (dialect) => {
  const t = useTestApp(dialect);
  const check = (token: string | undefined, payload: unknown) =>
    call(t.app, {
      method: 'POST',
      url: '/api/gift/check',
      ...(token ? { token } : {}),
      payload: payload as object,
    });

  it('says which course a code gives, its US price, and whether the learner owns it; redeems nothing', async () => {
    const buyer = await createLearner(t.app);
    const recipient = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 4200, title: 'Checked Gift' });
    await buyGift(t.app, buyer.token, course.id, recipient.email);
    const code = await mailedGiftCode(t.app, recipient.email);
    const first = await check(recipient.token, { code });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      course: { id: course.id, slug: course.slug, title: 'Checked Gift' },
      priceUsd: 4200,
      isCourseOwned: false,
    });
    await buyCourses(t.app, recipient.token, [course.id]);
    expect((await check(recipient.token, { code })).json().data.isCourseOwned).toBe(true);
    const gift = await t.app.ctx.db
      .selectFrom('gifts')
      .select('redeemedAt')
      .where('courseId', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(gift.redeemedAt).toBeNull();
    expect((await check(buyer.token, { code })).statusCode).toBe(422);
  });

  it('answers unknown codes like redeem does, and refuses bad input and missing tokens', async () => {
    const learner = await createLearner(t.app);
    const unknown = await check(learner.token, { code: 'ABCD-EFGH-JKMN-PQRS' });
    expect(unknown.statusCode).toBe(409);
    expect(refusalOf(unknown).message).toBe('This gift code is not valid or has been used');
    for (const payload of [
      {},
      { code: 1 },
      { code: '' },
      { code: 'x'.repeat(41) },
      { code: 'ABCD', courseId: 'x' },
    ]) {
      expect((await check(learner.token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await check(undefined, { code: 'ABCD' })).statusCode).toBe(401);
  });
});
