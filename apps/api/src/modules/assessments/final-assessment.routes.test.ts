import type { FinalAssessment, FinalAttemptResult } from '@coursewise/contract';
import { expect, it } from 'vitest';
import {
  answersFor,
  completeCourse,
  createQuizCourse,
  getFinal,
  type QuizCourseOptions,
  storedFinalId,
  submitFinal,
} from '../../../test/assessment-factories.js';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy, postProgress } from '../../../test/learning-factories.js';

describeEachDatabase('the final assessment', (dialect) => {
  const t = useTestApp(dialect);

  const enrolled = async (options: QuizCourseOptions = {}) => {
    const course = await createQuizCourse(t.app, options);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    return { course, learner };
  };
  const ready = async (options: QuizCourseOptions = {}) => {
    const setup = await enrolled(options);
    await completeCourse(t.app, setup.learner.token, setup.course);
    return setup;
  };
  const final = async (token: string, courseId: string): Promise<FinalAssessment> => {
    const response = await getFinal(t.app, token, courseId);
    expect(response.statusCode, response.body).toBe(200);
    for (const secret of ['isCorrect', 'explanation', 'Because of reason'])
      expect(response.body).not.toContain(secret);
    return response.json().data;
  };
  const submit = async (token: string, body: Record<string, unknown>): Promise<FinalAttemptResult> => {
    const response = await submitFinal(t.app, token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('is locked until every chapter is complete, and says how many remain', async () => {
    const { course, learner } = await enrolled();
    expect(await final(learner.token, course.id)).toEqual({
      courseId: course.id,
      status: 'locked',
      passMark: 70,
      attemptsAllowed: 3,
      attemptsUsed: 0,
      remainingChapters: 4,
      attemptId: null,
      questions: [],
      certificateId: null,
    });
    await completeCourse(t.app, learner.token, course);
    // Un-marking a chapter without a quiz locks it again, and a submission of the open attempt is refused.
    const open = await final(learner.token, course.id);
    expect(open.status).toBe('open');
    await postProgress(t.app, learner.token, { chapterId: course.chapters.welcome.id, completed: false });
    const locked = await final(learner.token, course.id);
    expect(locked).toMatchObject({ status: 'locked', remainingChapters: 1, attemptId: null, questions: [] });
    const refused = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: open.attemptId,
      answers: answersFor(open.questions, course.key),
    });
    expect([refused.statusCode, refusalOf(refused)]).toEqual([
      409,
      { message: 'Complete every chapter first: 1 chapter remains' },
    ]);
  });

  it('opens with every final question, options shuffled per attempt and the same on reload', async () => {
    const { course, learner } = await ready();
    const first = await final(learner.token, course.id);
    expect(first).toMatchObject({ status: 'open', remainingChapters: 0, attemptsUsed: 0 });
    expect(first.attemptId).toEqual(expect.any(String));
    expect(first.questions.map((q) => storedFinalId(course, q)).sort()).toEqual([...course.finalIds].sort());
    for (const question of first.questions) {
      expect(question.options).toHaveLength(4);
      expect(question.multiple).toBe((course.key.byText.get(question.text)?.correct ?? []).length > 1);
    }
    expect(await final(learner.token, course.id)).toEqual(first);
  });

  it('draws N of a pool of 15 for each attempt, with options shuffled, stable until submitted', async () => {
    const { course, learner } = await ready({ finalQuestions: 15, finalQuestionCount: 10 });
    const first = await final(learner.token, course.id);
    const ids = first.questions.map((q) => storedFinalId(course, q));
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(course.finalIds).toContain(id);
    // 10 questions of 4 options all in authored order by chance: (1/24)^10.
    const authored = (id: string) => course.finalIds.indexOf(id);
    const optionOrders = first.questions.map((q) => q.options.map((o) => o.text).join('|'));
    const authoredOrders = first.questions.map((q) =>
      ['A', 'B', 'C', 'D'].map((l) => `Option ${l} of ${authored(storedFinalId(course, q)) + 1}`).join('|'),
    );
    expect(optionOrders).not.toEqual(authoredOrders);
    for (let i = 0; i < 3; i += 1) expect(await final(learner.token, course.id)).toEqual(first);

    const result = await submit(learner.token, {
      courseId: course.id,
      attemptId: first.attemptId,
      answers: answersFor(first.questions, course.key, 5),
    });
    expect(result).toMatchObject({
      number: 1,
      correct: 5,
      total: 10,
      percentage: 50,
      passed: false,
      attemptsLeft: 2,
    });
    const second = await final(learner.token, course.id);
    expect(second.attemptId).not.toBe(first.attemptId);
    expect(second.questions).toHaveLength(10);
    expect(second.attemptsUsed).toBe(1);
  });

  it('a fail, then a pass: the certificate comes with the pass, and the final is then closed', async () => {
    const { course, learner } = await ready();
    const first = await final(learner.token, course.id);
    const failed = await submit(learner.token, {
      courseId: course.id,
      attemptId: first.attemptId,
      answers: answersFor(first.questions, course.key, 2),
    });
    expect(failed).toMatchObject({
      courseId: course.id,
      number: 1,
      correct: 2,
      total: 4,
      percentage: 50,
      passed: false,
      attemptsLeft: 2,
      certificate: null,
    });
    expect(failed.answers.map((a) => a.isCorrect)).toEqual([true, true, false, false]);

    const second = await final(learner.token, course.id);
    const response = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: second.attemptId,
      answers: answersFor(second.questions, course.key, 3),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('You passed! Your certificate is ready.');
    const passed: FinalAttemptResult = response.json().data;
    expect(passed).toMatchObject({
      number: 2,
      correct: 3,
      total: 4,
      percentage: 75,
      passed: true,
      attemptsLeft: 1,
    });
    expect(passed.certificate).toMatchObject({ courseId: course.id, score: 75, revoked: false });

    const closed = await final(learner.token, course.id);
    expect(closed).toMatchObject({
      status: 'passed',
      attemptsUsed: 2,
      attemptId: null,
      questions: [],
      certificateId: passed.certificate?.id,
    });
    const again = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: second.attemptId,
      answers: answersFor(second.questions, course.key),
    });
    expect([again.statusCode, refusalOf(again)]).toEqual([
      409,
      { message: 'You have already passed this assessment' },
    ]);
  });

  it('is exhausted after the last attempt; an attempt open when the limit drops is refused', async () => {
    const { course, learner } = await ready({ finalAttemptLimit: 2 });
    const fail = async () => {
      const open = await final(learner.token, course.id);
      await submit(learner.token, {
        courseId: course.id,
        attemptId: open.attemptId,
        answers: answersFor(open.questions, course.key, 0),
      });
      return open;
    };
    const first = await fail();
    const open = await final(learner.token, course.id);
    await t.app.ctx.db
      .updateTable('courses')
      .set({ finalAttemptLimit: 1 })
      .where('id', '=', course.id)
      .execute();
    const refused = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: open.attemptId,
      answers: answersFor(open.questions, course.key),
    });
    expect([refused.statusCode, refusalOf(refused)]).toEqual([
      409,
      { message: 'You have used all 1 attempt at this assessment' },
    ]);
    await t.app.ctx.db
      .updateTable('courses')
      .set({ finalAttemptLimit: 2 })
      .where('id', '=', course.id)
      .execute();
    await submit(learner.token, {
      courseId: course.id,
      attemptId: open.attemptId,
      answers: answersFor(open.questions, course.key, 1),
    });
    expect(await final(learner.token, course.id)).toMatchObject({
      status: 'exhausted',
      attemptsAllowed: 2,
      attemptsUsed: 2,
      attemptId: null,
      questions: [],
    });
    const replay = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: first.attemptId,
      answers: answersFor(first.questions, course.key),
    });
    expect([replay.statusCode, refusalOf(replay)]).toEqual([
      409,
      { message: 'This attempt was already submitted: reload the assessment' },
    ]);
  });

  it('a course without final questions answers status none', async () => {
    const { course, learner } = await enrolled({ finalQuestions: 0 });
    await completeCourse(t.app, learner.token, course);
    expect(await final(learner.token, course.id)).toMatchObject({
      status: 'none',
      attemptId: null,
      questions: [],
    });
  });

  it('redraws an open attempt whose question was deleted since', async () => {
    const { course, learner } = await ready();
    const first = await final(learner.token, course.id);
    const removed = storedFinalId(course, first.questions[0] ?? { text: '' });
    await t.app.ctx.db.deleteFrom('questions').where('id', '=', removed).execute();
    const stale = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: first.attemptId,
      answers: answersFor(first.questions.slice(1), course.key),
    });
    expect([stale.statusCode, refusalOf(stale)]).toEqual([
      409,
      { message: 'This assessment changed since it was opened: reload it for its new questions' },
    ]);
    const redrawn = await final(learner.token, course.id);
    expect(redrawn.attemptId).not.toBe(first.attemptId);
    expect(redrawn.questions.map((q) => storedFinalId(course, q)).sort()).toEqual(
      course.finalIds.filter((id) => id !== removed).sort(),
    );
  });
});
