import type { AdminReview, CourseDetails, Paged, Review } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, json, useTestApp } from '../../../test/helper.js';
import { buy, createStudyCourse, postProgress } from '../../../test/learning-factories.js';
import { saveReview } from './reviews.service.js';

describeEachDatabase('early reviews', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  /** A fresh four-chapter course and a learner who bought it. */
  async function enrolled() {
    const course = await createStudyCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    return { course, learner };
  }

  async function writeReview(token: string, courseId: string, comment: string): Promise<Review> {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/review/add',
      token,
      payload: { courseId, rating: 4, comment },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return json<{ data: Review }>(response).data;
  }

  async function complete(token: string, chapterId: string) {
    const response = await postProgress(t.app, token, { chapterId, completed: true });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** The course page's review list, as anyone sees it. */
  async function publicReviews(courseId: string): Promise<Review[]> {
    const response = await call(t.app, { method: 'GET', url: `/api/course/details?id=${courseId}` });
    expect(response.statusCode).toBe(200);
    return json<{ data: CourseDetails }>(response).data.reviews;
  }

  async function adminReviews(courseId: string): Promise<AdminReview[]> {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/admin/reviews?courseId=${courseId}`,
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    return json<{ data: Paged<AdminReview> }>(response).data.items;
  }

  it('labels a review written before any chapter as early, on the course page and for the admin', async () => {
    const { course, learner } = await enrolled();
    const written = await writeReview(learner.token, course.id, 'Looks promising so far');
    expect(written.isEarly).toBe(true);

    expect(await publicReviews(course.id)).toEqual([
      expect.objectContaining({ id: written.id, isEarly: true }),
    ]);
    expect(await adminReviews(course.id)).toEqual([
      expect.objectContaining({ id: written.id, progressPercent: 0, isEarly: true }),
    ]);
  });

  it('does not label a review written after a quarter of the course', async () => {
    const { course, learner } = await enrolled();
    await complete(learner.token, course.chapters.welcome.id);
    const written = await writeReview(learner.token, course.id, 'A quarter in and enjoying it');
    expect(written.isEarly).toBe(false);

    expect(await publicReviews(course.id)).toEqual([
      expect.objectContaining({ id: written.id, isEarly: false }),
    ]);
    expect(await adminReviews(course.id)).toEqual([
      expect.objectContaining({ id: written.id, progressPercent: 25, isEarly: false }),
    ]);
  });

  it('records the progress again when the review is edited', async () => {
    const { course, learner } = await enrolled();
    const first = await writeReview(learner.token, course.id, 'Only just started');
    expect(first.isEarly).toBe(true);
    await complete(learner.token, course.chapters.welcome.id);
    await complete(learner.token, course.chapters.setup.id);

    const edited = await writeReview(learner.token, course.id, 'Half way through: still good');
    expect(edited).toMatchObject({ id: first.id, isEarly: false });
    expect(await publicReviews(course.id)).toEqual([
      expect.objectContaining({ id: first.id, isEarly: false }),
    ]);
    expect(await adminReviews(course.id)).toEqual([
      expect.objectContaining({ id: first.id, progressPercent: 50, isEarly: false }),
    ]);
  });

  it('leaves reviews without recorded progress (older and demo reviews) unlabelled', async () => {
    const { course, learner } = await enrolled();
    const { id } = await saveReview(t.app.ctx.db, {
      courseId: course.id,
      userId: learner.id,
      rating: 5,
      comment: 'Written before progress was recorded',
    });
    t.app.ctx.catalogueCache.invalidate();

    expect(await publicReviews(course.id)).toEqual([expect.objectContaining({ id, isEarly: false })]);
    expect(await adminReviews(course.id)).toEqual([
      expect.objectContaining({ id, progressPercent: null, isEarly: false }),
    ]);
  });
});
