import { expect, it } from 'vitest';
import {
  answersForIds,
  createQuizCourse,
  getChapterQuiz,
  submitChapterQuiz,
} from '../../../test/assessment-factories.js';
import { createLearner } from '../../../test/factories.js';
import {
  describeEachDatabase,
  fieldRefusal,
  hugeString,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';

describeEachDatabase('chapterAnswer/add refuses bad answers', (dialect) => {
  const t = useTestApp(dialect);

  const setupOwned = async () => {
    const course = await createQuizCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    const [q1, q2] = course.quizzes.setup as [string, string];
    const [d1] = course.quizzes.deeper as [string, string];
    const right = (id: string) => ({ questionId: id, optionIds: course.key.correct.get(id) ?? [] });
    return { course, learner, chapterId: course.chapters.setup.id, q1, q2, d1, right };
  };
  const attemptsOf = (userId: string) =>
    t.app.ctx.db.selectFrom('chapterAttempts').select('id').where('userId', '=', userId).execute();

  it('names the question missing, answered twice, foreign, and the option of another question', async () => {
    const { course, learner, chapterId, q1, q2, d1, right } = await setupOwned();
    const send = (answers: unknown) => submitChapterQuiz(t.app, learner.token, { chapterId, answers });

    const missing = await send([right(q1)]);
    expect([missing.statusCode, refusalOf(missing)]).toEqual([
      400,
      fieldRefusal('answers', 'must answer every question: 1 is not answered'),
    ]);

    const twice = await send([right(q1), right(q2), right(q1)]);
    expect([twice.statusCode, refusalOf(twice)]).toEqual([
      400,
      fieldRefusal('answers.2.questionId', 'answers a question already answered'),
    ]);

    // A question of another chapter's quiz, instead of one of this quiz's.
    const foreign = await send([right(q1), right(d1)]);
    expect(foreign.statusCode).toBe(400);
    expect(refusalOf(foreign)).toEqual({
      message: 'answers.1.questionId: is not a question of this assessment',
      errors: [
        { path: 'answers.1.questionId', message: 'is not a question of this assessment' },
        { path: 'answers', message: 'must answer every question: 1 is not answered' },
      ],
    });

    // q2 answered with q1's correct option.
    const wrongOption = await send([right(q1), { questionId: q2, optionIds: course.key.correct.get(q1) }]);
    expect([wrongOption.statusCode, refusalOf(wrongOption)]).toEqual([
      400,
      fieldRefusal('answers.1.optionIds.0', 'is not an option of this question'),
    ]);

    const unknownIds = await send([right(q1), { questionId: q2, optionIds: ['no-such-option'] }]);
    expect(refusalOf(unknownIds)).toEqual(
      fieldRefusal('answers.1.optionIds.0', 'is not an option of this question'),
    );
    expect(await attemptsOf(learner.id)).toEqual([]);
  });

  it('refuses wrong types, empty and oversized lists, duplicate options and unknown fields', async () => {
    const { learner, chapterId, q1, q2, right } = await setupOwned();
    const cases: [unknown, ReturnType<typeof fieldRefusal>][] = [
      [{ chapterId }, fieldRefusal('answers', 'is required')],
      [{ chapterId: 42, answers: [right(q1), right(q2)] }, fieldRefusal('chapterId', 'must be a string')],
      [{ chapterId, answers: 'all of them' }, fieldRefusal('answers', 'must be an array')],
      [{ chapterId, answers: [] }, fieldRefusal('answers', 'must NOT have fewer than 1 items')],
      [
        { chapterId, answers: [{ questionId: q1, optionIds: [] }] },
        fieldRefusal('answers.0.optionIds', 'must NOT have fewer than 1 items'),
      ],
      [
        { chapterId, answers: [{ questionId: q1, optionIds: 'a' }] },
        fieldRefusal('answers.0.optionIds', 'must be an array'),
      ],
      [{ chapterId, answers: [{ questionId: q1 }] }, fieldRefusal('answers.0.optionIds', 'is required')],
      [
        { chapterId, answers: [{ questionId: q1, optionIds: ['x', 'x'] }] },
        fieldRefusal('answers.0.optionIds', 'must NOT have duplicate items (items ## 1 and 0 are identical)'),
      ],
      [
        { chapterId, answers: [right(q1), right(q2)], score: 100 },
        fieldRefusal('score', 'is not an accepted field'),
      ],
      [
        { chapterId: 'x'.repeat(65), answers: [right(q1), right(q2)] },
        fieldRefusal('chapterId', 'must be at most 64 characters'),
      ],
    ];
    for (const [payload, refusal] of cases) {
      const response = await submitChapterQuiz(t.app, learner.token, payload);
      expect([response.statusCode, refusalOf(response)], JSON.stringify(payload)).toEqual([400, refusal]);
    }
    const many = Array.from({ length: 101 }, () => right(q1));
    const tooMany = await submitChapterQuiz(t.app, learner.token, { chapterId, answers: many });
    expect([tooMany.statusCode, refusalOf(tooMany)]).toEqual([
      400,
      fieldRefusal('answers', 'must NOT have more than 100 items'),
    ]);
    expect(await attemptsOf(learner.id)).toEqual([]);
  });

  it('refuses bodies that are not a JSON object, and one over the size limit', async () => {
    const { learner, chapterId } = await setupOwned();
    for (const [label, raw, refusal] of malformedJsonBodies) {
      const response = await sendRawJson(t.app, {
        method: 'POST',
        url: '/api/chapterAnswer/add',
        raw,
        token: learner.token,
      });
      expect([response.statusCode, refusalOf(response)], label).toEqual([400, refusal]);
    }
    const huge = await sendRawJson(t.app, {
      method: 'POST',
      url: '/api/chapterAnswer/add',
      token: learner.token,
      raw: JSON.stringify({ chapterId, answers: [{ questionId: hugeString(), optionIds: ['a'] }] }),
    });
    expect([huge.statusCode, refusalOf(huge)]).toEqual([413, tooLarge]);
    expect(await attemptsOf(learner.id)).toEqual([]);
  });

  it('refuses a bad chapter id in the query', async () => {
    const { learner } = await setupOwned();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/chapter/questions',
      headers: { 'x-access-token': learner.token },
    });
    expect([missing.statusCode, refusalOf(missing)]).toEqual([
      400,
      fieldRefusal('chapterId', 'is required', 'querystring '),
    ]);
    const long = await getChapterQuiz(t.app, learner.token, 'x'.repeat(65));
    expect([long.statusCode, refusalOf(long)]).toEqual([
      400,
      fieldRefusal('chapterId', 'must be at most 64 characters', 'querystring '),
    ]);
  });

  it('accepts a valid submission after refusals: nothing half-stored', async () => {
    const { course, learner, chapterId, q1, right } = await setupOwned();
    await submitChapterQuiz(t.app, learner.token, { chapterId, answers: [right(q1)] });
    const ok = await submitChapterQuiz(t.app, learner.token, {
      chapterId,
      answers: answersForIds(course.quizzes.setup, course.key),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await attemptsOf(learner.id)).toHaveLength(1);
    const answers = await t.app.ctx.db
      .selectFrom('chapterAttemptAnswers')
      .select(['questionId', 'isCorrect'])
      .where('attemptId', '=', ok.json().data.id)
      .orderBy('position')
      .execute();
    expect(answers).toEqual(course.quizzes.setup.map((questionId) => ({ questionId, isCorrect: 1 })));
  });
});
