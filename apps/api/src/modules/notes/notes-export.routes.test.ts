import { expect, it } from 'vitest';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { addNote, exportNotes, ownedStudyCourse } from '../../../test/note-factories.js';

describeEachDatabase('note/export', (dialect) => {
  const t = useTestApp(dialect);

  it('writes the course as the title, chapters as headings in course order, stamps as mm:ss', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const { welcome, setup, wrapUp } = course.chapters;
    // Written out of course order: the export follows the course, then time.
    await addNote(t.app, learner.token, { chapterId: wrapUp.id, positionSeconds: 5, body: 'Last words' });
    await addNote(t.app, learner.token, { chapterId: setup.id, body: 'Use **npm**\n\nthen run it' });
    await addNote(t.app, learner.token, {
      chapterId: welcome.id,
      positionSeconds: 125,
      body: 'Why it matters',
    });
    await addNote(t.app, learner.token, { chapterId: welcome.id, positionSeconds: 3, body: 'Intro' });

    const response = await exportNotes(t.app, learner.token, course.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="notes-${course.slug}.md"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe(
      [
        `# ${course.title}`,
        '',
        '## Welcome',
        '',
        '- **02:05** Why it matters',
        '',
        '- **00:03** Intro',
        '',
        '## Setup',
        '',
        '- Use **npm**',
        '',
        '  then run it',
        '',
        '## Wrap-up',
        '',
        '- **00:05** Last words',
        '',
      ].join('\n'),
    );
  });

  it('says so when there are no notes; refuses an unknown course, a bad query and no token', async () => {
    const { course, learner } = await ownedStudyCourse(t.app);
    const empty = await exportNotes(t.app, learner.token, course.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe(`# ${course.title}\n\n_No notes yet._\n`);

    const unknown = await exportNotes(t.app, learner.token, 'no-such-course');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This course does not exist');
    const stranger = await createLearner(t.app);
    expect((await exportNotes(t.app, stranger.token, '')).statusCode).toBe(400);
    expect((await exportNotes(t.app, undefined, course.id)).statusCode).toBe(401);
  });
});
