import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { buildTestApp, call, describeEachDatabase, type TestApp } from '../../../test/helper.js';

describeEachDatabase('catalogue smoke', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists, searches, details, wishlists, carts and reviews', async () => {
    const course = await createCourseFixture(t.app, { title: 'Practical TypeScript for teams' });
    await createCourseFixture(t.app, { title: 'Watercolour basics' });
    const learner = await createLearner(t.app);
    const list = await call(t.app, { method: 'GET', url: '/api/course/list' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBe(2);
    const search = await call(t.app, {
      method: 'GET',
      url: "/api/course/list?search=typescr'; drop table courses; --",
    });
    expect(search.statusCode, search.body).toBe(200);
    const found = await call(t.app, { method: 'GET', url: '/api/course/list?search=typescr' });
    expect(found.json().data.items.map((c: { title: string }) => c.title)).toEqual([
      'Practical TypeScript for teams',
    ]);
    const details = await call(t.app, {
      method: 'GET',
      url: `/api/course/details?slug=${course.slug}`,
      token: learner.token,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().data.modules).toHaveLength(2);
    expect(details.json().data.isWishlisted).toBe(false);
    const wish = await call(t.app, {
      method: 'POST',
      url: '/api/wish/add-remove',
      token: learner.token,
      payload: { courseId: course.id },
    });
    expect(wish.json().data.wishlisted).toBe(true);
    const cart = await call(t.app, {
      method: 'POST',
      url: '/api/cart/add-remove',
      token: learner.token,
      payload: { courseId: course.id },
    });
    expect(cart.json().data.inCart).toBe(true);
    const cartList = await call(t.app, {
      method: 'GET',
      url: '/api/cart/list?currency=GBP',
      token: learner.token,
    });
    expect(cartList.json().data).toMatchObject({ currency: 'GBP', total: Math.round(1999 * 0.79) });
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/review/add',
      token: learner.token,
      payload: { courseId: course.id, rating: 5, comment: 'Great' },
    });
    expect(refused.statusCode).toBe(403);
    await createPurchaseFixture(t.app, learner.id, course.id);
    const review = await call(t.app, {
      method: 'POST',
      url: '/api/review/add',
      token: learner.token,
      payload: { courseId: course.id, rating: 4, comment: 'Great' },
    });
    expect(review.statusCode, review.body).toBe(201);
    const listed = await call(t.app, {
      method: 'GET',
      url: `/api/course/list?sort=rating`,
      token: learner.token,
    });
    expect(listed.json().data.items[0]).toMatchObject({
      id: course.id,
      rating: { average: 4, count: 1 },
      isPurchased: true,
      isWishlisted: true,
    });
  });
});
