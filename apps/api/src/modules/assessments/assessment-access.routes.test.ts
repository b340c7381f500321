import type { ChapterAttempt, FinalAssessment, Paged } from '@coursewise/contract';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import {
  answersFor,
  answersForIds,
  completeCourse,
  createQuizCourse,
  getFinal,
  listChapterAttempts,
  submitChapterQuiz,
} from '../../../test/assessment-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';

describeEachDatabase('assessment endpoints: who may call them, and chapter attempt lists', (dialect) => {
  const t = useTestApp(dialect);

  it('answer 401 without a token and 403 to a learner who does not own the course, on every endpoint', async () => {
    const course = await createQuizCourse(t.app);
    const owner = await createLearner(t.app);
    await buy(t.app, owner.id, course.id);
    await completeCourse(t.app, owner.token, course);
    const open: FinalAssessment = (await getFinal(t.app, owner.token, course.id)).json().data;
    const chapterId = course.chapters.setup.id;
    const requests: InjectOptions[] = [
      { method: 'GET', url: `/api/chapter/questions?chapterId=${chapterId}` },
      {
        method: 'POST',
        url: '/api/chapterAnswer/add',
        payload: { chapterId, answers: answersForIds(course.quizzes.setup, course.key) },
      },
      { method: 'GET', url: `/api/chapterAnswer/getAll?chapterId=${chapterId}` },
      { method: 'GET', url: `/api/chapterAnswer/getAll?courseId=${course.id}` },
      { method: 'GET', url: `/api/course/final-question?courseId=${course.id}` },
      {
        method: 'POST',
        url: '/api/courseAnswer/add',
        payload: {
          courseId: course.id,
          attemptId: open.attemptId,
          answers: answersFor(open.questions, course.key),
        },
      },
      { method: 'GET', url: `/api/courseAnswer/getAll?courseId=${course.id}` },
      { method: 'GET', url: `/api/courseAnswer/getAllCourseAnswerDetails?courseId=${course.id}` },
    ];
    const stranger = await createLearner(t.app);
    for (const request of requests) {
      const anonymous = await call(t.app, request);
      expect([anonymous.statusCode, refusalOf(anonymous)], request.url as string).toEqual([
        401,
        { message: 'Please sign in to continue' },
      ]);
      const refused = await call(t.app, { ...request, token: stranger.token });
      expect([refused.statusCode, refusalOf(refused)], request.url as string).toEqual([
        403,
        { message: 'Buy this course to take its assessments' },
      ]);
      expect(refused.body).not.toContain('isCorrect');
    }
    // Nothing was stored for anyone, and the owner's attempt is still open.
    const stored = await t.app.ctx.db
      .selectFrom('chapterAttempts')
      .select('userId')
      .where('courseId', '=', course.id)
      .execute();
    expect(stored.every((row) => row.userId === owner.id)).toBe(true);
    const attempt = await t.app.ctx.db
      .selectFrom('finalAttempts')
      .select(['userId', 'submittedAt'])
      .where('id', '=', open.attemptId ?? '')
      .executeTakeFirst();
    expect(attempt).toEqual({ userId: owner.id, submittedAt: null });
  });

  it('lists a learner’s chapter attempts by chapter or by course, newest first and paged; never another’s', async () => {
    const course = await createQuizCourse(t.app);
    const learner = await createLearner(t.app);
    const other = await createLearner(t.app);
    for (const user of [learner, other]) await buy(t.app, user.id, course.id);
    const { setup, deeper } = course.chapters;
    const take = async (token: string, chapterId: string, ids: string[], correct: number) => {
      const response = await submitChapterQuiz(t.app, token, {
        chapterId,
        answers: answersForIds(ids, course.key, correct),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    const a1 = await take(learner.token, setup.id, course.quizzes.setup, 0);
    const a2 = await take(learner.token, deeper.id, course.quizzes.deeper, 1);
    const a3 = await take(learner.token, setup.id, course.quizzes.setup, 2);
    await take(other.token, setup.id, course.quizzes.setup, 2);

    const list = async (query: string): Promise<Paged<ChapterAttempt>> => {
      const response = await listChapterAttempts(t.app, learner.token, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const byChapter = await list(`chapterId=${setup.id}`);
    expect(byChapter.total).toBe(2);
    expect(byChapter.items.map((a) => [a.id, a.chapterId, a.percentage, a.passed])).toEqual([
      [a3, setup.id, 100, true],
      [a1, setup.id, 0, false],
    ]);
    expect(byChapter.items[0]?.answers).toEqual(
      course.quizzes.setup.map((questionId) => ({
        questionId,
        optionIds: course.key.correct.get(questionId),
        isCorrect: true,
      })),
    );
    expect((await list(`courseId=${course.id}`)).items.map((a) => a.id)).toEqual([a3, a2, a1]);
    expect(await list(`courseId=${course.id}&page=2&limit=2`)).toMatchObject({
      page: 2,
      limit: 2,
      total: 3,
      items: [{ id: a1 }],
    });
    for (const response of [
      await listChapterAttempts(t.app, learner.token, ''),
      await listChapterAttempts(t.app, learner.token, `chapterId=${setup.id}&courseId=${course.id}`),
    ]) {
      expect([response.statusCode, refusalOf(response)]).toEqual([
        400,
        { message: 'Give either a chapterId or a courseId' },
      ]);
    }
    const unknown = await listChapterAttempts(
      t.app,
      learner.token,
      'chapterId=01900000-0000-7000-8000-000000000000',
    );
    expect([unknown.statusCode, refusalOf(unknown)]).toEqual([
      404,
      { message: 'This chapter does not exist' },
    ]);
    const unknownCourse = await listChapterAttempts(t.app, learner.token, 'courseId=nope');
    expect([unknownCourse.statusCode, refusalOf(unknownCourse)]).toEqual([
      404,
      { message: 'This course does not exist' },
    ]);
  });
});
