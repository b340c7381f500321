import type { AdminQuestion, ChapterQuiz, FinalAssessment, FinalReview } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import {
  answersFor,
  answersForIds,
  completeCourse,
  createQuizCourse,
  getChapterQuiz,
  getFinal,
  getFinalReview,
  submitChapterQuiz,
  submitFinal,
} from '../../../test/assessment-factories.js';
import { admin, auditOf, storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const options = (texts: string[], correct: number[]) =>
  texts.map((text, i) => ({ text, isCorrect: correct.includes(i) }));

describeEachDatabase('admin quiz questions', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  beforeAll(async () => {
    boss = await createAdmin(t.app);
  });

  it('adds a question to a chapter quiz with its key; the learner takes it without the key', async () => {
    const course = await createQuizCourse(t.app);
    const { setup } = course.chapters;
    const imageUrl = await storedImageUrl(t.app);
    const created = await admin(t.app, boss.token, 'POST', `/chapters/${setup.id}/questions`, {
      text: ' Which are fruits? ',
      imageUrl,
      explanation: 'Botany says so.',
      options: options(['Apple', 'Carrot', 'Tomato'], [0, 2]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const question = dataOf<AdminQuestion>(created);
    expect(question).toMatchObject({
      chapterId: setup.id,
      courseId: course.id,
      text: 'Which are fruits?',
      imageUrl,
      multiple: true,
      position: 3,
      options: [
        { text: 'Apple', isCorrect: true },
        { text: 'Carrot', isCorrect: false },
        { text: 'Tomato', isCorrect: true },
      ],
    });
    const list = dataOf<AdminQuestion[]>(
      await admin(t.app, boss.token, 'GET', `/chapters/${setup.id}/questions`),
    );
    expect(list.map((q) => q.id)).toEqual([...course.quizzes.setup, question.id]);
    expect((await auditOf(t.app, boss.token, question.id))[0]).toMatchObject({
      action: 'create',
      entity: 'question',
    });

    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    const quiz = await getChapterQuiz(t.app, learner.token, setup.id);
    expect(dataOf<ChapterQuiz>(quiz).questions.map((q) => q.id)).toContain(question.id);
    expect(quiz.body).not.toContain('isCorrect');
  });

  it('edits options in place by position, so their ids stay; extra options are added or removed at the end', async () => {
    const course = await createQuizCourse(t.app);
    const id = course.quizzes.setup[0] ?? '';
    const before = dataOf<AdminQuestion>(await admin(t.app, boss.token, 'GET', `/questions/${id}`));
    const edited = await admin(t.app, boss.token, 'PUT', `/questions/${id}`, {
      text: 'What does HTML mean?',
      options: options(['HyperText Markup Language', 'Nothing', 'Hot Tamales', 'Hmm'], [0]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = dataOf<AdminQuestion>(edited);
    expect(after.text).toBe('What does HTML mean?');
    expect(after.options.slice(0, 3).map((o) => o.id)).toEqual(before.options.map((o) => o.id));
    expect(after.options.map((o) => o.text)).toEqual([
      'HyperText Markup Language',
      'Nothing',
      'Hot Tamales',
      'Hmm',
    ]);

    const shorter = await admin(t.app, boss.token, 'PUT', `/questions/${id}`, {
      options: options(['Yes', 'No'], [1]),
    });
    expect(dataOf<AdminQuestion>(shorter).options).toEqual([
      { id: before.options[0]?.id, text: 'Yes', isCorrect: false },
      { id: before.options[1]?.id, text: 'No', isCorrect: true },
    ]);
    const explanationOnly = await admin(t.app, boss.token, 'PUT', `/questions/${id}`, { explanation: null });
    expect(dataOf<AdminQuestion>(explanationOnly)).toMatchObject({
      explanation: null,
      text: 'What does HTML mean?',
    });
  });

  it('archives a question learners answered (their final review still shows it) and deletes an unanswered one', async () => {
    const course = await createQuizCourse(t.app, { finalQuestions: 3 });
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    await completeCourse(t.app, learner.token, course);
    const open = dataOf<FinalAssessment>(await getFinal(t.app, learner.token, course.id));
    const submitted = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: open.attemptId,
      answers: answersFor(open.questions, course.key, 1),
    });
    expect(submitted.statusCode).toBe(201);

    const answered = course.finalIds[0] ?? '';
    const archived = await admin(t.app, boss.token, 'DELETE', `/questions/${answered}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ message: 'Question archived: learners’ past attempts still show it.' });
    expect((await admin(t.app, boss.token, 'GET', `/questions/${answered}`)).statusCode).toBe(404);
    const pool = dataOf<AdminQuestion[]>(
      await admin(t.app, boss.token, 'GET', `/courses/${course.id}/final-questions`),
    );
    expect(pool.map((q) => q.id)).toEqual(course.finalIds.slice(1));
    const review = dataOf<FinalReview>(await getFinalReview(t.app, learner.token, `courseId=${course.id}`));
    // Under the attempt's own ids: the archived question is found by its text.
    expect(review.questions.map((q) => q.text)).toContain('Final question 1');
    expect((await auditOf(t.app, boss.token, answered))[0]).toMatchObject({ action: 'archive' });

    // A chapter quiz question nobody answered is deleted outright, options and all.
    const other = await createQuizCourse(t.app);
    const unanswered = other.quizzes.deeper[0] ?? '';
    const deleted = await admin(t.app, boss.token, 'DELETE', `/questions/${unanswered}`);
    expect(deleted.json()).toEqual({ message: 'Question deleted.' });
    const rows = await t.app.ctx.db
      .selectFrom('questionOptions')
      .select('id')
      .where('questionId', '=', unanswered)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps a chapter quiz answered before an archive readable, and out of the next attempt', async () => {
    const course = await createQuizCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    const { setup } = course.chapters;
    const first = await submitChapterQuiz(t.app, learner.token, {
      chapterId: setup.id,
      answers: answersForIds(course.quizzes.setup, course.key),
    });
    expect(first.statusCode).toBe(201);
    const [gone, kept] = course.quizzes.setup;
    expect((await admin(t.app, boss.token, 'DELETE', `/questions/${gone}`)).statusCode).toBe(200);
    const quiz = dataOf<ChapterQuiz>(await getChapterQuiz(t.app, learner.token, setup.id));
    expect(quiz.questions.map((q) => q.id)).toEqual([kept]);
    const again = await submitChapterQuiz(t.app, learner.token, {
      chapterId: setup.id,
      answers: answersForIds([kept ?? ''], course.key),
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('reorders a set (every question exactly once, else 400) and adds final questions', async () => {
    const course = await createQuizCourse(t.app, { finalQuestions: 3 });
    const reversed = [...course.finalIds].reverse();
    const ok = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}/final-questions/order`, {
      ids: reversed,
    });
    expect(ok.statusCode).toBe(200);
    const pool = async () =>
      dataOf<AdminQuestion[]>(
        await admin(t.app, boss.token, 'GET', `/courses/${course.id}/final-questions`),
      ).map((q) => q.id);
    expect(await pool()).toEqual(reversed);
    const partial = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}/final-questions/order`, {
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).message).toBe('ids: must list each of the 3 questions exactly once');
    const foreign = await admin(
      t.app,
      boss.token,
      'PUT',
      `/chapters/${course.chapters.setup.id}/questions/order`,
      {
        ids: [course.quizzes.setup[0], course.quizzes.deeper[0]],
      },
    );
    expect(foreign.statusCode).toBe(400);
    expect(await pool()).toEqual(reversed);

    const added = await admin(t.app, boss.token, 'POST', `/courses/${course.id}/final-questions`, {
      text: 'One more?',
      options: options(['Yes', 'No'], [0]),
    });
    expect(dataOf<AdminQuestion>(added)).toMatchObject({ chapterId: null, multiple: false, position: 4 });
  });

  it.each([
    ['one option', { text: 'Q', options: options(['A'], [0]) }, 'options: must NOT have fewer than 2 items'],
    [
      'nine options',
      { text: 'Q', options: options(['1', '2', '3', '4', '5', '6', '7', '8', '9'], [0]) },
      'options: must NOT have more than 8 items',
    ],
    [
      'no correct option',
      { text: 'Q', options: options(['A', 'B'], []) },
      'options: must have at least one correct option',
    ],
    ['a blank question', { text: '   ', options: options(['A', 'B'], [0]) }, 'text: must not be empty'],
    [
      'a blank option',
      { text: 'Q', options: options(['A', '  '], [0]) },
      'options.1.text: must not be empty',
    ],
    [
      'a huge question',
      { text: 'x'.repeat(2001), options: options(['A', 'B'], [0]) },
      'text: must be at most 2000 characters',
    ],
    [
      'a correct flag as text',
      {
        text: 'Q',
        options: [
          { text: 'A', isCorrect: 'yes' },
          { text: 'B', isCorrect: false },
        ],
      },
      'options.0.isCorrect: must be a boolean',
    ],
    [
      'an image from elsewhere',
      { text: 'Q', imageUrl: 'https://evil.example/a.png', options: options(['A', 'B'], [0]) },
      'imageUrl: must be the address of an image uploaded here',
    ],
    [
      'an unknown field',
      { text: 'Q', options: options(['A', 'B'], [0]), points: 3 },
      'points: is not an accepted field',
    ],
  ])('refuses a question with %s (400) and stores nothing', async (_label, payload, message) => {
    const course = await createQuizCourse(t.app);
    const path = `/chapters/${course.chapters.setup.id}/questions`;
    const response = await admin(t.app, boss.token, 'POST', path, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect(dataOf<AdminQuestion[]>(await admin(t.app, boss.token, 'GET', path))).toHaveLength(2);
  });

  it('refuses an edit that leaves no correct option (400) and keeps the question as it was', async () => {
    const course = await createQuizCourse(t.app);
    const id = course.quizzes.setup[0] ?? '';
    const before = dataOf<AdminQuestion>(await admin(t.app, boss.token, 'GET', `/questions/${id}`));
    const response = await admin(t.app, boss.token, 'PUT', `/questions/${id}`, {
      text: 'Changed',
      options: options(['A', 'B'], []),
    });
    expect(response.statusCode).toBe(400);
    expect(dataOf<AdminQuestion>(await admin(t.app, boss.token, 'GET', `/questions/${id}`))).toEqual(before);
  });

  it('answers 404 for unknown chapters, courses and questions', async () => {
    const body = { text: 'Q', options: options(['A', 'B'], [0]) };
    const checks: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['This chapter does not exist', 'GET', '/chapters/nope/questions'],
      ['This chapter does not exist', 'POST', '/chapters/nope/questions', body],
      ['This course does not exist', 'GET', '/courses/nope/final-questions'],
      ['This course does not exist', 'POST', '/courses/nope/final-questions', body],
      ['This question does not exist', 'GET', '/questions/nope'],
      ['This question does not exist', 'PUT', '/questions/nope', { text: 'X' }],
      ['This question does not exist', 'DELETE', '/questions/nope'],
    ];
    for (const [message, method, path, payload] of checks) {
      const response = await admin(t.app, boss.token, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(errorOf(response).message).toBe(message);
    }
  });
});
