import type { AdminReview, AuditEntry, CourseDetails, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, refusalOf, useTestApp } from '../../../test/helper.js';

describeEachDatabase('admin reviews', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let courseId: string;
  let courseTitle: string;
  let praise: string;
  let complaint: string;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ({ id: courseId, title: courseTitle } = await createCourseFixture(t.app));
    const ids: string[] = [];
    for (const [rating, comment] of [
      [5, 'Clear and kind'],
      [1, 'Spam 100% off at example dot com'],
    ] as const) {
      const buyer = await createLearner(t.app);
      await createPurchaseFixture(t.app, buyer.id, courseId);
      const added = await call(t.app, {
        method: 'POST',
        url: '/api/review/add',
        token: buyer.token,
        payload: { courseId, rating, comment },
      });
      expect(added.statusCode).toBe(201);
      ids.push(added.json().data.id);
    }
    [praise = '', complaint = ''] = ids;
  });

  const list = (query: string) =>
    call(t.app, { method: 'GET', url: `/api/admin/reviews?${query}`, token: admin.token });
  const page = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, query).toBe(200);
    return json<{ data: Paged<AdminReview> }>(response).data;
  };
  const setHidden = (id: string, payload: unknown) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/admin/reviews/${id}`,
      token: admin.token,
      payload: payload as object,
    });
  /** The course page as an anonymous visitor gets it: the cached public answer. */
  const publicPage = async () => {
    const response = await call(t.app, { method: 'GET', url: `/api/course/details?id=${courseId}` });
    expect(response.statusCode).toBe(200);
    return json<{ data: CourseDetails }>(response).data;
  };

  it('lists reviews with course and author, searched and filtered', async () => {
    const all = await page(`courseId=${courseId}`);
    expect(all.total).toBe(2);
    expect(all.items.find((r) => r.id === praise)).toMatchObject({
      course: { id: courseId, title: courseTitle },
      rating: 5,
      hidden: false,
    });
    expect((await page(`courseId=${courseId}&search=SPAM`)).items.map((r) => r.id)).toEqual([complaint]);
    expect((await page(`courseId=${courseId}&search=100%25`)).items.map((r) => r.id)).toEqual([complaint]);
    expect((await page(`courseId=${courseId}&rating=5`)).items.map((r) => r.id)).toEqual([praise]);
    expect((await page(`courseId=${courseId}&sort=rating&order=asc`)).items.map((r) => r.id)).toEqual([
      complaint,
      praise,
    ]);
    expect((await page('courseId=no-such-course')).total).toBe(0);
  });

  it('hides a review from the public page and its rating at once, and shows it again', async () => {
    const before = await publicPage();
    expect(before.rating).toEqual({ average: 3, count: 2 });

    const hidden = await setHidden(complaint, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(json<{ data: AdminReview; message: string }>(hidden)).toMatchObject({
      data: { id: complaint, hidden: true },
      message: 'The review is hidden.',
    });
    const after = await publicPage();
    expect(after.rating).toEqual({ average: 5, count: 1 });
    expect(after.reviews.map((r) => r.id)).toEqual([praise]);
    expect((await page(`courseId=${courseId}&hidden=true`)).items.map((r) => r.id)).toEqual([complaint]);

    // Hiding again changes nothing and writes no second audit entry.
    expect((await setHidden(complaint, { hidden: true })).statusCode).toBe(200);
    expect((await setHidden(complaint, { hidden: false })).statusCode).toBe(200);
    expect((await publicPage()).rating).toEqual({ average: 3, count: 2 });

    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=review&entityId=${complaint}`,
      token: admin.token,
    });
    expect(json<{ data: Paged<AuditEntry> }>(audit).data.items.map((e) => e.action)).toEqual([
      'show',
      'hide',
    ]);
  });

  it('refuses bad input and unknown ids with a message, changing nothing', async () => {
    for (const body of [{}, { hidden: 'yes' }, { hidden: true, comment: 'edited' }, { hidden: 1 }]) {
      const response = await setHidden(praise, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message.length).toBeGreaterThan(0);
    }
    const unknown = await setHidden('no-such-review', { hidden: true });
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This review does not exist' });
    for (const query of ['rating=6', 'hidden=perhaps', 'sort=comment', `search=${'s'.repeat(201)}`]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    const stored = await t.app.ctx.db
      .selectFrom('reviews')
      .select(['hidden', 'comment'])
      .where('id', '=', praise)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ hidden: 0, comment: 'Clear and kind' });
  });
});
