import type { Note } from '@coursewise/contract';
import { catalogueRoutes, discussionRoutes, noteRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { aThread, onePage } from '../../../test/discussion-fixtures';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseDetails } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { CourseDiscussionsPage } from './course-discussions-page';
import { CourseNotesPage } from './course-notes-page';

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

function api(request: SentRequest): StubReply {
  if (request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' }))
    return { body: { data: aCourseDetails() } };
  if (isCallOf(request, noteRoutes.listNotes)) {
    const items = [aNote(), aNote({ id: 'note-2', positionSeconds: null, body: 'Read the docs' })];
    return { body: { data: { items, page: 1, limit: 100, total: items.length } } };
  }
  if (isCallOf(request, discussionRoutes.listDiscussions))
    return {
      body: { data: onePage([aThread(), aThread({ id: 'thread-2', replyCount: 3, upvoteCount: 1 })]) },
    };
  return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
}

describe('the course’s notes and questions pages in other languages', { timeout: 20_000 }, () => {
  it('shows the notes page in German, with its count, search, export and the note’s actions', async () => {
    stubFetch(api);
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/learn/:slug/notes" element={<CourseNotesPage />} />
      </Routes>,
      { route: '/learn/modern-javascript/notes', signedInAs: aUser(), locale: 'de' },
    );

    expect(await screen.findByText('2 Notizen')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Notizen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zum Kurs' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript',
    );
    expect(screen.getByRole('searchbox', { name: 'Meine Notizen durchsuchen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Als Markdown exportieren' })).toBeVisible();
    expect(document.title).toMatch(/^Meine Notizen · Modern JavaScript · /);

    const note = screen.getByText('Remember the loop').closest('li');
    if (!note) throw new Error('The note is a list item');
    await user.click(within(note).getByRole('button', { name: 'Löschen' }));
    expect(within(note).getByRole('group', { name: 'Diese Notiz löschen?' })).toBeVisible();
    expect(within(note).getByRole('button', { name: 'Ja, löschen' })).toBeVisible();
    expect(within(note).getByRole('button', { name: 'Behalten' })).toBeVisible();
  });

  it('shows the course’s questions in Spanish, with filters, counts and plurals', async () => {
    stubFetch(api);
    renderWithProviders(
      <Routes>
        <Route path="/learn/:slug/discussions" element={<CourseDiscussionsPage />} />
      </Routes>,
      { route: '/learn/modern-javascript/discussions', signedInAs: aUser(), locale: 'es' },
    );

    const list = await screen.findByRole('list', { name: 'Preguntas' });
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas' })).toBeVisible();
    expect(screen.getByText('2 preguntas')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar preguntas' })).toBeVisible();
    const filter = screen.getByRole('radiogroup', { name: 'Mostrar preguntas' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent),
    ).toEqual(['Todas', 'Sin respuesta', 'Mías']);
    expect(within(list).getByText('1 respuesta · 2 votos')).toBeVisible();
    expect(within(list).getByText('3 respuestas · 1 voto')).toBeVisible();
    expect(within(list).getAllByText('Respondida')).toHaveLength(2);
    expect(document.title).toMatch(/^Preguntas · Modern JavaScript · /);
  });
});
