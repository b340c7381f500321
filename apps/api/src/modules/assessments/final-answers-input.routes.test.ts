import type { FinalAssessment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import {
  answersFor,
  completeCourse,
  createQuizCourse,
  getFinal,
  submitFinal,
} from '../../../test/assessment-factories.js';
import { createLearner } from '../../../test/factories.js';
import {
  describeEachDatabase,
  fieldRefusal,
  hugeString,
  refusalOf,
  sendRawJson,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';

describeEachDatabase('courseAnswer/add refuses answers that do not fit the attempt', (dialect) => {
  const t = useTestApp(dialect);

  /** An open attempt drawing 3 of a pool of 5, so two pool questions are not part of it. */
  const opened = async () => {
    const course = await createQuizCourse(t.app, { finalQuestions: 5, finalQuestionCount: 3 });
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    await completeCourse(t.app, learner.token, course);
    const open: FinalAssessment = (await getFinal(t.app, learner.token, course.id)).json().data;
    const drawn = open.questions.map((q) => q.id);
    const undrawn = course.finalIds.filter((id) => !drawn.includes(id));
    const answers = answersFor(open.questions, course.key);
    const send = (body: Record<string, unknown>) =>
      submitFinal(t.app, learner.token, { courseId: course.id, attemptId: open.attemptId, ...body });
    return { course, learner, open, undrawn, answers, send };
  };
  const submitted = (userId: string) =>
    t.app.ctx.db
      .selectFrom('finalAttempts')
      .select('id')
      .where('userId', '=', userId)
      .where('submittedAt', 'is not', null)
      .execute();

  it('names missing, duplicate and undrawn questions and foreign options; nothing is stored', async () => {
    const { course, learner, undrawn, answers, send } = await opened();
    const [a, b, c] = answers as [(typeof answers)[0], (typeof answers)[0], (typeof answers)[0]];

    const missing = await send({ answers: [a, b] });
    expect([missing.statusCode, refusalOf(missing)]).toEqual([
      400,
      fieldRefusal('answers', 'must answer every question: 1 is not answered'),
    ]);
    const twice = await send({ answers: [a, b, c, a] });
    expect(refusalOf(twice)).toEqual(
      fieldRefusal('answers.3.questionId', 'answers a question already answered'),
    );
    // A question of the pool that this attempt was not given (its key is known to the test, not the learner).
    const notDrawn = undrawn[0] ?? '';
    const undrawnAnswer = { questionId: notDrawn, optionIds: course.key.correct.get(notDrawn) };
    const foreign = await send({ answers: [a, b, undrawnAnswer] });
    expect(foreign.statusCode).toBe(400);
    expect(refusalOf(foreign).errors).toEqual([
      { path: 'answers.2.questionId', message: 'is not a question of this assessment' },
      { path: 'answers', message: 'must answer every question: 1 is not answered' },
    ]);
    const chapterQuestion = course.quizzes.setup[0] ?? '';
    const ofChapter = await send({
      answers: [a, b, { questionId: chapterQuestion, optionIds: course.key.correct.get(chapterQuestion) }],
    });
    expect(refusalOf(ofChapter).message).toBe('answers.2.questionId: is not a question of this assessment');
    const optionOfOther = await send({
      answers: [a, b, { questionId: c.questionId, optionIds: a.optionIds.slice(0, 1) }],
    });
    expect(refusalOf(optionOfOther)).toEqual(
      fieldRefusal('answers.2.optionIds.0', 'is not an option of this question'),
    );
    for (const response of [twice, ofChapter, optionOfOther]) expect(response.statusCode).toBe(400);
    expect(await submitted(learner.id)).toEqual([]);
    // The attempt is still open and takes a correct submission.
    const ok = await send({ answers });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses unknown attempts and courses, wrong types and huge bodies', async () => {
    const { course, learner, open, answers, send } = await opened();
    const unknownAttempt = await send({ attemptId: '01900000-0000-7000-8000-000000000000', answers });
    expect([unknownAttempt.statusCode, refusalOf(unknownAttempt)]).toEqual([
      404,
      { message: 'This attempt does not exist' },
    ]);
    const unknownCourse = await send({ courseId: '01900000-0000-7000-8000-000000000000', answers });
    expect([unknownCourse.statusCode, refusalOf(unknownCourse)]).toEqual([
      404,
      { message: 'This course does not exist' },
    ]);
    const cases: [Record<string, unknown>, ReturnType<typeof fieldRefusal>][] = [
      [{ answers: undefined }, fieldRefusal('answers', 'is required')],
      [{ attemptId: 7, answers }, fieldRefusal('attemptId', 'must be a string')],
      [{ attemptId: null, answers }, fieldRefusal('attemptId', 'must be a string')],
      [{ answers: {} }, fieldRefusal('answers', 'must be an array')],
      [
        { answers: [{ questionId: 1, optionIds: ['a'] }] },
        fieldRefusal('answers.0.questionId', 'must be a string'),
      ],
      [
        { answers: [{ questionId: 'q', optionIds: [''] }] },
        fieldRefusal('answers.0.optionIds.0', 'must be at least 1 characters'),
      ],
      [
        { answers: [{ questionId: 'q', optionIds: Array.from({ length: 9 }, (_, i) => `o${i}`) }] },
        fieldRefusal('answers.0.optionIds', 'must NOT have more than 8 items'),
      ],
      [{ answers, passed: true }, fieldRefusal('passed', 'is not an accepted field')],
    ];
    for (const [body, refusal] of cases) {
      const response = await send(body);
      expect([response.statusCode, refusalOf(response)], JSON.stringify(body)).toEqual([400, refusal]);
    }
    const huge = await sendRawJson(t.app, {
      method: 'POST',
      url: '/api/courseAnswer/add',
      token: learner.token,
      raw: JSON.stringify({
        courseId: course.id,
        attemptId: open.attemptId,
        answers: [{ questionId: hugeString(), optionIds: ['a'] }],
      }),
    });
    expect([huge.statusCode, refusalOf(huge)]).toEqual([413, tooLarge]);
    expect(await submitted(learner.id)).toEqual([]);
  });
});
