import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { buildTestApp, call, describeEachDatabase, type TestApp } from '../../../test/helper.js';

describeEachDatabase('review/add', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let course: { id: string; slug: string };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    buyer = await createLearner(t.app);
    course = await createCourseFixture(t.app);
    await createPurchaseFixture(t.app, buyer.id, course.id);
  });
  afterAll(() => t.close());

  const review = (token: string | undefined, payload: unknown) =>
    call(t.app, { method: 'POST', url: '/api/review/add', token, payload: payload as object });
  const details = async () =>
    (await call(t.app, { method: 'GET', url: `/api/course/details?id=${course.id}` })).json().data;

  it('refuses a learner who has not bought the course', async () => {
    const stranger = await createLearner(t.app);
    const response = await review(stranger.token, { courseId: course.id, rating: 5, comment: 'Looks good' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only learners who bought this course can review it');
    expect((await details()).reviews).toEqual([]);
  });

  it('adds one review per learner; a second call edits it and the rating follows', async () => {
    const first = await review(buyer.token, {
      courseId: course.id,
      rating: 2,
      comment: '  Too fast for me  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ rating: 2, comment: 'Too fast for me' });
    const second = await review(buyer.token, {
      courseId: course.id,
      rating: 4,
      comment: 'Better on a second pass',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);

    const other = await createLearner(t.app);
    await createPurchaseFixture(t.app, other.id, course.id);
    await review(other.token, { courseId: course.id, rating: 5, comment: 'Excellent' });

    const data = await details();
    expect(data.reviews).toHaveLength(2);
    expect(data.rating).toEqual({ average: 4.5, count: 2 });
    expect(data.ratingBreakdown).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 });
  });

  it.each([
    [{ courseId: 'x', rating: 5 }, 400],
    [{ rating: 5, comment: 'x' }, 400],
    [{ courseId: 'x', rating: 0, comment: 'x' }, 400],
    [{ courseId: 'x', rating: 6, comment: 'x' }, 400],
    [{ courseId: 'x', rating: 4.5, comment: 'x' }, 400],
    [{ courseId: 'x', rating: '5', comment: 'x' }, 400],
    [{ courseId: 'x', rating: 5, comment: '' }, 400],
    [{ courseId: 'x', rating: 5, comment: 'x'.repeat(2001) }, 400],
    [{ courseId: 'x', rating: 5, comment: 'x', hidden: 0 }, 400],
    [{ courseId: '0190a1b2-0000-7000-8000-000000000000', rating: 5, comment: 'x' }, 404],
  ])('refuses %j with %i and keeps the stored review', async (body, status) => {
    const response = await review(buyer.token, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message.length).toBeGreaterThan(0);
    expect((await details()).rating.count).toBe(2);
  });

  it("shows each learner their own review on the course page, and nobody else's", async () => {
    const mine = (
      await call(t.app, { method: 'GET', url: `/api/course/details?id=${course.id}`, token: buyer.token })
    ).json().data;
    expect(mine.myReview).toMatchObject({ rating: 4, comment: 'Better on a second pass' });
    const stranger = await createLearner(t.app);
    const theirs = (
      await call(t.app, { method: 'GET', url: `/api/course/details?id=${course.id}`, token: stranger.token })
    ).json().data;
    expect(theirs.myReview).toBeNull();
    expect(await details()).not.toHaveProperty('myReview');
  });

  it('needs a token', async () => {
    expect((await review(undefined, { courseId: course.id, rating: 5, comment: 'x' })).statusCode).toBe(401);
  });
});
