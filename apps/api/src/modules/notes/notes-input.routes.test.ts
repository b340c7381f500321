import { noteLimits } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, errorOf, sendRawJson, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';
import {
  addedNoteId,
  addNote,
  editNote,
  listNotes,
  ownedStudyCourse,
  storeNotes,
} from '../../../test/note-factories.js';

/** Stands for the test's own chapter ids in the tables of refused bodies. */
const VIDEO = 'the-video-chapter';
const TEXT = 'the-text-chapter';

describeEachDatabase('notes: bad input, limits', (dialect) => {
  const t = useTestApp(dialect);

  const countOf = async (token: string, courseId: string) =>
    (await listNotes(t.app, token, { courseId })).json().data.total as number;

  it.each<[string, object, number, string]>([
    ['no body', { chapterId: TEXT }, 400, 'body'],
    ['no chapter', { body: 'x' }, 400, 'chapterId'],
    ['an empty body', { chapterId: TEXT, body: '' }, 400, 'body'],
    ['a blank body', { chapterId: TEXT, body: ' \n\t ' }, 400, 'body'],
    ['a body too long', { chapterId: TEXT, body: 'x'.repeat(noteLimits.bodyMax + 1) }, 400, 'body'],
    ['a number as body', { chapterId: TEXT, body: 42 }, 400, 'body'],
    ['a number as chapter', { chapterId: 7, body: 'x' }, 400, 'chapterId'],
    ['a huge chapter id', { chapterId: 'c'.repeat(5000), body: 'x' }, 400, 'chapterId'],
    ['a negative time', { chapterId: VIDEO, positionSeconds: -1, body: 'x' }, 400, 'positionSeconds'],
    ['a fractional time', { chapterId: VIDEO, positionSeconds: 1.5, body: 'x' }, 400, 'positionSeconds'],
    ['a time as text', { chapterId: VIDEO, positionSeconds: '10', body: 'x' }, 400, 'positionSeconds'],
    ['an unknown field', { chapterId: TEXT, body: 'x', userId: 'someone' }, 400, 'userId'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_label, payload, status, field) => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const ids: Record<string, string> = {
      [VIDEO]: course.chapters.welcome.id,
      [TEXT]: course.chapters.setup.id,
    };
    const body = Object.fromEntries(
      Object.entries(payload).map(([key, value]) => [
        key,
        typeof value === 'string' ? (ids[value] ?? value) : value,
      ]),
    );
    const response = await addNote(t.app, learner.token, body);
    expect(response.statusCode).toBe(status);
    expect(new Set(errorOf(response).errors?.map((error) => error.path))).toEqual(new Set([field]));
    expect(errorOf(response).message).toMatch(new RegExp(`^${field}: `));
    expect(await countOf(learner.token, course.id)).toBe(0);
  });

  it('refuses a body that is not a JSON object', async () => {
    const { learner } = await ownedStudyCourse(t.app);
    for (const raw of ['{"body": ', '[]', '"x"', 'null']) {
      const response = await sendRawJson(t.app, {
        method: 'POST',
        url: '/api/note/add',
        raw,
        token: learner.token,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('keeps a body of exactly the limit, unchanged', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const body = `  ${'é'.repeat(noteLimits.bodyMax - 5)}\n  `;
    const response = await addNote(t.app, learner.token, { chapterId: course.chapters.setup.id, body });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.body).toBe(body);
  });

  it('refuses an unknown chapter (404) and a stamp the chapter cannot take (422)', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const unknown = await addNote(t.app, learner.token, { chapterId: 'no-such-chapter', body: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This chapter does not exist');

    const onText = await addNote(t.app, learner.token, {
      chapterId: course.chapters.setup.id,
      positionSeconds: 5,
      body: 'x',
    });
    expect(onText.statusCode).toBe(422);
    expect(onText.json().message).toBe('Only notes on a video chapter take a playback time');

    // Welcome is 5 minutes long: up to the end of its fifth minute.
    const welcome = course.chapters.welcome.id;
    const pastEnd = await addNote(t.app, learner.token, {
      chapterId: welcome,
      positionSeconds: 360,
      body: 'x',
    });
    expect(pastEnd.statusCode).toBe(422);
    expect(pastEnd.json().message).toBe('The playback time must be between 0 and 359 seconds');
    expect(
      (await addNote(t.app, learner.token, { chapterId: welcome, positionSeconds: 359, body: 'x' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await addNote(t.app, learner.token, { chapterId: welcome, positionSeconds: 0, body: 'x' })).statusCode,
    ).toBe(201);
    expect(await countOf(learner.token, course.id)).toBe(2);
  });

  it('edits follow the same rules and leave the note as it was when refused', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const id = await addedNoteId(t.app, learner.token, { chapterId: course.chapters.setup.id, body: 'Kept' });
    const refusals = await Promise.all([
      editNote(t.app, learner.token, id, {}),
      editNote(t.app, learner.token, id, { body: 'x'.repeat(noteLimits.bodyMax + 1) }),
      editNote(t.app, learner.token, id, { body: 'x', positionSeconds: 'soon' }),
      editNote(t.app, learner.token, id, { body: 'x', chapterId: course.chapters.welcome.id }),
      editNote(t.app, learner.token, id, { body: 'x', positionSeconds: 3 }),
      editNote(t.app, learner.token, 'no-such-note', { body: 'x' }),
      editNote(t.app, learner.token, 'n'.repeat(100), { body: 'x' }),
    ]);
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 422, 404, 400]);
    const [note] = (await listNotes(t.app, learner.token, { courseId: course.id })).json().data.items;
    expect(note).toMatchObject({ body: 'Kept', positionSeconds: null });
  });

  it('refuses bad list queries and an unknown course', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const answers = await Promise.all([
      listNotes(t.app, learner.token, {}),
      listNotes(t.app, learner.token, { courseId: course.id, search: 's'.repeat(noteLimits.searchMax + 1) }),
      listNotes(t.app, learner.token, { courseId: course.id, sort: 'oldest' }),
      listNotes(t.app, learner.token, { courseId: 'no-such-course' }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([400, 400, 400, 404]);
    expect(answers[3]?.json().message).toBe('This course does not exist');
  });

  it(`keeps at most ${noteLimits.perCourseMax} notes per learner and course, even under parallel adds`, async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const chapterId = course.chapters.setup.id;
    await storeNotes(
      t.app,
      { userId: learner.id, courseId: course.id, chapterId },
      noteLimits.perCourseMax - 2,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        addNote(t.app, learner.token, { chapterId, body: `Parallel ${i}` }),
      ),
    );
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json().message).toBe(
      `You can keep up to ${noteLimits.perCourseMax} notes in a course. Delete some to add more.`,
    );
    expect(await countOf(learner.token, course.id)).toBe(noteLimits.perCourseMax);
    // Another learner of the same course is not held by this one's notes.
    const other = await createLearner(t.app);
    await buy(t.app, other.id, course.id);
    expect((await addNote(t.app, other.token, { chapterId, body: 'Mine' })).statusCode).toBe(201);
  });

  it('limits how many notes one account writes in a while (429 with retry-after)', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const chapterId = course.chapters.setup.id;
    const id = await addedNoteId(t.app, learner.token, { chapterId, body: 'First' });
    for (let i = 1; i < 100; i += 1) {
      const response = await editNote(t.app, learner.token, id, { body: `Edit ${i}` });
      expect(response.statusCode).toBe(200);
    }
    const limited = await addNote(t.app, learner.token, { chapterId, body: 'One too many' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await countOf(learner.token, course.id)).toBe(1);
  });
});
