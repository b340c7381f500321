import type { FinalAssessment, FinalAttempt, FinalReview, Paged } from '@coursewise/contract';
import { expect, it } from 'vitest';
import {
  answersFor,
  completeCourse,
  createQuizCourse,
  getFinal,
  getFinalReview,
  listFinalAttempts,
  submitFinal,
} from '../../../test/assessment-factories.js';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';

describeEachDatabase('final attempts and their review', (dialect) => {
  const t = useTestApp(dialect);

  const ready = async () => {
    const course = await createQuizCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    await completeCourse(t.app, learner.token, course);
    return { course, learner };
  };
  type Ready = Awaited<ReturnType<typeof ready>>;
  /** Opens and submits an attempt with `correct` right answers; answers the attempt id and its draw. */
  const attempt = async ({ course, learner }: Ready, correct: number) => {
    const open: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
    const response = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: open.attemptId,
      answers: answersFor(open.questions, course.key, correct),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: open.attemptId ?? '', questions: open.questions };
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

  it('reviews the latest attempt by default, or a named one: the key, the choices and the explanations', async () => {
    const setup = await ready();
    const { course, learner } = setup;
    const first = await attempt(setup, 1);
    const second = await attempt(setup, 2);
    const latest = await review(learner.token, `courseId=${course.id}`);
    expect(latest.attempt).toMatchObject({ id: second.id, number: 2, correct: 2, total: 4, percentage: 50 });
    // Questions in the attempt's order, options in the attempt's shuffled order.
    expect(latest.questions.map((q) => q.questionId)).toEqual(second.questions.map((q) => q.id));
    latest.questions.forEach((question, i) => {
      const shown = second.questions[i];
      expect(question.options.map((o) => o.id)).toEqual(shown?.options.map((o) => o.id));
      const key = course.key.correct.get(question.questionId) ?? [];
      expect(
        question.options
          .filter((o) => o.isCorrect)
          .map((o) => o.id)
          .sort(),
      ).toEqual([...key].sort());
      expect(question.explanation).toMatch(/^Because of reason \d+\.$/);
      expect(question.isCorrect).toBe(i < 2);
      expect(question.chosenOptionIds).toEqual(i < 2 ? key : [course.key.wrong.get(question.questionId)]);
    });
    const older = await review(learner.token, `courseId=${course.id}&attemptId=${first.id}`);
    expect(older.attempt).toMatchObject({ id: first.id, number: 1, correct: 1 });
    expect(older.questions.map((q) => q.isCorrect)).toEqual([true, false, false, false]);
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
