import type { FinalAssessment, FinalAttemptResult } from '@coursewise/contract';
import { expect, it } from 'vitest';
import {
  answersFor,
  completeCourse,
  createQuizCourse,
  getFinal,
  submitFinal,
} from '../../../test/assessment-factories.js';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';

describeEachDatabase('the final assessment under concurrent requests', (dialect) => {
  const t = useTestApp(dialect);

  const ready = async (options: { finalAttemptLimit?: number } = {}) => {
    const course = await createQuizCourse(t.app, options);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    await completeCourse(t.app, learner.token, course);
    return { course, learner };
  };
  const attemptsOf = (userId: string, courseId: string) =>
    t.app.ctx.db
      .selectFrom('finalAttempts')
      .select(['id', 'number', 'submittedAt', 'passed'])
      .where('userId', '=', userId)
      .where('courseId', '=', courseId)
      .orderBy('number')
      .execute();

  it('ten learners’ tabs opening at once share one drawn attempt', async () => {
    const { course, learner } = await ready();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => getFinal(t.app, learner.token, course.id)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const finals = responses.map((r) => r.json().data as FinalAssessment);
    expect(new Set(finals.map((f) => f.attemptId)).size).toBe(1);
    expect(new Set(finals.map((f) => JSON.stringify(f.questions))).size).toBe(1);
    expect(await attemptsOf(learner.id, course.id)).toHaveLength(1);
  });

  it('ten concurrent submissions of one attempt: one is stored, nine are refused', async () => {
    const { course, learner } = await ready();
    const open: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
    const body = {
      courseId: course.id,
      attemptId: open.attemptId,
      answers: answersFor(open.questions, course.key, 1),
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submitFinal(t.app, learner.token, body)),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const attempts = await attemptsOf(learner.id, course.id);
    expect(attempts.map((a) => [a.id, a.number])).toEqual([[open.attemptId, 1]]);
    const answers = await t.app.ctx.db
      .selectFrom('finalAttemptAnswers')
      .select('questionId')
      .where('attemptId', '=', open.attemptId ?? '')
      .execute();
    expect(answers).toHaveLength(4);
  });

  it('never exceeds the attempt limit: ten clients racing to open and submit get exactly three attempts', async () => {
    const { course, learner } = await ready({ finalAttemptLimit: 3 });
    const client = async (): Promise<number> => {
      let stored = 0;
      for (let round = 0; round < 10; round += 1) {
        const state: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
        if (state.status !== 'open') break;
        const response = await submitFinal(t.app, learner.token, {
          courseId: course.id,
          attemptId: state.attemptId,
          answers: answersFor(state.questions, course.key, 0),
        });
        if (response.statusCode === 201) stored += 1;
        else expect(response.statusCode, response.body).toBe(409);
      }
      return stored;
    };
    const stored = await Promise.all(Array.from({ length: 10 }, client));
    expect(stored.reduce((a, b) => a + b, 0)).toBe(3);
    const attempts = await attemptsOf(learner.id, course.id);
    expect(attempts.map((a) => a.number)).toEqual([1, 2, 3]);
    expect(attempts.every((a) => a.submittedAt !== null)).toBe(true);
    const state: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
    expect(state).toMatchObject({ status: 'exhausted', attemptsUsed: 3, attemptId: null });
  });

  it('exactly one certificate after several passing submissions at once, with one email', async () => {
    const { course, learner } = await ready();
    const open: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
    const body = {
      courseId: course.id,
      attemptId: open.attemptId,
      answers: answersFor(open.questions, course.key),
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submitFinal(t.app, learner.token, body)),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    const result: FinalAttemptResult = created[0]?.json().data;
    expect(result).toMatchObject({ passed: true, percentage: 100 });
    expect(result.certificate?.id).toEqual(expect.any(String));

    // Trying again afterwards changes nothing.
    const later = await Promise.all(Array.from({ length: 3 }, () => submitFinal(t.app, learner.token, body)));
    expect(later.map((r) => r.statusCode)).toEqual([409, 409, 409]);

    const certificates = await t.app.ctx.db
      .selectFrom('certificates')
      .select(['id', 'attemptId', 'score'])
      .where('userId', '=', learner.id)
      .where('courseId', '=', course.id)
      .execute();
    expect(certificates).toEqual([{ id: result.certificate?.id, attemptId: open.attemptId, score: 100 }]);
    const mails = await t.app.ctx.db
      .selectFrom('mailJobs')
      .select('subject')
      .where('toAddress', '=', learner.email)
      .execute();
    expect(mails).toHaveLength(1);
    const state: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
    expect(state).toMatchObject({ status: 'passed', certificateId: result.certificate?.id });
  });
});
