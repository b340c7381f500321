import type { AdminChapter, AdminModule, CourseDetails } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import {
  answersForIds,
  createQuizCourse,
  getChapterQuiz,
  listChapterAttempts,
  submitChapterQuiz,
} from '../../../test/assessment-factories.js';
import { admin, auditOf, storedVideoKey } from '../../../test/catalogue-admin-factories.js';
import { createCategoryFixture, createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import { buy, postProgress } from '../../../test/learning-factories.js';

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describeEachDatabase('admin modules and chapters', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  let categoryId: string;
  beforeAll(async () => {
    boss = await createAdmin(t.app);
    categoryId = (await createCategoryFixture(t.app)).id;
  });

  const modulesOf = async (courseId: string) =>
    dataOf<AdminModule[]>(await admin(t.app, boss.token, 'GET', `/courses/${courseId}/modules`));
  const outlineSeenByVisitors = async (courseId: string) =>
    dataOf<CourseDetails>(await call(t.app, { method: 'GET', url: `/api/course/details?id=${courseId}` }))
      .modules;

  it('adds modules and chapters, and reorders them; visitors see the new order at once', async () => {
    const course = await createCourseFixture(t.app, { categoryId });
    const before = await outlineSeenByVisitors(course.id);
    expect(before.map((m) => m.title)).toEqual(['Getting started', 'Going further']);

    const added = await admin(t.app, boss.token, 'POST', `/courses/${course.id}/modules`, {
      title: ' Extras ',
    });
    expect(added.statusCode).toBe(201);
    const extras = dataOf<AdminModule>(added);
    expect(extras).toMatchObject({ title: 'Extras', position: 3, chapters: [] });

    const ids = (await modulesOf(course.id)).map((m) => m.id);
    const reversed = [...ids].reverse();
    const reordered = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}/modules/order`, {
      ids: reversed,
    });
    expect(reordered.statusCode).toBe(200);
    expect((await modulesOf(course.id)).map((m) => m.id)).toEqual(reversed);
    expect((await outlineSeenByVisitors(course.id)).map((m) => m.title)).toEqual([
      'Extras',
      'Going further',
      'Getting started',
    ]);

    const first = (await modulesOf(course.id)).find((m) => m.title === 'Getting started');
    const chapterIds = first?.chapters.map((c) => c.id) ?? [];
    const chapters = await admin(t.app, boss.token, 'PUT', `/modules/${first?.id}/chapters/order`, {
      ids: [...chapterIds].reverse(),
    });
    expect(chapters.statusCode).toBe(200);
    expect((await outlineSeenByVisitors(course.id))[2]?.chapters.map((c) => c.title)).toEqual([
      'Setup',
      'Welcome',
    ]);
    expect((await auditOf(t.app, boss.token, course.id))[0]).toMatchObject({
      action: 'reorder',
      entity: 'course',
    });
  });

  it('refuses a reorder that leaves out, repeats or adds an id (400) and keeps the order', async () => {
    const course = await createCourseFixture(t.app, { categoryId });
    const other = await createCourseFixture(t.app, { categoryId });
    const ids = (await modulesOf(course.id)).map((m) => m.id);
    const foreign = (await modulesOf(other.id))[0]?.id ?? '';
    for (const bad of [[ids[0]], [ids[0], foreign], [...ids, foreign], []]) {
      const response = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}/modules/order`, {
        ids: bad,
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(response).message).toBe('ids: must list each of the 2 modules exactly once');
    }
    const repeated = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}/modules/order`, {
      ids: [ids[0], ids[0]],
    });
    expect(repeated.statusCode).toBe(400);
    const notAList = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}/modules/order`, {
      ids: 'all',
    });
    expect(notAList.statusCode).toBe(400);
    expect((await modulesOf(course.id)).map((m) => m.id)).toEqual(ids);
    const unknown = await admin(t.app, boss.token, 'PUT', '/courses/no-such-course/modules/order', { ids });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates a chapter with sanitised content and a private video, and keeps the course duration', async () => {
    const course = await createCourseFixture(t.app, { categoryId });
    const moduleId = (await modulesOf(course.id))[0]?.id ?? '';
    const videoKey = await storedVideoKey(t.app);
    const created = await admin(t.app, boss.token, 'POST', `/modules/${moduleId}/chapters`, {
      title: 'Deep dive',
      type: 'video',
      content: '<p onclick="steal()">Watch <em>this</em></p><script>steal()</script>',
      videoUrl: videoKey,
      durationMinutes: 20,
      isPreview: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const chapter = dataOf<AdminChapter>(created);
    expect(chapter).toMatchObject({
      title: 'Deep dive',
      type: 'video',
      content: '<p>Watch <em>this</em></p>',
      videoUrl: videoKey,
      captionsUrl: null,
      hasVideo: true,
      isPreview: true,
      position: 3,
      questionCount: 0,
      courseId: course.id,
    });
    const details = dataOf<CourseDetails>(
      await call(t.app, { method: 'GET', url: `/api/course/details?id=${course.id}` }),
    );
    expect(details.durationMinutes).toBe(30 + 20);

    expect(chapter.videoLink).toMatch(/^\/api\/media\/videos\/lesson-.+\?expires=\d+&signature=/);
    // The signed link an upload answers is accepted too, and stored as its key.
    const byLink = await admin(t.app, boss.token, 'PUT', `/chapters/${chapter.id}`, {
      captionsUrl: chapter.videoLink,
    });
    expect(dataOf<AdminChapter>(byLink).captionsUrl).toBe(videoKey);

    const edited = await admin(t.app, boss.token, 'PUT', `/chapters/${chapter.id}`, {
      durationMinutes: 5,
      videoUrl: null,
    });
    expect(dataOf<AdminChapter>(edited)).toMatchObject({
      durationMinutes: 5,
      videoUrl: null,
      hasVideo: false,
    });
    expect(
      dataOf<AdminChapter>(await admin(t.app, boss.token, 'GET', `/chapters/${chapter.id}`)).durationMinutes,
    ).toBe(5);
  });

  it('moves a chapter to the end of another module of its course, and refuses another course’s module', async () => {
    const course = await createCourseFixture(t.app, { categoryId });
    const [first, second] = await modulesOf(course.id);
    const chapterId = first?.chapters[0]?.id ?? '';
    const moved = await admin(t.app, boss.token, 'PUT', `/chapters/${chapterId}`, { moduleId: second?.id });
    expect(dataOf<AdminChapter>(moved)).toMatchObject({ moduleId: second?.id, position: 3 });
    expect((await modulesOf(course.id)).map((m) => m.chapters.length)).toEqual([1, 3]);

    const other = await createCourseFixture(t.app, { categoryId });
    const foreign = (await modulesOf(other.id))[0]?.id;
    const refused = await admin(t.app, boss.token, 'PUT', `/chapters/${chapterId}`, { moduleId: foreign });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('moduleId: must be a module of the same course');
  });

  it('moves a chapter with its video, captions, quiz, learners’ progress and quiz attempts', async () => {
    const course = await createQuizCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    const { welcome, setup, deeper } = course.chapters;
    expect(
      (await postProgress(t.app, learner.token, { chapterId: welcome.id, completed: true })).statusCode,
    ).toBe(200);
    const quiz = await submitChapterQuiz(t.app, learner.token, {
      chapterId: setup.id,
      answers: answersForIds(course.quizzes.setup, course.key),
    });
    expect(quiz.statusCode).toBe(201);

    for (const chapter of [welcome, setup]) {
      const moved = await admin(t.app, boss.token, 'PUT', `/chapters/${chapter.id}`, {
        moduleId: deeper.moduleId,
      });
      expect(moved.statusCode).toBe(200);
    }
    const video = dataOf<AdminChapter>(await admin(t.app, boss.token, 'GET', `/chapters/${welcome.id}`));
    expect(video).toMatchObject({
      moduleId: deeper.moduleId,
      videoUrl: course.videoKey,
      captionsUrl: course.captionsKey,
      questionCount: 0,
    });
    expect(video.videoLink).not.toBeNull();
    const modules = await modulesOf(course.id);
    expect(modules[0]?.chapters).toEqual([]);
    expect(modules[1]?.chapters.map((c) => [c.title, c.questionCount])).toEqual([
      ['Deeper', 2],
      ['Wrap-up', 0],
      ['Welcome', 0],
      ['Setup', 2],
    ]);

    const progress = await t.app.ctx.db
      .selectFrom('chapterProgress')
      .select(['chapterId', 'completedAt'])
      .where('userId', '=', learner.id)
      .orderBy('chapterId')
      .execute();
    expect(progress.map((row) => row.chapterId).sort()).toEqual([welcome.id, setup.id].sort());
    expect(progress.every((row) => row.completedAt !== null)).toBe(true);
    const attempts = await listChapterAttempts(t.app, learner.token, `chapterId=${setup.id}`);
    expect(attempts.statusCode).toBe(200);
    expect(dataOf<{ items: unknown[] }>(attempts).items).toHaveLength(1);
    const questions = await getChapterQuiz(t.app, learner.token, setup.id);
    expect(questions.statusCode).toBe(200);
  });

  it('refuses to move a chapter to an unknown module (400), an unknown chapter (404) or a bad module id (400)', async () => {
    const course = await createCourseFixture(t.app, { categoryId });
    const [first] = await modulesOf(course.id);
    const chapterId = first?.chapters[0]?.id ?? '';
    const unknownModule = await admin(t.app, boss.token, 'PUT', `/chapters/${chapterId}`, {
      moduleId: 'no-such-module',
    });
    expect(unknownModule.statusCode).toBe(400);
    expect(errorOf(unknownModule).message).toBe('moduleId: must be a module of the same course');
    const unknownChapter = await admin(t.app, boss.token, 'PUT', '/chapters/no-such-chapter', {
      moduleId: first?.id,
    });
    expect(unknownChapter.statusCode).toBe(404);
    expect(errorOf(unknownChapter).message).toBe('This chapter does not exist');
    const badId = await admin(t.app, boss.token, 'PUT', `/chapters/${chapterId}`, { moduleId: 42 });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).message).toMatch(/^moduleId: /);
    expect((await modulesOf(course.id))[0]?.chapters.map((c) => c.id)).toContain(chapterId);
  });

  it('deletes a chapter with learners’ progress (the progress goes) but refuses one whose quiz was taken', async () => {
    const course = await createQuizCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    const { welcome, setup } = course.chapters;
    expect(
      (await postProgress(t.app, learner.token, { chapterId: welcome.id, completed: true })).statusCode,
    ).toBe(200);
    const quiz = await submitChapterQuiz(t.app, learner.token, {
      chapterId: setup.id,
      answers: answersForIds(course.quizzes.setup, course.key),
    });
    expect(quiz.statusCode).toBe(201);

    const refused = await admin(t.app, boss.token, 'DELETE', `/chapters/${setup.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'Learners have taken a quiz in this chapter: keep it (edit it instead), or unpublish the course',
    );
    const moduleRefused = await admin(t.app, boss.token, 'DELETE', `/modules/${setup.moduleId}`);
    expect(moduleRefused.statusCode).toBe(409);
    expect((await admin(t.app, boss.token, 'GET', `/chapters/${setup.id}`)).statusCode).toBe(200);

    const deleted = await admin(t.app, boss.token, 'DELETE', `/chapters/${welcome.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin(t.app, boss.token, 'GET', `/chapters/${welcome.id}`)).statusCode).toBe(404);
    const progress = await t.app.ctx.db
      .selectFrom('chapterProgress')
      .select('chapterId')
      .where('chapterId', '=', welcome.id)
      .execute();
    expect(progress).toEqual([]);
  });

  it('refuses to delete the last chapter of a published course (422), and deletes a module with its chapters', async () => {
    const course = await createCourseFixture(t.app, { categoryId });
    const [first, second] = await modulesOf(course.id);
    const gone = await admin(t.app, boss.token, 'DELETE', `/modules/${first?.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await modulesOf(course.id)).map((m) => m.id)).toEqual([second?.id]);
    expect((await admin(t.app, boss.token, 'GET', `/chapters/${first?.chapters[0]?.id}`)).statusCode).toBe(
      404,
    );

    const [a, b] = second?.chapters ?? [];
    expect((await admin(t.app, boss.token, 'DELETE', `/chapters/${a?.id}`)).statusCode).toBe(200);
    const last = await admin(t.app, boss.token, 'DELETE', `/chapters/${b?.id}`);
    expect(last.statusCode).toBe(422);
    expect(errorOf(last).message).toBe('A published course needs at least one chapter: unpublish it first');
    const lastModule = await admin(t.app, boss.token, 'DELETE', `/modules/${second?.id}`);
    expect(lastModule.statusCode).toBe(422);
  });

  it.each([
    ['a missing type', { title: 'X' }, 'type: is required'],
    ['an unknown type', { title: 'X', type: 'audio' }, 'type: must be one of: video, text'],
    ['a blank title', { title: '   ', type: 'text' }, 'title: must not be empty'],
    [
      'a huge content',
      { title: 'X', type: 'text', content: 'x'.repeat(200_001) },
      'content: must be at most 200000 characters',
    ],
    [
      'a video key never uploaded',
      { title: 'X', type: 'video', videoUrl: 'videos/none.webm' },
      'videoUrl: must be the key of a file uploaded here',
    ],
    [
      'a video key escaping storage',
      { title: 'X', type: 'video', videoUrl: '../private.key' },
      'videoUrl: must be the key of a file uploaded here',
    ],
    [
      'a duration as text',
      { title: 'X', type: 'text', durationMinutes: '5' },
      'durationMinutes: must be an integer',
    ],
    [
      'a preview flag as text',
      { title: 'X', type: 'text', isPreview: 'true' },
      'isPreview: must be a boolean',
    ],
  ])('refuses a chapter with %s (400) and stores nothing', async (_label, payload, message) => {
    const course = await createCourseFixture(t.app, { categoryId });
    const moduleId = (await modulesOf(course.id))[0]?.id ?? '';
    const response = await admin(t.app, boss.token, 'POST', `/modules/${moduleId}/chapters`, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect((await modulesOf(course.id))[0]?.chapters).toHaveLength(2);
  });

  it('answers 404 for unknown modules and chapters, and 400 for a blank module title', async () => {
    const checks: [string, 'GET' | 'PUT' | 'DELETE' | 'POST', string, unknown?][] = [
      ['This module does not exist', 'GET', '/modules/nope'],
      ['This module does not exist', 'PUT', '/modules/nope', { title: 'X' }],
      ['This module does not exist', 'DELETE', '/modules/nope'],
      ['This module does not exist', 'GET', '/modules/nope/chapters'],
      ['This module does not exist', 'POST', '/modules/nope/chapters', { title: 'X', type: 'text' }],
      ['This chapter does not exist', 'GET', '/chapters/nope'],
      ['This chapter does not exist', 'PUT', '/chapters/nope', { title: 'X' }],
      ['This chapter does not exist', 'DELETE', '/chapters/nope'],
      ['This course does not exist', 'GET', '/courses/nope/modules'],
      ['This course does not exist', 'POST', '/courses/nope/modules', { title: 'X' }],
    ];
    for (const [message, method, path, payload] of checks) {
      const response = await admin(t.app, boss.token, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(errorOf(response).message).toBe(message);
    }
    const course = await createCourseFixture(t.app, { categoryId });
    const blank = await admin(t.app, boss.token, 'POST', `/courses/${course.id}/modules`, { title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe('title: must not be empty');
  });
});
