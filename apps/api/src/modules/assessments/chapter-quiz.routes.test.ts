import type { ChapterAttemptResult, ChapterQuiz, PurchasedCourse } from '@coursewise/contract';
import { expect, it } from 'vitest';
import {
  answersForIds,
  chapterQuizSpec,
  createQuizCourse,
  getChapterQuiz,
  submitChapterQuiz,
} from '../../../test/assessment-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';

describeEachDatabase('chapter quizzes', (dialect) => {
  const t = useTestApp(dialect);

  const owned = async () => {
    const course = await createQuizCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    return { course, learner, ...course.chapters };
  };
  const outline = async (courseId: string, token: string): Promise<PurchasedCourse> => {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/course/purchase-details/${courseId}`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const chapterOf = (course: PurchasedCourse, id: string) =>
    course.modules.flatMap((m) => m.chapters).find((c) => c.id === id);

  it('gives the questions in order with their options, and never the key', async () => {
    const { course, learner, setup } = await owned();
    const response = await getChapterQuiz(t.app, learner.token, setup.id);
    expect(response.statusCode, response.body).toBe(200);
    for (const secret of ['isCorrect', 'explanation', 'HyperText Markup Language: the language']) {
      expect(response.body).not.toContain(secret);
    }
    const quiz: ChapterQuiz = response.json().data;
    expect(quiz).toMatchObject({
      chapterId: setup.id,
      courseId: course.id,
      chapterTitle: 'Setup',
      passMark: 70,
      best: null,
    });
    expect(quiz.questions.map((q) => q.id)).toEqual(course.quizzes.setup);
    expect(quiz.questions.map((q) => [q.text, q.multiple, q.imageUrl])).toEqual([
      ['What does HTML stand for?', false, null],
      ['Which of these are programming languages?', true, null],
    ]);
    expect(quiz.questions[1]?.options.map((o) => o.text)).toEqual(['Python', 'CSS', 'Rust']);
    expect(Object.keys(quiz.questions[0]?.options[0] ?? {}).sort()).toEqual(['id', 'text']);
  });

  it('scores on the server: a failed attempt is stored with its review and does not complete the chapter', async () => {
    const { course, learner, setup } = await owned();
    const response = await submitChapterQuiz(t.app, learner.token, {
      chapterId: setup.id,
      answers: answersForIds(course.quizzes.setup, course.key, 1),
    });
    expect(response.statusCode, response.body).toBe(201);
    const result: ChapterAttemptResult = response.json().data;
    expect(result).toMatchObject({
      chapterId: setup.id,
      correct: 1,
      total: 2,
      percentage: 50,
      passed: false,
      chapterCompleted: false,
    });
    expect(result.answers.map((a) => a.isCorrect)).toEqual([true, false]);
    // The review, after the attempt is stored: every option marked, the choice, the explanation.
    const [first, second] = result.review;
    expect(first?.options.map((o) => o.isCorrect)).toEqual([true, false, false]);
    expect(second).toMatchObject({
      multiple: true,
      isCorrect: false,
      explanation: chapterQuizSpec[1]?.explanation,
      chosenOptionIds: [course.key.wrong.get(course.quizzes.setup[1] ?? '')],
    });
    expect(chapterOf(await outline(course.id, learner.token), setup.id)).toMatchObject({
      completed: false,
      quiz: { questionCount: 2, passed: false, bestPercentage: 50 },
    });
  });

  it('passing completes the chapter; a later failed retake keeps it complete and the best result', async () => {
    const { course, learner, setup } = await owned();
    const pass = await submitChapterQuiz(t.app, learner.token, {
      chapterId: setup.id,
      answers: answersForIds(course.quizzes.setup, course.key),
    });
    expect(pass.statusCode, pass.body).toBe(201);
    expect(pass.json().data).toMatchObject({ percentage: 100, passed: true, chapterCompleted: true });
    expect(pass.json().message).toBe('Quiz passed: chapter completed.');
    const page = await outline(course.id, learner.token);
    expect(chapterOf(page, setup.id)).toMatchObject({
      completed: true,
      quiz: { questionCount: 2, passed: true, bestPercentage: 100 },
    });
    expect(page.progress).toEqual({ completed: 1, total: 4, percent: 25 });

    const retake = await submitChapterQuiz(t.app, learner.token, {
      chapterId: setup.id,
      answers: answersForIds(course.quizzes.setup, course.key, 0),
    });
    expect(retake.json().data).toMatchObject({ percentage: 0, passed: false, chapterCompleted: true });
    const quiz: ChapterQuiz = (await getChapterQuiz(t.app, learner.token, setup.id)).json().data;
    expect(quiz.best).toEqual({ percentage: 100, passed: true });
    expect(chapterOf(await outline(course.id, learner.token), setup.id)?.completed).toBe(true);
  });

  it('passes at exactly the pass mark and not below it', async () => {
    const course = await createQuizCourse(t.app, { passMark: 50 });
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    const half = await submitChapterQuiz(t.app, learner.token, {
      chapterId: course.chapters.deeper.id,
      answers: answersForIds(course.quizzes.deeper, course.key, 1),
    });
    expect(half.json().data).toMatchObject({ percentage: 50, passed: true, chapterCompleted: true });
    const none = await submitChapterQuiz(t.app, learner.token, {
      chapterId: course.chapters.setup.id,
      answers: answersForIds(course.quizzes.setup, course.key, 0),
    });
    expect(none.json().data).toMatchObject({ percentage: 0, passed: false });
  });

  it('a multiple-choice answer is correct only with exactly the key', async () => {
    const { course, learner, setup } = await owned();
    const [single, multiple] = course.quizzes.setup as [string, string];
    const [python] = course.key.correct.get(multiple) ?? [];
    const wrong = course.key.wrong.get(multiple) ?? '';
    const attempt = async (optionIds: string[]) => {
      const response = await submitChapterQuiz(t.app, learner.token, {
        chapterId: setup.id,
        answers: [
          { questionId: single, optionIds: course.key.correct.get(single) },
          { questionId: multiple, optionIds },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json().data as ChapterAttemptResult).answers[1]?.isCorrect;
    };
    expect(await attempt([python ?? ''])).toBe(false);
    expect(await attempt([...(course.key.correct.get(multiple) ?? []), wrong])).toBe(false);
    expect(await attempt([...(course.key.correct.get(multiple) ?? [])].reverse())).toBe(true);
  });

  it('refuses anonymous requests (401) and learners who do not own the course (403), storing nothing', async () => {
    const { course, setup } = await owned();
    const stranger = await createLearner(t.app);
    const body = { chapterId: setup.id, answers: answersForIds(course.quizzes.setup, course.key) };
    expect((await getChapterQuiz(t.app, undefined, setup.id)).statusCode).toBe(401);
    expect((await submitChapterQuiz(t.app, undefined, body)).statusCode).toBe(401);
    const forbidden = { message: 'Buy this course to take its assessments' };
    const quiz = await getChapterQuiz(t.app, stranger.token, setup.id);
    expect([quiz.statusCode, refusalOf(quiz)]).toEqual([403, forbidden]);
    const submit = await submitChapterQuiz(t.app, stranger.token, body);
    expect([submit.statusCode, refusalOf(submit)]).toEqual([403, forbidden]);
    const stored = await t.app.ctx.db
      .selectFrom('chapterAttempts')
      .select('id')
      .where('userId', '=', stranger.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers 404 for an unknown chapter and, with a message, for a chapter without a quiz', async () => {
    const { learner, welcome, course } = await owned();
    const unknown = await getChapterQuiz(t.app, learner.token, '01900000-0000-7000-8000-000000000000');
    expect([unknown.statusCode, refusalOf(unknown)]).toEqual([
      404,
      { message: 'This chapter does not exist' },
    ]);
    const noQuiz = await getChapterQuiz(t.app, learner.token, welcome.id);
    expect([noQuiz.statusCode, refusalOf(noQuiz)]).toEqual([404, { message: 'This chapter has no quiz' }]);
    const submit = await submitChapterQuiz(t.app, learner.token, {
      chapterId: welcome.id,
      answers: answersForIds(course.quizzes.setup, course.key),
    });
    expect([submit.statusCode, refusalOf(submit)]).toEqual([404, { message: 'This chapter has no quiz' }]);
  });
});
