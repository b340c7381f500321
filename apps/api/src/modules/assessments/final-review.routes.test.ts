import type { FinalAssessment, FinalAttempt, FinalReview, Paged } from '@coursewise/contract';
import { expect, it } from 'vitest';
import {
  answersFor,
  completeCourse,
  createQuizCourse,
  getFinal,
  getFinalReview,
  listFinalAttempts,
  type QuizCourseOptions,
  submitFinal,
} from '../../../test/assessment-factories.js';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';

describeEachDatabase('final attempts and their review', (dialect) => {
  const t = useTestApp(dialect);

  const ready = async (options: QuizCourseOptions = {}) => {
    const course = await createQuizCourse(t.app, options);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    await completeCourse(t.app, learner.token, course);
    return { course, learner };
  };
  type Ready = Awaited<ReturnType<typeof ready>>;
  /** Opens and submits an attempt with `correct` right answers; answers the attempt id, its draw and answers. */
  const attempt = async ({ course, learner }: Ready, correct: number) => {
    const open: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
    const answers = answersFor(open.questions, course.key, correct);
    const response = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: open.attemptId,
      answers,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: open.attemptId ?? '', questions: open.questions, answers };
  };
  const review = async (token: string, query: string): Promise<FinalReview> => {
    const response = await getFinalReview(t.app, token, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('has no review before the first attempt, nor for the attempt still open', async () => {
    const setup = await ready();
    const { course, learner } = setup;
    const before = await getFinalReview(t.app, learner.token, `courseId=${course.id}`);
    expect([before.statusCode, refusalOf(before)]).toEqual([
      404,
      { message: 'Take the final assessment first: its review shows after an attempt' },
    ]);
    const open: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
    const ofOpen = await getFinalReview(
      t.app,
      learner.token,
      `courseId=${course.id}&attemptId=${open.attemptId}`,
    );
    expect([ofOpen.statusCode, refusalOf(ofOpen)]).toEqual([404, { message: 'This attempt does not exist' }]);
    expect(ofOpen.body).not.toContain('isCorrect');
  });

  it('after a failed attempt with attempts left: what was chosen and which answers were wrong, not the key', async () => {
    const setup = await ready();
    const { course, learner } = setup;
    const first = await attempt(setup, 1);
    const second = await attempt(setup, 2);
    const response = await getFinalReview(t.app, learner.token, `courseId=${course.id}`);
    expect(response.statusCode, response.body).toBe(200);
    // No option is marked either way, and no explanation is sent.
    expect(response.body).not.toContain('Because of reason');
    const latest: FinalReview = response.json().data;
    expect(latest.keyShown).toBe(false);
    for (const option of latest.questions.flatMap((q) => q.options))
      expect(Object.keys(option).sort()).toEqual(['id', 'text']);
    expect(latest.attempt).toMatchObject({ id: second.id, number: 2, correct: 2, total: 4, percentage: 50 });
    // Questions in the attempt's order, options in the attempt's shuffled order, under its ids.
    expect(latest.questions.map((q) => q.questionId)).toEqual(second.questions.map((q) => q.id));
    latest.questions.forEach((question, i) => {
      const shown = second.questions[i];
      expect(question.options).toEqual(shown?.options);
      expect(question.explanation).toBeNull();
      expect(question.isCorrect).toBe(i < 2);
      expect(question.chosenOptionIds).toEqual(second.answers[i]?.optionIds);
    });
    const older = await review(learner.token, `courseId=${course.id}&attemptId=${first.id}`);
    expect(older).toMatchObject({ keyShown: false, attempt: { id: first.id, number: 1, correct: 1 } });
    expect(older.questions.map((q) => q.isCorrect)).toEqual([true, false, false, false]);
    expect(older.questions.flatMap((q) => q.options.filter((o) => 'isCorrect' in o))).toEqual([]);
  });

  /** Every option of every question marked as the key says, with the explanations and the choices. */
  const expectKey = (
    shown: FinalReview,
    asked: Awaited<ReturnType<typeof attempt>>,
    course: Ready['course'],
  ) => {
    expect(shown.keyShown).toBe(true);
    expect(shown.questions.map((q) => q.questionId)).toEqual(asked.questions.map((q) => q.id));
    shown.questions.forEach((question, i) => {
      const key = course.key.byText.get(question.text)?.correct ?? [];
      expect(question.options.map(({ id, text }) => ({ id, text }))).toEqual(asked.questions[i]?.options);
      for (const option of question.options) expect(option.isCorrect).toBe(key.includes(option.text));
      expect(question.explanation).toMatch(/^Because of reason \d+\.$/);
      expect(question.chosenOptionIds).toEqual(asked.answers[i]?.optionIds);
    });
  };

  it('shows the key of every attempt once the learner has passed', async () => {
    const setup = await ready();
    const { course, learner } = setup;
    const failed = await attempt(setup, 1);
    const passed = await attempt(setup, 4);
    expectKey(await review(learner.token, `courseId=${course.id}`), passed, course);
    const older = await review(learner.token, `courseId=${course.id}&attemptId=${failed.id}`);
    expectKey(older, failed, course);
    expect(older.questions.map((q) => q.isCorrect)).toEqual([true, false, false, false]);
  });

  it('shows the key once no attempt is left', async () => {
    const setup = await ready({ finalAttemptLimit: 2 });
    const { course, learner } = setup;
    const first = await attempt(setup, 1);
    expect((await review(learner.token, `courseId=${course.id}`)).keyShown).toBe(false);
    const last = await attempt(setup, 2);
    expectKey(await review(learner.token, `courseId=${course.id}`), last, course);
    expectKey(await review(learner.token, `courseId=${course.id}&attemptId=${first.id}`), first, course);
  });

  it('keeps other learners’ attempts invisible, and an attempt of another course', async () => {
    const setup = await ready();
    const mine = await attempt(setup, 1);
    const other = await ready();
    const theirs = await attempt(other, 4);

    const peek = await getFinalReview(
      t.app,
      setup.learner.token,
      `courseId=${other.course.id}&attemptId=${theirs.id}`,
    );
    expect(peek.statusCode).toBe(403);
    // The other learner also owns this course now: their attempt is still not found from here.
    await buy(t.app, setup.learner.id, other.course.id);
    const stillHidden = await getFinalReview(
      t.app,
      setup.learner.token,
      `courseId=${other.course.id}&attemptId=${theirs.id}`,
    );
    expect([stillHidden.statusCode, refusalOf(stillHidden)]).toEqual([
      404,
      { message: 'This attempt does not exist' },
    ]);
    const list = await listFinalAttempts(t.app, setup.learner.token, `courseId=${other.course.id}`);
    expect(list.json().data).toEqual({ items: [], page: 1, limit: 12, total: 0 });
    // My own attempt asked for under another course.
    const crossed = await getFinalReview(
      t.app,
      setup.learner.token,
      `courseId=${other.course.id}&attemptId=${mine.id}`,
    );
    expect(crossed.statusCode).toBe(404);
    const submitTheirs = await submitFinal(t.app, setup.learner.token, {
      courseId: other.course.id,
      attemptId: theirs.id,
      answers: answersFor(theirs.questions, other.course.key),
    });
    expect([submitTheirs.statusCode, refusalOf(submitTheirs)]).toEqual([
      404,
      { message: 'This attempt does not exist' },
    ]);
  });

  it('lists submitted attempts newest first, paged, with their answers', async () => {
    const setup = await ready();
    const { course, learner } = setup;
    const first = await attempt(setup, 0);
    const second = await attempt(setup, 1);
    await getFinal(t.app, learner.token, course.id); // a third, open: not listed
    const all = await listFinalAttempts(t.app, learner.token, `courseId=${course.id}`);
    expect(all.statusCode, all.body).toBe(200);
    const page: Paged<FinalAttempt> = all.json().data;
    expect(page).toMatchObject({ page: 1, limit: 12, total: 2 });
    expect(page.items.map((a) => [a.id, a.number, a.correct, a.passed])).toEqual([
      [second.id, 2, 1, false],
      [first.id, 1, 0, false],
    ]);
    expect(page.items[0]?.answers.map((a) => a.isCorrect)).toEqual([true, false, false, false]);
    expect(page.items[0]?.answers.map((a) => a.questionId)).toEqual(second.questions.map((q) => q.id));
    const paged = await listFinalAttempts(t.app, learner.token, `courseId=${course.id}&page=2&limit=1`);
    expect(paged.json().data).toMatchObject({ page: 2, limit: 1, total: 2, items: [{ id: first.id }] });
  });

  it('refuses bad queries', async () => {
    const { learner } = await ready();
    const missing = await listFinalAttempts(t.app, learner.token, '');
    expect([missing.statusCode, refusalOf(missing)]).toEqual([
      400,
      fieldRefusal('courseId', 'is required', 'querystring '),
    ]);
    const limit = await listFinalAttempts(t.app, learner.token, 'courseId=x&limit=101');
    expect([limit.statusCode, refusalOf(limit)]).toEqual([
      400,
      fieldRefusal('limit', 'must be at most 100', 'querystring '),
    ]);
    const unknown = await getFinalReview(
      t.app,
      learner.token,
      'courseId=01900000-0000-7000-8000-000000000000',
    );
    expect([unknown.statusCode, refusalOf(unknown)]).toEqual([
      404,
      { message: 'This course does not exist' },
    ]);
    const long = await getFinalReview(t.app, learner.token, `courseId=x&attemptId=${'y'.repeat(65)}`);
    expect([long.statusCode, refusalOf(long)]).toEqual([
      400,
      fieldRefusal('attemptId', 'must be at most 64 characters', 'querystring '),
    ]);
  });
});
