import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  fieldRefusal,
  type Refusal,
  refusalOf,
  useTestApp,
} from '../../../test/helper.js';

describeEachDatabase('wishlist', (dialect) => {
  const t = useTestApp(dialect);
  let learner: TestUser;
  let other: TestUser;
  let courses: { id: string }[];

  beforeAll(async () => {
    learner = await createLearner(t.app);
    other = await createLearner(t.app);
    courses = [
      await createCourseFixture(t.app),
      await createCourseFixture(t.app),
      await createCourseFixture(t.app),
    ];
  });

  const toggle = (token: string, payload: unknown) =>
    call(t.app, { method: 'POST', url: '/api/wish/add-remove', token, payload: payload as object });
  const list = (token: string, query = '') =>
    call(t.app, { method: 'GET', url: `/api/wish/list${query}`, token });

  it('toggles a course in and out, newest first, kept apart from other learners', async () => {
    for (const course of courses) {
      expect((await toggle(learner.token, { courseId: course.id })).json().data).toEqual({
        wishlisted: true,
      });
    }
    const data = (await list(learner.token)).json().data;
    expect(data.total).toBe(3);
    expect(data.items.map((c: { id: string }) => c.id)).toEqual(courses.map((c) => c.id).reverse());
    expect(data.items.every((c: { isWishlisted: boolean }) => c.isWishlisted)).toBe(true);
    expect((await list(other.token)).json().data.total).toBe(0);

    expect((await toggle(learner.token, { courseId: courses[0]?.id })).json().data).toEqual({
      wishlisted: false,
    });
    expect((await list(learner.token)).json().data.total).toBe(2);
    const paged = (await list(learner.token, '?limit=1&page=2')).json().data;
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.items).toHaveLength(1);
  });

  it('refuses unknown courses, bad bodies and missing tokens without changing the list', async () => {
    const before = (await list(learner.token)).json().data.total;
    expect(
      (await toggle(learner.token, { courseId: '0190a1b2-0000-7000-8000-000000000000' })).statusCode,
    ).toBe(404);
    const refusals: [unknown, Refusal][] = [
      [{}, fieldRefusal('courseId', 'is required')],
      [{ courseId: 5 }, fieldRefusal('courseId', 'must be a string')],
      [{ courseId: '' }, fieldRefusal('courseId', 'must be at least 1 characters')],
      [{ courseId: 'x'.repeat(65) }, fieldRefusal('courseId', 'must be at most 64 characters')],
      [{ courseId: courses[1]?.id, extra: true }, fieldRefusal('extra', 'is not an accepted field')],
      [[courses[1]?.id], fieldRefusal('body', 'must be an object')],
    ];
    for (const [body, refusal] of refusals) {
      const response = await toggle(learner.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(refusalOf(response), JSON.stringify(body)).toEqual(refusal);
    }
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/wish/add-remove',
          payload: { courseId: courses[1]?.id },
        })
      ).statusCode,
    ).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/wish/list' })).statusCode).toBe(401);
    expect((await list(learner.token, '?limit=500')).statusCode).toBe(400);
    expect((await list(learner.token)).json().data.total).toBe(before);
  });
});
