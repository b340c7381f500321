import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { buildTestApp, call, describeEachDatabase, type TestApp } from '../../../test/helper.js';

describeEachDatabase('course/details and category/list', (dialect) => {
  let t: TestApp;
  let course: { id: string; slug: string; categoryId: string };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    course = await createCourseFixture(t.app, {
      title: 'Data analysis with SQL',
      description:
        '<p>Query <strong>real</strong> data.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      outcomes: ['Write joins', 'Group and aggregate'],
      requirements: ['A laptop'],
    });
  });
  afterAll(() => t.close());

  const details = (query: string, token?: string) =>
    call(t.app, { method: 'GET', url: `/api/course/details${query}`, token });

  it('answers the course with its ordered outline, by id and by slug', async () => {
    const byId = await details(`?id=${course.id}`);
    const bySlug = await details(`?slug=${course.slug}`);
    expect(byId.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
    const data = byId.json().data;
    expect(data).toMatchObject({
      id: course.id,
      title: 'Data analysis with SQL',
      outcomes: ['Write joins', 'Group and aggregate'],
      requirements: ['A laptop'],
      instructor: { name: 'Ada Teacher' },
      durationMinutes: 30,
      ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      reviews: [],
    });
    expect(data.modules.map((m: { title: string }) => m.title)).toEqual(['Getting started', 'Going further']);
    expect(data.modules[0].chapters).toEqual([
      expect.objectContaining({ title: 'Welcome', type: 'video', durationMinutes: 5, isPreview: true }),
      expect.objectContaining({ title: 'Setup', type: 'text', durationMinutes: 10, isPreview: false }),
    ]);
    expect(data.modules[0].chapters[1]).not.toHaveProperty('content');
  });

  it('stores course HTML sanitised: no scripts, event handlers or javascript: links', async () => {
    const html: string = (await details(`?id=${course.id}`)).json().data.description;
    expect(html).toContain('<strong>real</strong>');
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
  });

  it('shows reviews with the rating breakdown, and the flags for a signed-in learner', async () => {
    const learner = await createLearner(t.app);
    await createPurchaseFixture(t.app, learner.id, course.id);
    await call(t.app, {
      method: 'POST',
      url: '/api/review/add',
      token: learner.token,
      payload: { courseId: course.id, rating: 5, comment: 'Clear and practical' },
    });
    const data = (await details(`?id=${course.id}`, learner.token)).json().data;
    expect(data).toMatchObject({
      isPurchased: true,
      isInCart: false,
      isWishlisted: false,
      rating: { average: 5, count: 1 },
      ratingBreakdown: { 5: 1 },
    });
    expect(data.reviews[0]).toMatchObject({
      rating: 5,
      comment: 'Clear and practical',
      author: { name: 'Test L.' },
    });
    const anonymous = (await details(`?id=${course.id}`)).json().data;
    expect(anonymous.rating).toEqual({ average: 5, count: 1 });
    expect(anonymous).not.toHaveProperty('isPurchased');
  });

  it.each([
    ['', 400],
    ['?id=', 400],
    [`?id=${'x'.repeat(65)}`, 400],
    ['?slug=Bad%20Slug', 400],
    ['?id=0190a1b2-0000-7000-8000-000000000000', 404],
    ['?slug=no-such-course', 404],
    ['?other=1', 400],
  ])('refuses %s with %i and a message', async (query, status) => {
    const response = await details(query);
    expect(response.statusCode).toBe(status);
    expect(response.json().message.length).toBeGreaterThan(0);
  });

  it('hides unpublished courses', async () => {
    const draft = await createCourseFixture(t.app, { published: false });
    expect((await details(`?id=${draft.id}`)).statusCode).toBe(404);
  });

  it('lists categories with their published course counts', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/category/list' });
    expect(response.statusCode).toBe(200);
    const category = response.json().data.find((c: { id: string }) => c.id === course.categoryId);
    expect(category).toMatchObject({ courseCount: 1 });
  });
});
