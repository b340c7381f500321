import type { PurchasedCourse } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy, createStudyCourse, postProgress } from '../../../test/learning-factories.js';

describeEachDatabase('chapter/progress', (dialect) => {
  const t = useTestApp(dialect);

  /** A fresh course and a learner who owns it. */
  const owned = async () => {
    const course = await createStudyCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    return { course, learner, ...course.chapters };
  };
  const stored = async (courseId: string, token: string): Promise<PurchasedCourse> => {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/course/purchase-details/${courseId}`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const chapterState = (course: PurchasedCourse, id: string) =>
    course.modules.flatMap((m) => m.chapters).find((c) => c.id === id);
  const save = async (token: string, body: Record<string, unknown>) => {
    const response = await postProgress(t.app, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('moves the position forward only, and never past the chapter’s length', async () => {
    const { learner, welcome } = await owned();
    const at = (positionSeconds: number) => save(learner.token, { chapterId: welcome.id, positionSeconds });
    expect(await at(90)).toMatchObject({ chapterId: welcome.id, positionSeconds: 90, completed: false });
    expect((await at(30)).positionSeconds).toBe(90);
    expect((await at(120)).positionSeconds).toBe(120);
    // Welcome lasts 5 minutes: 300 s at most.
    expect((await at(86_400)).positionSeconds).toBe(300);
    expect((await at(0)).positionSeconds).toBe(300);
  });

  it('is idempotent: the same write twice leaves the same state', async () => {
    const { course, learner, setup } = await owned();
    const body = { chapterId: setup.id, completed: true, positionSeconds: 60 };
    const first = await save(learner.token, body);
    const before = await stored(course.id, learner.token);
    const second = await save(learner.token, body);
    expect(second).toEqual(first);
    const after = await stored(course.id, learner.token);
    expect(after.modules).toEqual(before.modules);
    expect(after.progress).toEqual({ completed: 1, total: 4, percent: 25 });
  });

  it('counts completed chapters into the course’s percent, and un-marks with completed: false', async () => {
    const { course, learner, welcome, setup, deeper, wrapUp } = await owned();
    const complete = (chapterId: string, completed = true) => save(learner.token, { chapterId, completed });
    expect((await complete(welcome.id)).courseProgress).toEqual({ completed: 1, total: 4, percent: 25 });
    expect((await complete(setup.id)).courseProgress).toEqual({ completed: 2, total: 4, percent: 50 });
    expect((await complete(deeper.id)).courseProgress).toEqual({ completed: 3, total: 4, percent: 75 });
    const undone = await complete(setup.id, false);
    expect(undone).toMatchObject({
      completed: false,
      courseProgress: { completed: 2, total: 4, percent: 50 },
    });
    await complete(setup.id);
    expect((await complete(wrapUp.id)).courseProgress).toEqual({ completed: 4, total: 4, percent: 100 });
    const page = await stored(course.id, learner.token);
    expect(page.progress).toEqual({ completed: 4, total: 4, percent: 100 });
    expect(page.modules.flatMap((m) => m.chapters.map((c) => c.completed))).toEqual([true, true, true, true]);
  });

  it('keeps completion when only a position or a visit is sent, and the position when completing', async () => {
    const { course, learner, welcome } = await owned();
    await save(learner.token, { chapterId: welcome.id, positionSeconds: 200 });
    await save(learner.token, { chapterId: welcome.id, completed: true });
    expect(await save(learner.token, { chapterId: welcome.id })).toMatchObject({
      completed: true,
      positionSeconds: 200,
    });
    expect(chapterState(await stored(course.id, learner.token), welcome.id)).toMatchObject({
      completed: true,
      positionSeconds: 200,
    });
  });

  it('records the visit: the last chapter opened is where "continue" leads until it is done', async () => {
    const { course, learner, welcome, setup, deeper } = await owned();
    let page = await stored(course.id, learner.token);
    expect(page).toMatchObject({ lastChapterId: null, nextChapterId: welcome.id, lastActivityAt: null });
    expect(page.progress).toEqual({ completed: 0, total: 4, percent: 0 });

    await save(learner.token, { chapterId: deeper.id });
    page = await stored(course.id, learner.token);
    expect(page).toMatchObject({ lastChapterId: deeper.id, nextChapterId: deeper.id });
    expect(page.lastActivityAt).toEqual(expect.any(String));

    // Done with it: continue moves on to the next unfinished chapter after it…
    await save(learner.token, { chapterId: deeper.id, completed: true });
    page = await stored(course.id, learner.token);
    expect(page).toMatchObject({ lastChapterId: deeper.id, nextChapterId: course.chapters.wrapUp.id });

    // …and when everything after it is done, to the first unfinished one.
    await save(learner.token, { chapterId: course.chapters.wrapUp.id, completed: true });
    page = await stored(course.id, learner.token);
    expect(page).toMatchObject({ lastChapterId: course.chapters.wrapUp.id, nextChapterId: welcome.id });

    await save(learner.token, { chapterId: setup.id, positionSeconds: 10 });
    expect(await stored(course.id, learner.token)).toMatchObject({
      lastChapterId: setup.id,
      nextChapterId: setup.id,
    });
  });

  it('keeps one learner’s progress from another’s', async () => {
    const { course, learner, welcome } = await owned();
    const other = await createLearner(t.app);
    await buy(t.app, other.id, course.id);
    await save(learner.token, { chapterId: welcome.id, completed: true, positionSeconds: 100 });
    const page = await stored(course.id, other.token);
    expect(page.progress.completed).toBe(0);
    expect(chapterState(page, welcome.id)).toMatchObject({ completed: false, positionSeconds: 0 });
    expect(page.lastChapterId).toBeNull();
  });

  it('needs a token (401), the course (403, even for a preview chapter) and a chapter that exists (404)', async () => {
    const { course, learner, welcome, setup } = await owned();
    const stranger = await createLearner(t.app);
    const anonymous = await postProgress(t.app, undefined, { chapterId: setup.id, completed: true });
    expect(anonymous.statusCode).toBe(401);
    expect(refusalOf(anonymous)).toEqual({ message: 'Please sign in to continue' });
    for (const chapterId of [welcome.id, setup.id]) {
      const refused = await postProgress(t.app, stranger.token, { chapterId, completed: true });
      expect(refused.statusCode).toBe(403);
      expect(refusalOf(refused)).toEqual({ message: 'You have not bought this course' });
    }
    const unknown = await postProgress(t.app, learner.token, {
      chapterId: '0190a1b2-0000-7000-8000-000000000000',
      completed: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This chapter does not exist' });
    const rows = await t.app.ctx.db
      .selectFrom('chapterProgress')
      .select('userId')
      .where('courseId', '=', course.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
