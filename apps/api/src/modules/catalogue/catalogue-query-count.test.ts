import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';

const chapters = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: `Chapter ${i + 1}`,
    type: 'text' as const,
    content: '<p>Text.</p>',
    durationMinutes: 5,
  }));

describeEachDatabase('catalogue query counts', (dialect) => {
  const t = useTestApp(dialect);
  let learner: TestUser;
  let small: { id: string; slug: string };
  let large: { id: string; slug: string };

  beforeAll(async () => {
    learner = await createLearner(t.app);
    small = await createCourseFixture(t.app);
    large = await createCourseFixture(t.app, {
      modules: Array.from({ length: 8 }, (_, i) => ({ title: `Module ${i + 1}`, chapters: chapters(6) })),
    });
    for (let i = 0; i < 15; i++) {
      const buyer = await createLearner(t.app);
      await createPurchaseFixture(t.app, buyer.id, large.id);
      await call(t.app, {
        method: 'POST',
        url: '/api/review/add',
        token: buyer.token,
        payload: { courseId: large.id, rating: 1 + (i % 5), comment: `Review ${i}` },
      });
    }
    for (let i = 0; i < 20; i++) await createCourseFixture(t.app);
    t.app.catalogueCache.invalidate();
  });

  /** The statements one request runs, counted from Kysely's query log. */
  async function queriesOf(url: string, token?: string): Promise<string[]> {
    t.app.catalogueCache.invalidate();
    const before = t.queries.length;
    const response = await call(t.app, { method: 'GET', url, token });
    expect(response.statusCode, response.body).toBe(200);
    return t.queries.slice(before);
  }

  it('course/details runs at most 3 queries whatever the course size, with or without a token', async () => {
    for (const course of [small, large]) {
      expect((await queriesOf(`/api/course/details?slug=${course.slug}`)).length).toBeLessThanOrEqual(3);
      expect(
        (await queriesOf(`/api/course/details?id=${course.id}`, learner.token)).length,
      ).toBeLessThanOrEqual(3);
    }
    const details = await call(t.app, { method: 'GET', url: `/api/course/details?id=${large.id}` });
    expect(details.json().data.modules).toHaveLength(8);
    expect(details.json().data.reviews).toHaveLength(10);
  });

  it('course/list runs at most 2 queries with or without a token, on any page, filter or search', async () => {
    for (const query of [
      '',
      '?limit=100',
      '?page=2&limit=5',
      '?sort=rating&level=beginner',
      '?search=course',
      '?minPrice=1000&sort=price_desc',
    ]) {
      expect((await queriesOf(`/api/course/list${query}`)).length, query).toBeLessThanOrEqual(2);
      expect((await queriesOf(`/api/course/list${query}`, learner.token)).length, query).toBeLessThanOrEqual(
        2,
      );
    }
  });

  it('serves a signed-in page from the public cache with one flags query', async () => {
    await queriesOf('/api/course/list?sort=newest');
    const before = t.queries.length;
    const response = await call(t.app, {
      method: 'GET',
      url: '/api/course/list?sort=newest',
      token: learner.token,
    });
    expect(t.queries.length - before).toBeLessThanOrEqual(2);
    const items = response.json().data.items as { isWishlisted?: boolean; isPurchased?: boolean }[];
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every((item) => typeof item.isWishlisted === 'boolean' && typeof item.isPurchased === 'boolean'),
    ).toBe(true);
  });

  it('serves repeated anonymous requests from the cache, and a review write refreshes it', async () => {
    await queriesOf(`/api/course/details?id=${small.id}`);
    const before = t.queries.length;
    const cached = await call(t.app, { method: 'GET', url: `/api/course/details?id=${small.id}` });
    expect(t.queries.length).toBe(before);
    expect(cached.json().data.rating.count).toBe(0);
    await createPurchaseFixture(t.app, learner.id, small.id);
    await call(t.app, {
      method: 'POST',
      url: '/api/review/add',
      token: learner.token,
      payload: { courseId: small.id, rating: 5, comment: 'Lovely' },
    });
    const fresh = await call(t.app, { method: 'GET', url: `/api/course/details?id=${small.id}` });
    expect(fresh.json().data.rating).toEqual({ average: 5, count: 1 });
    expect(fresh.json().data.reviews[0]).toMatchObject({
      rating: 5,
      comment: 'Lovely',
      author: { name: 'Test L.' },
    });
  });
});
