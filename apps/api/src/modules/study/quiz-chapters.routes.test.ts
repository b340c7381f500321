import type {
  FinalAssessment,
  FinalAttemptResult,
  ModuleDetails,
  PurchasedCourse,
} from '@coursewise/contract';
import { expect, it } from 'vitest';
import {
  answersFor,
  answersForIds,
  completeCourse,
  createQuizCourse,
  getFinal,
  submitChapterQuiz,
  submitFinal,
} from '../../../test/assessment-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy, postProgress } from '../../../test/learning-factories.js';

describeEachDatabase('study: chapters with a quiz and the final assessment’s state', (dialect) => {
  const t = useTestApp(dialect);

  const owned = async () => {
    const course = await createQuizCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    return { course, learner };
  };
  const purchased = async (courseId: string, token: string): Promise<PurchasedCourse> => {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/course/purchase-details/${courseId}`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('refuses to mark a quiz chapter complete or incomplete by hand (409), but records positions and visits', async () => {
    const { course, learner } = await owned();
    const { setup } = course.chapters;
    const mark = await postProgress(t.app, learner.token, { chapterId: setup.id, completed: true });
    expect([mark.statusCode, refusalOf(mark)]).toEqual([
      409,
      { message: "Pass this chapter's quiz to complete it" },
    ]);
    const unmark = await postProgress(t.app, learner.token, { chapterId: setup.id, completed: false });
    expect([unmark.statusCode, refusalOf(unmark)]).toEqual([
      409,
      { message: "This chapter's completion follows its quiz: pass the quiz to complete it" },
    ]);
    const visit = await postProgress(t.app, learner.token, { chapterId: setup.id, positionSeconds: 30 });
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json().data).toMatchObject({ completed: false, positionSeconds: 30 });
    const page = await purchased(course.id, learner.token);
    expect(page.lastChapterId).toBe(setup.id);
    expect(page.progress.completed).toBe(0);

    // Passing the quiz completes it; a later un-mark is refused and changes nothing.
    await submitChapterQuiz(t.app, learner.token, {
      chapterId: setup.id,
      answers: answersForIds(course.quizzes.setup, course.key),
    });
    expect(
      (await postProgress(t.app, learner.token, { chapterId: setup.id, completed: false })).statusCode,
    ).toBe(409);
    const after = await postProgress(t.app, learner.token, { chapterId: setup.id, positionSeconds: 60 });
    expect(after.json().data).toMatchObject({
      completed: true,
      positionSeconds: 60,
      courseProgress: { completed: 1 },
    });
  });

  it('shows each chapter’s quiz in the course and module outlines', async () => {
    const { course, learner } = await owned();
    const { welcome, setup, deeper } = course.chapters;
    await submitChapterQuiz(t.app, learner.token, {
      chapterId: deeper.id,
      answers: answersForIds(course.quizzes.deeper, course.key, 1),
    });
    const page = await purchased(course.id, learner.token);
    const quizOf = (id: string) => page.modules.flatMap((m) => m.chapters).find((c) => c.id === id)?.quiz;
    expect(quizOf(welcome.id)).toBeNull();
    expect(quizOf(setup.id)).toEqual({ questionCount: 2, passed: false, bestPercentage: null });
    expect(quizOf(deeper.id)).toEqual({ questionCount: 2, passed: false, bestPercentage: 50 });
    const moduleResponse = await call(t.app, {
      method: 'GET',
      url: `/api/module/chapter/details/${deeper.moduleId}`,
      token: learner.token,
    });
    const module: ModuleDetails = moduleResponse.json().data;
    expect(module.chapters.map((c) => c.quiz)).toEqual([
      { questionCount: 2, passed: false, bestPercentage: 50 },
      null,
    ]);
    expect(JSON.stringify(page)).not.toContain('isCorrect');
  });

  it('reports the final’s state in the purchased course: locked, open, attempts used, passed with the certificate', async () => {
    const { course, learner } = await owned();
    const state = async () => (await purchased(course.id, learner.token)).finalAssessment;
    expect(await state()).toEqual({
      status: 'locked',
      attemptsAllowed: 3,
      attemptsUsed: 0,
      certificateId: null,
    });
    await completeCourse(t.app, learner.token, course);
    expect(await state()).toEqual({
      status: 'open',
      attemptsAllowed: 3,
      attemptsUsed: 0,
      certificateId: null,
    });
    // Reading the course never draws an attempt.
    const drawn = await t.app.ctx.db
      .selectFrom('finalAttempts')
      .select('id')
      .where('userId', '=', learner.id)
      .execute();
    expect(drawn).toEqual([]);

    const take = async (correct: number): Promise<FinalAttemptResult> => {
      const open: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
      const response = await submitFinal(t.app, learner.token, {
        courseId: course.id,
        attemptId: open.attemptId,
        answers: answersFor(open.questions, course.key, correct),
      });
      return response.json().data;
    };
    await take(0);
    expect(await state()).toMatchObject({ status: 'open', attemptsUsed: 1 });
    const passed = await take(4);
    expect(await state()).toEqual({
      status: 'passed',
      attemptsAllowed: 3,
      attemptsUsed: 2,
      certificateId: passed.certificate?.id,
    });
  });
});
