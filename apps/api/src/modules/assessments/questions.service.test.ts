import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { createStudyCourse } from '../../../test/learning-factories.js';
import { addQuestion, finalPool, type NewQuestion, setFinalQuestionCount } from './questions.service.js';

describeEachDatabase('writing questions (the seed’s and the admin console’s service)', (dialect) => {
  const t = useTestApp(dialect);

  const valid = (courseId: string, chapterId: string | null): NewQuestion => ({
    courseId,
    chapterId,
    text: '  What is 2 + 2?  ',
    explanation: 'Arithmetic.',
    options: [
      { text: '3', isCorrect: false },
      { text: '4', isCorrect: true },
    ],
  });
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => undefined,
      (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
    );

  it('adds questions at the next position, trimmed, with their options in order', async () => {
    const course = await createStudyCourse(t.app);
    const first = await addQuestion(t.app.ctx.db, valid(course.id, null));
    const second = await addQuestion(t.app.ctx.db, {
      ...valid(course.id, null),
      text: 'Second',
      imageKey: 'quiz/x.webp',
    });
    const inChapter = await addQuestion(t.app.ctx.db, valid(course.id, course.chapters.setup.id));
    const pool = await finalPool(t.app.ctx.db, course.id);
    expect(pool.map((q) => [q.id, q.text, q.imageKey])).toEqual([
      [first, 'What is 2 + 2?', null],
      [second, 'Second', 'quiz/x.webp'],
    ]);
    expect(pool[0]?.options.map((o) => [o.text, o.isCorrect])).toEqual([
      ['3', false],
      ['4', true],
    ]);
    const positions = await t.app.ctx.db
      .selectFrom('questions')
      .select(['id', 'position'])
      .where('courseId', '=', course.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    expect(positions).toEqual([
      { id: first, position: 1 },
      { id: inChapter, position: 1 },
      { id: second, position: 2 },
    ]);
  });

  it('refuses questions outside the limits, and unknown courses or chapters of another course', async () => {
    const course = await createStudyCourse(t.app);
    const other = await createStudyCourse(t.app);
    const base = valid(course.id, null);
    const option = (isCorrect: boolean, text = 'x') => ({ text, isCorrect });
    const cases: [Partial<NewQuestion>, string][] = [
      [{ text: '   ' }, 'text: must not be empty'],
      [{ text: 'x'.repeat(2001) }, 'text: must be at most 2000 characters'],
      [{ explanation: 'x'.repeat(4001) }, 'explanation: must be at most 4000 characters'],
      [{ options: [option(true)] }, 'options: must have 2 to 8 options'],
      [{ options: Array.from({ length: 9 }, () => option(true)) }, 'options: must have 2 to 8 options'],
      [{ options: [option(false), option(false)] }, 'options: must have at least one correct option'],
      [{ options: [option(true), option(false, ' ')] }, 'options.1.text: must not be empty'],
      [
        { options: [option(true), option(false, 'y'.repeat(1001))] },
        'options.1.text: must be at most 1000 characters',
      ],
    ];
    for (const [change, message] of cases) {
      expect(await refusal(addQuestion(t.app.ctx.db, { ...base, ...change })), message).toEqual({
        status: 400,
        message,
      });
    }
    expect(await refusal(addQuestion(t.app.ctx.db, { ...base, courseId: 'nope' }))).toEqual({
      status: 404,
      message: 'This course does not exist',
    });
    expect(await refusal(addQuestion(t.app.ctx.db, { ...base, chapterId: other.chapters.setup.id }))).toEqual(
      {
        status: 404,
        message: 'This chapter is not part of this course',
      },
    );
    expect(await finalPool(t.app.ctx.db, course.id)).toEqual([]);
  });

  it('sets how many final questions are drawn, refusing impossible counts', async () => {
    const course = await createStudyCourse(t.app);
    const stored = async () =>
      (
        await t.app.ctx.db
          .selectFrom('courses')
          .select('finalQuestionCount')
          .where('id', '=', course.id)
          .executeTakeFirstOrThrow()
      ).finalQuestionCount;
    expect(await stored()).toBeNull();
    await setFinalQuestionCount(t.app.ctx.db, course.id, 10);
    expect(await stored()).toBe(10);
    for (const bad of [0, -1, 1.5, 101]) {
      expect(await refusal(setFinalQuestionCount(t.app.ctx.db, course.id, bad))).toMatchObject({
        status: 400,
      });
    }
    await setFinalQuestionCount(t.app.ctx.db, course.id, null);
    expect(await stored()).toBeNull();
    expect(await refusal(setFinalQuestionCount(t.app.ctx.db, 'nope', 5))).toEqual({
      status: 404,
      message: 'This course does not exist',
    });
  });
});
