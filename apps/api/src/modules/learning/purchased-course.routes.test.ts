import type { LearningCourse, Paged, PurchasedCourse } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy, createStudyCourse, postProgress } from '../../../test/learning-factories.js';

const UNKNOWN = '0190a1b2-0000-7000-8000-000000000000';

describeEachDatabase('learning: purchased courses, modules and "My learning"', (dialect) => {
  const t = useTestApp(dialect);
  let course: Awaited<ReturnType<typeof createStudyCourse>>;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    course = await createStudyCourse(t.app);
    [owner, stranger] = await Promise.all([createLearner(t.app), createLearner(t.app)]);
    await buy(t.app, owner.id, course.id);
  });

  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url: `/api/${url}`, token });
  const dataOf = async <T>(url: string, token: string): Promise<T> => {
    const response = await get(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  /** A chapter of the fixture as an outline shows it (without its module). */
  const outlineOf = ({ moduleId: _, ...chapter }: { moduleId: string } & Record<string, unknown>) => chapter;

  it('shows the owner the whole outline with each chapter’s progress', async () => {
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    const { welcome, setup } = course.chapters;
    await postProgress(t.app, learner.token, { chapterId: welcome.id, positionSeconds: 75 });
    await postProgress(t.app, learner.token, { chapterId: setup.id, completed: true });
    const data = await dataOf<PurchasedCourse>(`course/purchase-details/${course.id}`, learner.token);
    expect(data.course).toMatchObject({ id: course.id, slug: course.slug, title: course.title, price: 1999 });
    expect(data.modules).toEqual([
      {
        id: course.modules[0]?.id,
        title: 'Getting started',
        position: 1,
        chapters: [
          { ...outlineOf(welcome), completed: false, positionSeconds: 75, quiz: null },
          { ...outlineOf(setup), completed: true, positionSeconds: 0, quiz: null },
        ],
      },
      {
        id: course.modules[1]?.id,
        title: 'Going further',
        position: 2,
        chapters: [
          {
            id: course.chapters.deeper.id,
            title: 'Deeper',
            type: 'text',
            durationMinutes: 12,
            isPreview: false,
          },
          {
            id: course.chapters.wrapUp.id,
            title: 'Wrap-up',
            type: 'video',
            durationMinutes: 3,
            isPreview: false,
          },
        ].map((chapter, i) => ({
          ...chapter,
          position: i + 1,
          completed: false,
          positionSeconds: 0,
          quiz: null,
        })),
      },
    ]);
    expect(data.progress).toEqual({ completed: 1, total: 4, percent: 25 });
    expect(data).toMatchObject({ lastChapterId: setup.id, nextChapterId: course.chapters.deeper.id });
    expect(Date.parse(data.purchasedAt)).not.toBeNaN();
    // No final questions on this course.
    expect(data.finalAssessment).toEqual({
      status: 'none',
      attemptsAllowed: 3,
      attemptsUsed: 0,
      certificateId: null,
    });
  });

  it('refuses purchase details to a non-owner (403) and without a token (401); 404 for unknown courses', async () => {
    const refused = await get(`course/purchase-details/${course.id}`, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refusalOf(refused)).toEqual({ message: 'You have not bought this course' });
    const anonymous = await get(`course/purchase-details/${course.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(refusalOf(anonymous)).toEqual({ message: 'Please sign in to continue' });
    const unknown = await get(`course/purchase-details/${UNKNOWN}`, owner.token);
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This course does not exist' });
    const draft = await createCourseFixture(t.app, { published: false });
    expect((await get(`course/purchase-details/${draft.id}`, owner.token)).statusCode).toBe(404);
    expect((await get(`course/purchase-details/${'x'.repeat(65)}`, owner.token)).statusCode).toBe(400);
  });

  it('shows the owner one module with its chapters and progress', async () => {
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    await postProgress(t.app, learner.token, { chapterId: course.chapters.wrapUp.id, completed: true });
    const moduleId = course.modules[1]?.id ?? '';
    const data = await dataOf<PurchasedCourse['modules'][number] & { courseId: string; courseSlug: string }>(
      `module/chapter/details/${moduleId}`,
      learner.token,
    );
    expect(data).toMatchObject({ id: moduleId, title: 'Going further', position: 2, courseId: course.id });
    expect(data.courseSlug).toBe(course.slug);
    expect(data.chapters.map((c) => [c.title, c.completed])).toEqual([
      ['Deeper', false],
      ['Wrap-up', true],
    ]);
  });

  it('refuses a module to a non-owner (403) and without a token (401); 404 for unknown modules', async () => {
    const moduleId = course.modules[0]?.id ?? '';
    const refused = await get(`module/chapter/details/${moduleId}`, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refusalOf(refused)).toEqual({ message: 'You have not bought this course' });
    expect((await get(`module/chapter/details/${moduleId}`)).statusCode).toBe(401);
    const unknown = await get(`module/chapter/details/${UNKNOWN}`, owner.token);
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This module does not exist' });
  });

  it('lists the learner’s courses in "My learning", most recent activity first, with progress', async () => {
    const learner = await createLearner(t.app);
    const older = await createStudyCourse(t.app);
    const newer = await createStudyCourse(t.app);
    const untouched = await createStudyCourse(t.app);
    for (const c of [older, newer]) await buy(t.app, learner.id, c.id);
    await postProgress(t.app, learner.token, { chapterId: newer.chapters.welcome.id, completed: true });
    await postProgress(t.app, learner.token, { chapterId: older.chapters.deeper.id, positionSeconds: 30 });
    await buy(t.app, learner.id, untouched.id);

    const list = await dataOf<Paged<LearningCourse>>('learning/courses', learner.token);
    expect(list).toMatchObject({ page: 1, limit: 12, total: 3 });
    // The course never opened counts from its purchase (the latest event); then the one studied last.
    expect(list.items.map((i) => i.course.id)).toEqual([untouched.id, older.id, newer.id]);
    const [first, second, third] = list.items;
    expect(first).toMatchObject({
      progress: { completed: 0, total: 4, percent: 0 },
      lastChapterId: null,
      nextChapterId: untouched.chapters.welcome.id,
      lastActivityAt: null,
    });
    expect(second).toMatchObject({
      progress: { completed: 0, total: 4, percent: 0 },
      lastChapterId: older.chapters.deeper.id,
      nextChapterId: older.chapters.deeper.id,
    });
    expect(third).toMatchObject({
      progress: { completed: 1, total: 4, percent: 25 },
      nextChapterId: newer.chapters.setup.id,
    });

    const page2 = await dataOf<Paged<LearningCourse>>('learning/courses?page=2&limit=2', learner.token);
    expect(page2).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page2.items.map((i) => i.course.id)).toEqual([newer.id]);
  });

  it('answers an empty "My learning" for a new learner, 401 without a token and 400 for a bad page', async () => {
    const learner = await createLearner(t.app);
    expect(await dataOf('learning/courses', learner.token)).toEqual({
      items: [],
      page: 1,
      limit: 12,
      total: 0,
    });
    expect((await get('learning/courses')).statusCode).toBe(401);
    const bad = await get('learning/courses?limit=101', learner.token);
    expect(bad.statusCode).toBe(400);
    expect(refusalOf(bad)).toEqual({
      message: 'querystring limit: must be at most 100',
      errors: [{ path: 'limit', message: 'must be at most 100' }],
    });
  });
});
