import type { ChapterProgress, CourseInsight } from '@coursewise/contract';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin } from '../../../test/catalogue-admin-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { insightOf } from '../../../test/insight-factories.js';
import { buy, createStudyCourse, postProgress } from '../../../test/learning-factories.js';
import * as migration from '../../db/migrations/0034-course-progress.js';

/**
 * The completed-chapter count kept per learner and course (`course_progress`), seen where it is read:
 * the insight's completion. It follows marks and un-marks, concurrent writes, and deleted chapters.
 */
describeEachDatabase('completed chapters per learner', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  let course: Awaited<ReturnType<typeof createStudyCourse>>;
  let learners: TestUser[];

  const completion = async () =>
    (await insightOf(t.app, boss.token, `/admin/courses/${course.id}/insight`)).totals.completion;
  const mark = async (learner: TestUser, chapterId: string, completed = true) => {
    const response = await postProgress(t.app, learner.token, { chapterId, completed });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    boss = await createAdmin(t.app);
    course = await createStudyCourse(t.app);
    learners = [];
    for (let i = 0; i < 4; i++) {
      const learner = await createLearner(t.app);
      await buy(t.app, learner.id, course.id);
      learners.push(learner);
    }
  });

  it('counts a learner who completed every chapter, and no longer once one is un-marked', async () => {
    const [a, b, c] = learners as [TestUser, TestUser, TestUser];
    const { welcome, setup, deeper, wrapUp } = course.chapters;
    for (const id of [welcome.id, setup.id, deeper.id]) await mark(a, id);
    for (const id of [welcome.id, setup.id, deeper.id, wrapUp.id]) await mark(b, id);
    await mark(c, welcome.id);
    // A visit without a completion changes nothing.
    expect(
      (await postProgress(t.app, c.token, { chapterId: setup.id, positionSeconds: 30 })).statusCode,
    ).toBe(200);
    expect(await completion()).toEqual<CourseInsight['totals']['completion']>({
      enrolled: 4,
      completed: 1,
      rate: 25,
    });
    await mark(b, wrapUp.id, false);
    expect((await completion()).completed).toBe(0);
    await mark(b, wrapUp.id);
    // Marking twice counts once.
    await mark(b, wrapUp.id);
    expect((await completion()).completed).toBe(1);
  });

  it('counts every chapter of one learner’s concurrent completions', async () => {
    const d = learners[3] as TestUser;
    const ids = Object.values(course.chapters).map((chapter) => chapter.id);
    const responses = await Promise.all(
      ids.map((chapterId) => postProgress(t.app, d.token, { chapterId, completed: true })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const percents = responses.map(
      (response) => (response.json() as { data: ChapterProgress }).data.courseProgress.percent,
    );
    expect(percents).toContain(100);
    expect((await completion()).completed).toBe(2);
    await Promise.all(ids.map((chapterId) => postProgress(t.app, d.token, { chapterId, completed: false })));
    expect((await completion()).completed).toBe(1);
  });

  it('recounts when chapters are deleted: a deleted chapter’s completions no longer count', async () => {
    const [a, , c] = learners as [TestUser, TestUser, TestUser];
    const { welcome, setup, deeper } = course.chapters;
    // Everyone had completed Welcome. Once it is gone, A has Setup and Deeper of three; B all three.
    expect((await admin(t.app, boss.token, 'DELETE', `/chapters/${welcome.id}`)).statusCode).toBe(200);
    expect(await completion()).toMatchObject({ enrolled: 4, completed: 1 });
    // The first module (now Setup alone) goes: A has Deeper of two, B both; C completing the first
    // module's chapters earlier changes nothing.
    await mark(c, setup.id);
    expect((await admin(t.app, boss.token, 'DELETE', `/modules/${course.modules[0]?.id}`)).statusCode).toBe(
      200,
    );
    expect((await completion()).completed).toBe(1);
    await mark(a, course.chapters.wrapUp.id);
    expect((await completion()).completed).toBe(2);
    await mark(c, deeper.id);
    expect((await completion()).completed).toBe(2);
  });

  it('is filled from the existing progress by its migration', async () => {
    const before = await completion();
    const counts = () =>
      t.app.ctx.db
        .selectFrom('courseProgress')
        .select(['userId', 'completedChapters'])
        .where('courseId', '=', course.id)
        .orderBy('userId')
        .execute();
    const kept = await counts();
    expect(kept.map((row) => row.completedChapters).sort()).toEqual([0, 1, 2, 2]);
    const db = t.app.ctx.db as unknown as Kysely<unknown>;
    await migration.down(db);
    await migration.up(db);
    expect(await counts()).toEqual(kept);
    expect(await completion()).toEqual(before);
  });
});
