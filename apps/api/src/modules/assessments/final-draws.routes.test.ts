import type { FinalAssessment, FinalAttemptResult, Question } from '@coursewise/contract';
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
import { buy } from '../../../test/learning-factories.js';

/** What each final attempt asks (a fresh draw) and the ids it shows for it (its own, in no order). */
describeEachDatabase('final attempts: draws and the ids a learner sees', (dialect) => {
  const t = useTestApp(dialect);

  const ready = async (options: QuizCourseOptions = {}) => {
    const course = await createQuizCourse(t.app, options);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    await completeCourse(t.app, learner.token, course);
    return { course, learner };
  };
  const final = async (token: string, courseId: string): Promise<FinalAssessment> => {
    const response = await getFinal(t.app, token, courseId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const submit = async (token: string, body: Record<string, unknown>): Promise<FinalAttemptResult> => {
    const response = await submitFinal(t.app, token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const storedIds = async (courseId: string): Promise<Set<string>> => {
    const rows = await t.app.ctx.db
      .selectFrom('questions')
      .leftJoin('questionOptions', 'questionOptions.questionId', 'questions.id')
      .select(['questions.id as questionId', 'questionOptions.id as optionId'])
      .where('questions.courseId', '=', courseId)
      .execute();
    return new Set(rows.flatMap((row) => [row.questionId, row.optionId ?? '']));
  };
  const idsOf = (questions: Question[]) => questions.flatMap((q) => [q.id, ...q.options.map((o) => o.id)]);

  it('draws afresh for each attempt when the pool is larger than the draw', async () => {
    const { course, learner } = await ready({
      finalQuestions: 20,
      finalQuestionCount: 5,
      finalAttemptLimit: 4,
    });
    const draws: string[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const open = await final(learner.token, course.id);
      expect(open).toMatchObject({ status: 'open', attemptsUsed: n - 1 });
      expect(open.questions).toHaveLength(5);
      draws.push(
        open.questions
          .map((q) => q.text)
          .sort()
          .join('|'),
      );
      if (n < 4)
        await submit(learner.token, {
          courseId: course.id,
          attemptId: open.attemptId,
          answers: answersFor(open.questions, course.key, 0),
        });
    }
    // Each draw is one of C(20, 5) = 15,504 sets: all four alike by chance is 1 in 15,504^3.
    expect(new Set(draws).size).toBeGreaterThan(1);
  });

  it('shows ids of the attempt’s own: not the stored ones, not time-ordered, different next time', async () => {
    const { course, learner } = await ready({ finalQuestions: 10 });
    const stored = await storedIds(course.id);
    const first = await final(learner.token, course.id);
    const shown = idsOf(first.questions);
    expect(shown).toHaveLength(50);
    expect(new Set(shown).size).toBe(50);
    for (const id of shown) {
      // Random-looking version 4 UUIDs, never a stored (time-ordered version 7) id.
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(stored.has(id)).toBe(false);
    }
    // Sorting the ids no longer gives the authored order. By chance, every question's four options
    // would sort into it with probability (1/24)^10 (about 1.6e-14), the ten questions 1/10! (2.8e-7).
    const sortedById = <T extends { id: string }>(items: T[]) =>
      [...items].sort((a, b) => a.id.localeCompare(b.id));
    const authoredOptions = first.questions.map((q) =>
      [...q.options].sort((a, b) => a.text.localeCompare(b.text)).map((o) => o.text),
    );
    const optionsSortedById = first.questions.map((q) => sortedById(q.options).map((o) => o.text));
    expect(optionsSortedById).not.toEqual(authoredOptions);
    const questionsSortedById = sortedById(first.questions).map((q) => storedFinalId(course, q));
    expect(questionsSortedById).not.toEqual(course.finalIds);

    // The pool is the draw, so the same questions come back, under other ids.
    await submit(learner.token, {
      courseId: course.id,
      attemptId: first.attemptId,
      answers: answersFor(first.questions, course.key, 0),
    });
    const second = await final(learner.token, course.id);
    const again = new Set(idsOf(second.questions));
    expect(new Set(second.questions.map((q) => q.text))).toEqual(new Set(first.questions.map((q) => q.text)));
    expect(shown.filter((id) => again.has(id))).toEqual([]);
  });

  it('refuses ids of another attempt, another learner’s and stored ids; nothing is stored until it fits', async () => {
    const { course, learner } = await ready();
    const first = await final(learner.token, course.id);
    const firstAnswers = answersFor(first.questions, course.key);
    await submit(learner.token, {
      courseId: course.id,
      attemptId: first.attemptId,
      answers: answersFor(first.questions, course.key, 0),
    });
    const second = await final(learner.token, course.id);
    const other = await createLearner(t.app);
    await buy(t.app, other.id, course.id);
    await completeCourse(t.app, other.token, course);
    const theirs = await final(other.token, course.id);
    const send = (answers: unknown) =>
      submitFinal(t.app, learner.token, { courseId: course.id, attemptId: second.attemptId, answers });

    const notOfThis = 'answers.0.questionId: is not a question of this assessment';
    const previous = await send(firstAnswers);
    expect([previous.statusCode, refusalOf(previous).message]).toEqual([400, notOfThis]);
    const another = await send(answersFor(theirs.questions, course.key));
    expect([another.statusCode, refusalOf(another).message]).toEqual([400, notOfThis]);
    const storedAnswers = second.questions.map((q) => {
      const id = storedFinalId(course, q);
      return { questionId: id, optionIds: course.key.correct.get(id) };
    });
    const stored = await send(storedAnswers);
    expect([stored.statusCode, refusalOf(stored).message]).toEqual([400, notOfThis]);
    // This attempt's questions with the previous attempt's options (the same texts).
    const previousOptions = new Map(first.questions.map((q, i) => [q.text, firstAnswers[i]?.optionIds]));
    const mixed = await send(
      second.questions.map((q) => ({ questionId: q.id, optionIds: previousOptions.get(q.text) })),
    );
    expect([mixed.statusCode, refusalOf(mixed).message]).toEqual([
      400,
      'answers.0.optionIds.0: is not an option of this question',
    ]);
    const kept = () =>
      t.app.ctx.db
        .selectFrom('finalAttemptAnswers')
        .select(['questionId', 'optionIds', 'isCorrect'])
        .where('attemptId', '=', second.attemptId ?? '')
        .orderBy('position')
        .execute();
    expect(await kept()).toEqual([]);

    const answers = answersFor(second.questions, course.key);
    const passed = await submit(learner.token, { courseId: course.id, attemptId: second.attemptId, answers });
    expect(passed).toMatchObject({ passed: true, correct: 4 });
    expect(passed.answers.map(({ questionId, optionIds }) => ({ questionId, optionIds }))).toEqual(answers);
    // Stored under the stored ids, so reviews, reports and deletions keep working.
    const rows = (await kept()).map((row) => ({ ...row, optionIds: JSON.parse(row.optionIds).sort() }));
    expect(rows).toEqual(
      second.questions.map((q) => {
        const id = storedFinalId(course, q);
        return { questionId: id, optionIds: [...(course.key.correct.get(id) ?? [])].sort(), isCorrect: 1 };
      }),
    );
  });
});
