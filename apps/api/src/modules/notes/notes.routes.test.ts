import type { Note, NoteList } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createLearner, STRONG_PASSWORD } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';
import {
  addedNoteId,
  addNote,
  deleteNote,
  editNote,
  exportNotes,
  listNotes,
  ownedStudyCourse,
  refundAll,
} from '../../../test/note-factories.js';

describeEachDatabase('notes', (dialect) => {
  const t = useTestApp(dialect);

  const listOf = async (token: string, query: Record<string, string>): Promise<NoteList> => {
    const response = await listNotes(t.app, token, query);
    expect(response.statusCode).toBe(200);
    return response.json().data as NoteList;
  };

  it('adds a stamped note on a video chapter and a plain one on a text chapter, listed in course order', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const { welcome, setup, wrapUp } = course.chapters;
    const late = await addNote(t.app, learner.token, { chapterId: wrapUp.id, body: 'At the end' });
    const text = await addNote(t.app, learner.token, { chapterId: setup.id, body: 'Install <b>it</b>' });
    const video = await addNote(t.app, learner.token, {
      chapterId: welcome.id,
      positionSeconds: 75,
      body: 'Key idea\nsecond line',
    });
    expect(video.statusCode).toBe(201);
    expect(video.json().data).toMatchObject({
      courseId: course.id,
      chapterId: welcome.id,
      chapterTitle: 'Welcome',
      positionSeconds: 75,
      body: 'Key idea\nsecond line',
    });
    expect(text.json().data).toMatchObject({ positionSeconds: null, body: 'Install <b>it</b>' });
    const second = await addNote(t.app, learner.token, {
      chapterId: welcome.id,
      positionSeconds: 10,
      body: 'Later',
    });

    const list = await listOf(learner.token, { courseId: course.id });
    // Chapter order first (Welcome, Setup, Wrap-up), then the order they were written in.
    expect(list.items.map((note) => note.id)).toEqual([
      video.json().data.id,
      second.json().data.id,
      text.json().data.id,
      late.json().data.id,
    ]);
    expect(list.total).toBe(4);
    expect((await listOf(learner.token, { courseId: course.id, chapterId: welcome.id })).total).toBe(2);
    const found = await listOf(learner.token, { courseId: course.id, search: 'KEY IDEA' });
    expect(found.items.map((note) => note.body)).toEqual(['Key idea\nsecond line']);
    expect((await listOf(learner.token, { courseId: course.id, search: 'nowhere' })).items).toEqual([]);
  });

  it('edits the text and moves or removes the stamp; deletes', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const id = await addedNoteId(t.app, learner.token, {
      chapterId: course.chapters.welcome.id,
      positionSeconds: 30,
      body: 'First',
    });
    const kept = await editNote(t.app, learner.token, id, { body: 'Second' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ id, body: 'Second', positionSeconds: 30 });
    const moved = await editNote(t.app, learner.token, id, { body: 'Third', positionSeconds: 90 });
    expect(moved.json().data).toMatchObject({ body: 'Third', positionSeconds: 90 });
    const unstamped = await editNote(t.app, learner.token, id, { body: 'Fourth', positionSeconds: null });
    expect(unstamped.json().data).toMatchObject({ body: 'Fourth', positionSeconds: null });
    const [stored] = (await listOf(learner.token, { courseId: course.id })).items as [Note];
    expect(stored).toMatchObject({ body: 'Fourth', positionSeconds: null });
    expect(stored.updatedAt > stored.createdAt).toBe(true);

    const deleted = await deleteNote(t.app, learner.token, id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Note deleted');
    expect((await listOf(learner.token, { courseId: course.id })).items).toEqual([]);
    expect((await deleteNote(t.app, learner.token, id)).statusCode).toBe(404);
  });

  it('keeps notes private: another learner, even one who owns the course, never sees or touches them', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const id = await addedNoteId(t.app, learner.token, { chapterId: course.chapters.setup.id, body: 'Mine' });
    const other = await createLearner(t.app);
    await buy(t.app, other.id, course.id);

    expect((await listOf(other.token, { courseId: course.id })).items).toEqual([]);
    expect((await listOf(other.token, { courseId: course.id, search: 'Mine' })).items).toEqual([]);
    const edit = await editNote(t.app, other.token, id, { body: 'Yours now' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('This note does not exist');
    const removal = await deleteNote(t.app, other.token, id);
    expect(removal.statusCode).toBe(404);
    expect(removal.json().message).toBe('This note does not exist');
    const exported = await exportNotes(t.app, other.token, course.id);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Mine');

    // Nothing of the author's changed.
    const [note] = (await listOf(learner.token, { courseId: course.id })).items as [Note];
    expect(note).toMatchObject({ id, body: 'Mine' });
  });

  it('refuses every call without a token', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const id = await addedNoteId(t.app, learner.token, { chapterId: course.chapters.setup.id, body: 'Mine' });
    const answers = await Promise.all([
      listNotes(t.app, undefined, { courseId: course.id }),
      addNote(t.app, undefined, { chapterId: course.chapters.setup.id, body: 'x' }),
      editNote(t.app, undefined, id, { body: 'x' }),
      deleteNote(t.app, undefined, id),
      exportNotes(t.app, undefined, course.id),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect((await listOf(learner.token, { courseId: course.id })).items).toHaveLength(1);
  });

  it('adds only to a course the learner owns; a refunded learner keeps, edits and exports their notes', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const stranger = await createLearner(t.app);
    const refused = await addNote(t.app, stranger.token, { chapterId: course.chapters.setup.id, body: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You have not bought this course');

    const id = await addedNoteId(t.app, learner.token, { chapterId: course.chapters.setup.id, body: 'Kept' });
    await refundAll(t.app, learner.id);
    const after = await addNote(t.app, learner.token, { chapterId: course.chapters.setup.id, body: 'More' });
    expect(after.statusCode).toBe(403);
    expect((await editNote(t.app, learner.token, id, { body: 'Kept, edited' })).statusCode).toBe(200);
    expect((await listOf(learner.token, { courseId: course.id })).items.map((n) => n.body)).toEqual([
      'Kept, edited',
    ]);
    expect((await exportNotes(t.app, learner.token, course.id)).body).toContain('Kept, edited');
  });

  it("erases the learner's notes with their account, and no one else's", async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const other = await createLearner(t.app);
    await buy(t.app, other.id, course.id);
    await addedNoteId(t.app, learner.token, { chapterId: course.chapters.setup.id, body: 'Private words' });
    await addedNoteId(t.app, other.token, { chapterId: course.chapters.setup.id, body: 'Kept words' });
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: '/api/user/delete',
      token: learner.token,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await t.app.ctx.db
      .selectFrom('notes')
      .select(['userId', 'body'])
      .where('courseId', '=', course.id)
      .execute();
    expect(left).toEqual([{ userId: other.id, body: 'Kept words' }]);
  });
});
