import { expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { saveSettings } from '../settings/settings.service.js';

describeEachDatabase('cart', (dialect) => {
  const t = useTestApp(dialect);
  const prices = [999, 2999, 14999, 1333];

  const toggle = (token: string, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/cart/add-remove', token, payload });
  const cart = (token: string, currency?: string) =>
    call(t.app, { method: 'GET', url: `/api/cart/list${currency ? `?currency=${currency}` : ''}`, token });

  /** A learner with four fresh courses in their cart, one at each price: each test starts from its own. */
  async function filledCart(): Promise<{ learner: TestUser; courses: { id: string }[] }> {
    const learner = await createLearner(t.app);
    const courses: { id: string }[] = [];
    for (const priceCents of prices) courses.push(await createCourseFixture(t.app, { priceCents }));
    for (const course of courses)
      expect((await toggle(learner.token, { courseId: course.id })).statusCode).toBe(200);
    return { learner, courses };
  }

  it('prices the cart in USD by default and in GBP and EUR as the sum of round(price × rate)', async () => {
    const { learner } = await filledCart();
    await saveSettings(t.app.ctx.db, { rates: { GBP: 0.7913, EUR: 0.9237 } });
    expect((await cart(learner.token)).json().data).toMatchObject({
      currency: 'USD',
      subtotal: 20330,
      total: 20330,
    });
    for (const [currency, rate] of [
      ['GBP', 0.7913],
      ['EUR', 0.9237],
    ] as const) {
      const data = (await cart(learner.token, currency)).json().data;
      const expected = prices.reduce((sum, p) => sum + Math.round(p * rate), 0);
      expect(data).toMatchObject({ currency, subtotal: expected, total: expected });
      expect(data.items.map((i: { convertedPrice: number }) => i.convertedPrice)).toEqual(
        [...prices].reverse().map((p) => Math.round(p * rate)),
      );
    }
  });

  it('refuses a course the learner already owns with 409, and drops owned courses from the total', async () => {
    const { learner, courses } = await filledCart();
    const owned = courses[0]?.id as string;
    await createPurchaseFixture(t.app, learner.id, owned);
    const data = (await cart(learner.token)).json().data;
    expect(data.items.map((i: { id: string }) => i.id)).not.toContain(owned);
    expect(data.total).toBe(20330 - 999);
    // It is still in the cart table, so toggling would remove it; adding a fresh owned course is refused.
    const fresh = await createCourseFixture(t.app);
    await createPurchaseFixture(t.app, learner.id, fresh.id);
    const response = await toggle(learner.token, { courseId: fresh.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You already own this course');
  });

  it('keeps carts apart and refuses bad input', async () => {
    const { learner } = await filledCart();
    const other = await createLearner(t.app);
    expect((await cart(other.token)).json().data).toMatchObject({ items: [], total: 0 });
    for (const currency of ['JPY', 'usd', 'GBPX']) {
      const refused = await cart(learner.token, currency);
      expect(refused.statusCode).toBe(400);
      expect(refusalOf(refused)).toEqual({
        message: 'querystring currency: must be one of: USD, GBP, EUR',
        errors: [{ path: 'currency', message: 'must be one of: USD, GBP, EUR' }],
      });
    }
    expect((await call(t.app, { method: 'GET', url: '/api/cart/list' })).statusCode).toBe(401);
    const unknown = await toggle(learner.token, { courseId: 'missing' });
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This course does not exist' });
    const bad = await toggle(learner.token, { course: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(refusalOf(bad).message).toBe('courseId: is required');
    expect((await cart(learner.token)).json().data.items).toHaveLength(prices.length);
  });
});
