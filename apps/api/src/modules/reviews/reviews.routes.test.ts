import type { CourseDetails } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  fieldRefusal,
  type Refusal,
  refusalOf,
  useTestApp,
} from '../../../test/helper.js';

/** Stands for the test's own course id in the table of refused bodies. */
const THE_COURSE = 'the-course';

describeEachDatabase('review/add', (dialect) => {
  const t = useTestApp(dialect);

  const review = (token: string | undefined, payload: unknown) =>
    call(t.app, { method: 'POST', url: '/api/review/add', token, payload: payload as object });

  /** A fresh course and a learner who bought it: each test starts from its own. */
  async function boughtCourse(): Promise<{ courseId: string; buyer: TestUser }> {
    const { id: courseId } = await createCourseFixture(t.app);
    const buyer = await createLearner(t.app);
    await createPurchaseFixture(t.app, buyer.id, courseId);
    return { courseId, buyer };
  }

  /**
   * The course page as a signed-in learner sees it. Signed-in pages never come from the anonymous
   * response cache, so this is the stored reviews and rating summary as they are now.
   */
  async function storedPage(courseId: string, token: string): Promise<CourseDetails> {
    const response = await call(t.app, { method: 'GET', url: `/api/course/details?id=${courseId}`, token });
    expect(response.statusCode).toBe(200);
    return response.json().data as CourseDetails;
  }

  it('refuses a learner who has not bought the course', async () => {
    const { courseId } = await boughtCourse();
    const stranger = await createLearner(t.app);
    const response = await review(stranger.token, { courseId, rating: 5, comment: 'Looks good' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only learners who bought this course can review it');
    const page = await storedPage(courseId, stranger.token);
    expect(page.reviews).toEqual([]);
    expect(page.rating).toEqual({ average: 0, count: 0 });
  });

  it('adds one review per learner; a second call edits it and the rating follows', async () => {
    const { courseId, buyer } = await boughtCourse();
    const first = await review(buyer.token, { courseId, rating: 2, comment: '  Too fast for me  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ rating: 2, comment: 'Too fast for me' });
    const second = await review(buyer.token, { courseId, rating: 4, comment: 'Better on a second pass' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);

    const other = await createLearner(t.app);
    await createPurchaseFixture(t.app, other.id, courseId);
    expect((await review(other.token, { courseId, rating: 5, comment: 'Excellent' })).statusCode).toBe(201);

    const page = await storedPage(courseId, other.token);
    expect(page.reviews).toHaveLength(2);
    expect(page.rating).toEqual({ average: 4.5, count: 2 });
    expect(page.ratingBreakdown).toEqual({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 });
  });

  const absent = { message: 'This course does not exist' };
  it.each<[object, number, Refusal]>([
    [{ courseId: THE_COURSE, rating: 5 }, 400, fieldRefusal('comment', 'is required')],
    [{ rating: 5, comment: 'x' }, 400, fieldRefusal('courseId', 'is required')],
    [{ courseId: THE_COURSE, rating: 0, comment: 'x' }, 400, fieldRefusal('rating', 'must be at least 1')],
    [{ courseId: THE_COURSE, rating: 6, comment: 'x' }, 400, fieldRefusal('rating', 'must be at most 5')],
    [{ courseId: THE_COURSE, rating: 4.5, comment: 'x' }, 400, fieldRefusal('rating', 'must be an integer')],
    [{ courseId: THE_COURSE, rating: '5', comment: 'x' }, 400, fieldRefusal('rating', 'must be an integer')],
    [
      { courseId: THE_COURSE, rating: 5, comment: '' },
      400,
      fieldRefusal('comment', 'must be at least 1 characters'),
    ],
    [
      { courseId: THE_COURSE, rating: 5, comment: 'x'.repeat(2001) },
      400,
      fieldRefusal('comment', 'must be at most 2000 characters'),
    ],
    [
      { courseId: THE_COURSE, rating: 5, comment: 'x', hidden: 0 },
      400,
      fieldRefusal('hidden', 'is not an accepted field'),
    ],
    [{ courseId: '0190a1b2-0000-7000-8000-000000000000', rating: 5, comment: 'x' }, 404, absent],
  ])('refuses %j with %i and keeps the stored review', async (body, status, refusal) => {
    const { courseId, buyer } = await boughtCourse();
    expect((await review(buyer.token, { courseId, rating: 3, comment: 'Solid' })).statusCode).toBe(201);
    const before = await storedPage(courseId, buyer.token);

    const sent = 'courseId' in body && body.courseId === THE_COURSE ? { ...body, courseId } : body;
    const response = await review(buyer.token, sent);
    expect(response.statusCode).toBe(status);
    expect(refusalOf(response)).toEqual(refusal);

    const after = await storedPage(courseId, buyer.token);
    expect(after.myReview).toMatchObject({ rating: 3, comment: 'Solid' });
    expect({ rating: after.rating, breakdown: after.ratingBreakdown, reviews: after.reviews }).toEqual({
      rating: before.rating,
      breakdown: before.ratingBreakdown,
      reviews: before.reviews,
    });
  });

  it("shows each learner their own review on the course page, and nobody else's", async () => {
    const { courseId, buyer } = await boughtCourse();
    await review(buyer.token, { courseId, rating: 4, comment: 'Better on a second pass' });
    expect((await storedPage(courseId, buyer.token)).myReview).toMatchObject({
      rating: 4,
      comment: 'Better on a second pass',
    });
    const stranger = await createLearner(t.app);
    expect((await storedPage(courseId, stranger.token)).myReview).toBeNull();
    const anonymous = await call(t.app, { method: 'GET', url: `/api/course/details?id=${courseId}` });
    expect(anonymous.json().data).not.toHaveProperty('myReview');
  });

  it('needs a token, and stores nothing without one', async () => {
    const { courseId, buyer } = await boughtCourse();
    const response = await review(undefined, { courseId, rating: 5, comment: 'x' });
    expect(response.statusCode).toBe(401);
    expect(refusalOf(response)).toEqual({ message: 'Please sign in to continue' });
    expect((await storedPage(courseId, buyer.token)).reviews).toEqual([]);
  });
});
