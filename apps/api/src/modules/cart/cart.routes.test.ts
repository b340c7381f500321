import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { buildTestApp, call, describeEachDatabase, type TestApp } from '../../../test/helper.js';
import { saveSettings } from '../settings/settings.service.js';

describeEachDatabase('cart', (dialect) => {
  let t: TestApp;
  let learner: TestUser;
  const prices = [999, 2999, 14999, 1333];
  let courses: { id: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    learner = await createLearner(t.app);
    courses = [];
    for (const priceCents of prices) courses.push(await createCourseFixture(t.app, { priceCents }));
    for (const course of courses)
      await call(t.app, {
        method: 'POST',
        url: '/api/cart/add-remove',
        token: learner.token,
        payload: { courseId: course.id },
      });
  });
  afterAll(() => t.close());

  const cart = (currency?: string, token = learner.token) =>
    call(t.app, { method: 'GET', url: `/api/cart/list${currency ? `?currency=${currency}` : ''}`, token });

  it('prices the cart in USD by default and in GBP and EUR as the sum of round(price × rate)', async () => {
    await saveSettings(t.app.ctx, { rates: { GBP: 0.7913, EUR: 0.9237 } });
    expect((await cart()).json().data).toMatchObject({ currency: 'USD', subtotal: 20330, total: 20330 });
    for (const [currency, rate] of [
      ['GBP', 0.7913],
      ['EUR', 0.9237],
    ] as const) {
      const data = (await cart(currency)).json().data;
      const expected = prices.reduce((sum, p) => sum + Math.round(p * rate), 0);
      expect(data).toMatchObject({ currency, subtotal: expected, total: expected });
      expect(data.items.map((i: { convertedPrice: number }) => i.convertedPrice)).toEqual(
        [...prices].reverse().map((p) => Math.round(p * rate)),
      );
    }
  });

  it('refuses a course the learner already owns with 409, and drops owned courses from the total', async () => {
    const owned = courses[0]?.id as string;
    await createPurchaseFixture(t.app, learner.id, owned);
    const data = (await cart()).json().data;
    expect(data.items.map((i: { id: string }) => i.id)).not.toContain(owned);
    expect(data.total).toBe(20330 - 999);
    // It is still in the cart table, so toggling would remove it; adding a fresh owned course is refused.
    const fresh = await createCourseFixture(t.app);
    await createPurchaseFixture(t.app, learner.id, fresh.id);
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/cart/add-remove',
      token: learner.token,
      payload: { courseId: fresh.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You already own this course');
  });

  it('keeps carts apart and refuses bad input', async () => {
    const other = await createLearner(t.app);
    expect((await cart(undefined, other.token)).json().data).toMatchObject({ items: [], total: 0 });
    for (const currency of ['JPY', 'usd', 'GBPX']) expect((await cart(currency)).statusCode).toBe(400);
    expect((await call(t.app, { method: 'GET', url: '/api/cart/list' })).statusCode).toBe(401);
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/cart/add-remove',
      token: learner.token,
      payload: { courseId: 'missing' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/cart/add-remove',
      token: learner.token,
      payload: { course: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
