import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';

describeEachDatabase('course/details and category/list', (dialect) => {
  const t = useTestApp(dialect);
  let course: { id: string; slug: string; categoryId: string };

  beforeAll(async () => {
    course = await createCourseFixture(t.app, {
      title: 'Data analysis with SQL',
      description:
        '<p>Query <strong>real</strong> data.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      outcomes: ['Write joins', 'Group and aggregate'],
      requirements: ['A laptop'],
    });
  });

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
    // Its own course: the shared one must stay without reviews for the outline test.
    const reviewed = await createCourseFixture(t.app);
    const learner = await createLearner(t.app);
    await createPurchaseFixture(t.app, learner.id, reviewed.id);
    await call(t.app, {
      method: 'POST',
      url: '/api/review/add',
      token: learner.token,
      payload: { courseId: reviewed.id, rating: 5, comment: 'Clear and practical' },
    });
    const data = (await details(`?id=${reviewed.id}`, learner.token)).json().data;
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
    const anonymous = (await details(`?id=${reviewed.id}`)).json().data;
    expect(anonymous.rating).toEqual({ average: 5, count: 1 });
    expect(anonymous).not.toHaveProperty('isPurchased');
  });

  const absent = { message: 'This course does not exist' };
  it.each([
    ['', 400, { message: 'Give the course id or slug', errors: [{ path: 'id', message: 'is required' }] }],
    ['?id=', 400, fieldRefusal('id', 'must be at least 1 characters', 'querystring ')],
    [`?id=${'x'.repeat(65)}`, 400, fieldRefusal('id', 'must be at most 64 characters', 'querystring ')],
    ['?slug=Bad%20Slug', 400, fieldRefusal('slug', 'has an invalid format', 'querystring ')],
    ['?id=0190a1b2-0000-7000-8000-000000000000', 404, absent],
    ['?slug=no-such-course', 404, absent],
    ['?other=1', 400, fieldRefusal('other', 'is not an accepted field', 'querystring ')],
  ])('refuses %s with %i and a message', async (query, status, refusal) => {
    const response = await details(query);
    expect(response.statusCode).toBe(status);
    expect(refusalOf(response)).toEqual(refusal);
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
