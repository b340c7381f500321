import type { AdminCourse } from '@coursewise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin, auditOf, storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import { createLearner, mailTo, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, hugeString, json, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createStudioCourse,
  type StudioCourse,
  studio,
} from '../../../test/instructor-factories.js';

const MISSING = 'This course does not exist';
type CourseBody = { data: AdminCourse };
type ListBody = { data: { items: { id: string; reviewStatus: string | null }[]; total: number } };

describeEachDatabase('course review', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  let owner: TestUser;
  let co: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    boss = await createAdmin(t.app);
    owner = await createInstructor(t.app);
    co = await createInstructor(t.app);
    other = await createInstructor(t.app);
  });

  /** A studio course with a co-instructor and a cover: ready to submit. */
  async function readyCourse(): Promise<StudioCourse> {
    const course = await createStudioCourse(t.app, owner);
    await studio(t.app, owner.token, 'POST', `/courses/${course.courseId}/instructors`, { email: co.email });
    const cover = await studio(t.app, owner.token, 'PUT', `/courses/${course.courseId}`, {
      imageUrl: await storedImageUrl(t.app),
    });
    expect(cover.statusCode).toBe(200);
    return course;
  }
  const submit = (token: string, id: string) => studio(t.app, token, 'POST', `/courses/${id}/submit`, {});
  const returnIt = (id: string, payload: unknown, token = boss.token) =>
    admin(t.app, token, 'POST', `/courses/${id}/return`, payload);
  const awaiting = async () =>
    json<ListBody>(await admin(t.app, boss.token, 'GET', '/courses?awaitingReview=true&limit=100')).data;
  const studioCourse = async (id: string) =>
    json<CourseBody>(await studio(t.app, owner.token, 'GET', `/courses/${id}`)).data;
  const dashboardCount = async () =>
    json<{ data: { totals: { coursesAwaitingReview: number } } }>(
      await admin(t.app, boss.token, 'GET', '/dashboard'),
    ).data.totals.coursesAwaitingReview;

  it('runs the whole review: submit, return with a mailed note, resubmit, publish with a mail, state cleared', async () => {
    const { courseId } = await readyCourse();
    const countBefore = await dashboardCount();
    expect((await studioCourse(courseId)).review).toBeNull();

    const submitted = await submit(owner.token, courseId);
    expect(submitted.statusCode).toBe(200);
    const review = json<CourseBody>(submitted).data.review;
    expect(review).toMatchObject({ status: 'submitted', note: null, returnedAt: null });
    expect((await awaiting()).items.map((c) => c.id)).toContain(courseId);
    expect(await dashboardCount()).toBe(countBefore + 1);
    const twice = await submit(co.token, courseId);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('This course already awaits review');

    const note = 'Please add captions to the first video.\nAnd a summary: https://example.com/guide';
    const returned = await returnIt(courseId, { note: `  ${note}  ` });
    expect(returned.statusCode).toBe(200);
    expect(json<CourseBody>(returned).data.review).toMatchObject({ status: 'returned', note });
    for (const person of [owner, co]) {
      const [mail] = await mailTo(t.app, person.email);
      expect(mail?.subject).toMatch(/needs changes before it is published/);
      expect(mail?.text).toContain('Please add captions to the first video.');
      expect(mail?.html).toContain('href="https://example.com/guide"');
    }
    expect((await awaiting()).items.map((c) => c.id)).not.toContain(courseId);
    expect(await dashboardCount()).toBe(countBefore);
    const again = await returnIt(courseId, { note: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This course does not await review');

    const resubmitted = await submit(owner.token, courseId);
    expect(resubmitted.statusCode).toBe(200);
    // The latest note stays visible while the course waits again.
    expect(json<CourseBody>(resubmitted).data.review).toMatchObject({ status: 'submitted', note });

    const published = await admin(t.app, boss.token, 'PUT', `/courses/${courseId}`, { published: true });
    expect(published.statusCode).toBe(200);
    const after = json<CourseBody>(published).data;
    expect(after.published).toBe(true);
    expect(after.review).toBeNull();
    const [mail] = await mailTo(t.app, co.email);
    expect(mail?.subject).toBe(`"${after.title}" is published on Coursewise`);
    expect(mail?.text).toContain(`/courses/${after.slug}`);
    expect((await awaiting()).items.map((c) => c.id)).not.toContain(courseId);
    const published409 = await submit(owner.token, courseId);
    expect(published409.statusCode).toBe(409);
    expect(errorOf(published409).message).toBe('This course is already published');

    const actions = (await auditOf(t.app, boss.token, courseId)).map((e) => e.action);
    expect(actions.slice(0, 4)).toEqual(['publish', 'submit', 'return', 'submit']);

    // Its instructor's edits to the published course go live at once, without a new review.
    const edited = await studio(t.app, co.token, 'PUT', `/courses/${courseId}`, {
      subtitle: 'Now with captions',
    });
    expect(edited.statusCode).toBe(200);
    expect(json<CourseBody>(edited).data).toMatchObject({ published: true, review: null });
    const live = await call(t.app, { method: 'GET', url: `/api/course/details?id=${courseId}` });
    expect(json<{ data: { subtitle: string } }>(live).data.subtitle).toBe('Now with captions');
  });

  it('refuses to submit a course without content, with what is missing, as the admin publish would', async () => {
    const category = json<{ data: { categoryId: string } }>(
      await studio(
        t.app,
        owner.token,
        'GET',
        `/courses/${(await createStudioCourse(t.app, owner)).courseId}`,
      ),
    ).data.categoryId;
    const created = await studio(t.app, owner.token, 'POST', '/courses', {
      title: 'Empty one',
      categoryId: category,
    });
    const id = json<CourseBody>(created).data.id;
    const response = await submit(owner.token, id);
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'PUBLISH_RULES',
      message: 'This course cannot be published yet: Add a cover image; Add at least one chapter',
    });
    const adminPublish = await admin(t.app, boss.token, 'PUT', `/courses/${id}`, { published: true });
    expect(errorOf(adminPublish).message).toBe(errorOf(response).message);
    expect((await studioCourse(id)).review).toBeNull();
    expect((await awaiting()).items.map((c) => c.id)).not.toContain(id);
  });

  it('answers 404 to another instructor, 403 to a learner and to an admin in the studio, 403 to instructors on the return', async () => {
    const { courseId } = await readyCourse();
    const stranger = await submit(other.token, courseId);
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).message).toBe(MISSING);
    const learner = await createLearner(t.app);
    for (const token of [learner.token, boss.token])
      expect((await submit(token, courseId)).statusCode).toBe(403);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/instructor/courses/${courseId}/submit`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await studioCourse(courseId)).review).toBeNull();

    expect((await submit(owner.token, courseId)).statusCode).toBe(200);
    for (const token of [owner.token, learner.token]) {
      const refused = await returnIt(courseId, { note: 'Nope' }, token);
      expect(refused.statusCode).toBe(403);
    }
    const unknown = await returnIt('01890000-0000-7000-8000-000000000000', { note: 'Who?' });
    expect(unknown.statusCode).toBe(404);
    expect((await studioCourse(courseId)).review?.status).toBe('submitted');
  });

  describe('bad notes', () => {
    it('refuses a missing, blank, wrong-typed or huge note with a message, changing nothing', async () => {
      const { courseId } = await readyCourse();
      expect((await submit(owner.token, courseId)).statusCode).toBe(200);
      const cases: [unknown, RegExp][] = [
        [{}, /note/],
        [{ note: '' }, /note/],
        [{ note: '   ' }, /note: must not be blank/],
        [{ note: 42 }, /note/],
        [{ note: 'x'.repeat(2001) }, /note/],
        [{ note: 'ok', extra: true }, /extra|additional/i],
      ];
      for (const [payload, message] of cases) {
        const response = await returnIt(courseId, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
        expect(errorOf(response).message).toMatch(message);
      }
      const huge = await returnIt(courseId, { note: hugeString() });
      expect([400, 413]).toContain(huge.statusCode);
      expect(errorOf(huge).message).toBeTruthy();
      expect((await studioCourse(courseId)).review?.status).toBe('submitted');
      expect(await mailTo(t.app, other.email)).toEqual([]);
    });
  });

  it('filters the console list by review and keeps a returned course out of "awaiting"', async () => {
    const { courseId } = await readyCourse();
    expect((await submit(owner.token, courseId)).statusCode).toBe(200);
    const list = json<ListBody>(
      await admin(t.app, boss.token, 'GET', '/courses?limit=100&awaitingReview=true'),
    );
    expect(list.data.items.every((c) => c.reviewStatus === 'submitted')).toBe(true);
    expect(list.data.total).toBe(list.data.items.length);
    const others = json<ListBody>(
      await admin(t.app, boss.token, 'GET', '/courses?limit=100&awaitingReview=false'),
    );
    expect(others.data.items.map((c) => c.id)).not.toContain(courseId);
    const mine = json<ListBody>(
      await studio(t.app, owner.token, 'GET', '/courses?awaitingReview=true&limit=100'),
    );
    expect(mine.data.items.map((c) => c.id)).toContain(courseId);
    expect(
      json<ListBody>(await studio(t.app, other.token, 'GET', '/courses?awaitingReview=true')).data.total,
    ).toBe(0);
  });
});
