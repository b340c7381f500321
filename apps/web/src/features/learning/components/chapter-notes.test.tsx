import type { Note } from '@coursewise/contract';
import { noteRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChapterNotes } from './chapter-notes';

const aNote = (overrides: Partial<Note> = {}): Note => ({
  id: 'note-1',
  courseId: 'course-1',
  chapterId: 'chapter-1',
  chapterTitle: 'Welcome',
  positionSeconds: 65,
  body: 'Remember the loop',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A video element at `seconds` (jsdom plays nothing, so its time is set by hand). */
function videoAt(seconds: number): HTMLVideoElement {
  const video = document.createElement('video');
  let time = seconds;
  Object.defineProperty(video, 'currentTime', {
    get: () => time,
    set: (value: number) => {
      time = value;
    },
  });
  return video;
}

/** The panel of chapter-1 whose server keeps `stored` notes and adds what it is sent. */
function openPanel(stored: Note[], video?: HTMLVideoElement) {
  const notes = [...stored];
  const listUrl = apiUrl(noteRoutes.listNotes, {}, { courseId: 'course-1', chapterId: 'chapter-1' });
  const sent = stubFetch((request) => {
    if (request.url === listUrl) return { body: { data: { items: notes, total: notes.length } } };
    if (request.method === 'POST' && request.url === apiUrl(noteRoutes.addNote, {})) {
      const body = request.body as { body: string; positionSeconds?: number };
      notes.push(aNote({ id: 'note-2', body: body.body, positionSeconds: body.positionSeconds ?? null }));
      return { status: 201, body: { data: notes.at(-1) } };
    }
    if (request.method === 'DELETE') {
      notes.splice(0, notes.length, ...notes.filter((note) => !request.url.endsWith(note.id)));
      return { body: { message: 'Note deleted' } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  renderWithProviders(
    <ChapterNotes
      courseId="course-1"
      slug="modern-javascript"
      chapterId="chapter-1"
      getVideo={video ? () => video : undefined}
    />,
    { signedInAs: aUser() },
  );
  return sent;
}

describe('the player’s Notes panel', () => {
  it('says when the chapter has no notes, and links to all of the course’s', async () => {
    openPanel([]);
    expect(await screen.findByText('No notes on this chapter yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All my notes in this course' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/notes',
    );
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
  });

  it('stamps a new note with the video’s time; the stamp seeks the video there', async () => {
    const video = videoAt(83.7);
    const sent = openPanel([], video);
    const user = userEvent.setup();
    await screen.findByText('No notes on this chapter yet.');
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Closures keep their scope');
    await user.click(screen.getByRole('button', { name: 'Add note' }));

    const stamp = await screen.findByRole('button', { name: 'Play from 01:23' });
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      chapterId: 'chapter-1',
      body: 'Closures keep their scope',
      positionSeconds: 83,
    });
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('');
    video.currentTime = 200;
    await user.click(stamp);
    expect(video.currentTime).toBe(83);
  });

  it('sends no time on a chapter without video, and shows none', async () => {
    const sent = openPanel([]);
    const user = userEvent.setup();
    await screen.findByText('No notes on this chapter yet.');
    await user.type(screen.getByRole('textbox', { name: 'New note' }), 'Read twice');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Read twice')).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      chapterId: 'chapter-1',
      body: 'Read twice',
    });
    expect(screen.queryByRole('button', { name: /Play from/ })).toBeNull();
  });

  it('deletes a note only once the learner confirms', async () => {
    const sent = openPanel([aNote()], videoAt(0));
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Notes on this chapter' });
    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('group', { name: 'Delete this note?' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('No notes on this chapter yet.')).toBeVisible();
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      apiUrl(noteRoutes.deleteNote, { id: 'note-1' }),
    ]);
  });
});
