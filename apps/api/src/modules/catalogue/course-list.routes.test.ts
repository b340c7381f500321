import { beforeAll, expect, it } from 'vitest';
import {
  createCategoryFixture,
  createCourseFixture,
  createPurchaseFixture,
} from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, refusalOf, useTestApp } from '../../../test/helper.js';

interface Summary {
  id: string;
  title: string;
  price: number;
  level: string;
  category: { slug: string };
  isWishlisted?: boolean;
  isInCart?: boolean;
  isPurchased?: boolean;
}
interface ListBody {
  data: { items: Summary[]; page: number; limit: number; total: number };
}

describeEachDatabase('course/list', (dialect) => {
  const t = useTestApp(dialect);
  let design: { id: string; slug: string };
  let code: { id: string; slug: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    design = await createCategoryFixture(t.app, 'Design');
    code = await createCategoryFixture(t.app, 'Development');
    const make = async (
      key: string,
      title: string,
      categoryId: string,
      priceCents: number,
      level: 'beginner' | 'advanced',
      createdAt: string,
      description = '<p>Learn it.</p>',
    ) => {
      ids[key] = (
        await createCourseFixture(t.app, { title, categoryId, priceCents, level, createdAt, description })
      ).id;
    };
    await make(
      'ts',
      'Practical TypeScript',
      code.id,
      4999,
      'advanced',
      '2026-01-01T00:00:00.000Z',
      '<p>Types for large <strong>JavaScript</strong> codebases.</p>',
    );
    await make(
      'react',
      'React from the ground up',
      code.id,
      2999,
      'beginner',
      '2026-03-01T00:00:00.000Z',
      '<p>Components, hooks and TypeScript.</p>',
    );
    await make(
      'colour',
      'Colour theory for designers',
      design.id,
      999,
      'beginner',
      '2026-02-01T00:00:00.000Z',
    );
    await make('type', 'Typography essentials', design.id, 14999, 'advanced', '2026-04-01T00:00:00.000Z');
    await createCourseFixture(t.app, { title: 'Unpublished draft', categoryId: design.id, published: false });
  });

  const list = async (query = '', token?: string) => {
    const response = await call(t.app, { method: 'GET', url: `/api/course/list${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ListBody).data;
  };
  const titles = (data: ListBody['data']) => data.items.map((c) => c.title);

  it('lists published courses only, with the default page size and total', async () => {
    const data = await list();
    expect(data).toMatchObject({ page: 1, limit: 12, total: 4 });
    expect(titles(data)).not.toContain('Unpublished draft');
    expect(data.items[0]).not.toHaveProperty('isWishlisted');
  });

  it('filters by category, level and price range', async () => {
    expect(titles(await list(`?category=${design.slug}`)).sort()).toEqual([
      'Colour theory for designers',
      'Typography essentials',
    ]);
    expect(titles(await list('?level=advanced')).sort()).toEqual([
      'Practical TypeScript',
      'Typography essentials',
    ]);
    expect(titles(await list('?minPrice=2000&maxPrice=5000')).sort()).toEqual([
      'Practical TypeScript',
      'React from the ground up',
    ]);
    expect((await list('?category=no-such-category')).total).toBe(0);
  });

  it('sorts by price both ways and by newest', async () => {
    expect((await list('?sort=price_asc')).items.map((c) => c.price)).toEqual([999, 2999, 4999, 14999]);
    expect((await list('?sort=price_desc')).items.map((c) => c.price)).toEqual([14999, 4999, 2999, 999]);
    expect(titles(await list('?sort=newest'))[0]).toBe('Typography essentials');
  });

  it('searches title, subtitle and description by word prefix, most relevant first', async () => {
    const data = await list('?search=typescript');
    expect(titles(data)).toEqual(['Practical TypeScript', 'React from the ground up']);
    expect(titles(await list('?search=javascr'))).toEqual(['Practical TypeScript']);
    expect(titles(await list('?search=COLOUR%20theory'))).toEqual(['Colour theory for designers']);
  });

  it('treats SQL and full-text metacharacters as plain words', async () => {
    for (const search of [
      "' OR 1=1 --",
      '"; drop table courses; --',
      'type* AND NOT',
      '%_\\',
      'NEAR(a b)',
      '()',
    ]) {
      const response = await call(t.app, {
        method: 'GET',
        url: `/api/course/list?search=${encodeURIComponent(search)}`,
      });
      expect(response.statusCode, search).toBe(200);
    }
    expect((await list()).total).toBe(4);
  });

  it('pages without repeating or skipping a course', async () => {
    const first = await list('?limit=3&page=1&sort=price_asc');
    const second = await list('?limit=3&page=2&sort=price_asc');
    expect(first.items).toHaveLength(3);
    expect(second.items).toHaveLength(1);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(4);
    expect((await list('?page=99')).items).toEqual([]);
  });

  // [query, field, what the field is told]: the message names the field; enums also list every value.
  it.each([
    ['?page=0', 'page', 'must be at least 1'],
    ['?page=abc', 'page', 'must be an integer'],
    ['?limit=101', 'limit', 'must be at most 100'],
    ['?limit=0', 'limit', 'must be at least 1'],
    ['?sort=cheapest', 'sort', 'must be one of: popular, rating, newest, price_asc, price_desc, relevance'],
    ['?level=expert', 'level', 'must be one of: beginner, intermediate, advanced, all'],
    ['?minPrice=-1', 'minPrice', 'must be at least 0'],
    ['?maxPrice=1.5', 'maxPrice', 'must be an integer'],
    ['?category=Not%20A%20Slug', 'category', 'has an invalid format'],
    [`?search=${'a'.repeat(201)}`, 'search', 'must be at most 200 characters'],
    ['?unknown=1', 'unknown', 'is not an accepted field'],
  ])('refuses %s with a 400 and a message', async (query, path, message) => {
    const response = await call(t.app, { method: 'GET', url: `/api/course/list${query}` });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(`querystring ${path}: ${message}`);
    expect(errorOf(response).errors).toContainEqual({ path, message });
  });

  it('refuses a minimum price above the maximum with a 400 and a message', async () => {
    const response = await call(t.app, {
      method: 'GET',
      url: '/api/course/list?minPrice=5000&maxPrice=1000',
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual({
      message: 'minPrice must not be above maxPrice',
      errors: [{ path: 'minPrice', message: 'must not be above maxPrice' }],
    });
  });

  it('flags each course for the signed-in learner, and only for them', async () => {
    const learner = await createLearner(t.app);
    const other = await createLearner(t.app);
    await call(t.app, {
      method: 'POST',
      url: '/api/wish/add-remove',
      token: learner.token,
      payload: { courseId: ids.ts },
    });
    await call(t.app, {
      method: 'POST',
      url: '/api/cart/add-remove',
      token: learner.token,
      payload: { courseId: ids.react },
    });
    await createPurchaseFixture(t.app, learner.id, ids.colour as string);
    const mine = new Map((await list('?limit=100', learner.token)).items.map((c) => [c.id, c]));
    expect(mine.get(ids.ts as string)).toMatchObject({
      isWishlisted: true,
      isInCart: false,
      isPurchased: false,
    });
    expect(mine.get(ids.react as string)).toMatchObject({
      isWishlisted: false,
      isInCart: true,
      isPurchased: false,
    });
    expect(mine.get(ids.colour as string)).toMatchObject({
      isWishlisted: false,
      isInCart: false,
      isPurchased: true,
    });
    const theirs = (await list('?limit=100', other.token)).items;
    expect(theirs.every((c) => !c.isWishlisted && !c.isInCart && !c.isPurchased)).toBe(true);
  });

  it('answers 401 for a bad token instead of silently listing anonymously', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/course/list', token: 'not-a-token' });
    expect(response.statusCode).toBe(401);
  });
});
