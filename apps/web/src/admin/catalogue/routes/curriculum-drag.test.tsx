import type { AdminCourse } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aChapterSummary, aModule, anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { dropCached } from '../api/move-chapter';
import { CourseLayout } from './course-layout';
import { CurriculumPage } from './curriculum-page';

const chapter = (id: string, moduleId: string, title: string, questionCount = 0) =>
  aChapterSummary({ id, moduleId, title, questionCount });
const course = anAdminCourse({
  modules: [
    aModule({
      id: 'm-1',
      title: 'Basics',
      position: 1,
      chapters: [chapter('c-1', 'm-1', 'Variables'), chapter('c-2', 'm-1', 'Loops', 2)],
    }),
    aModule({
      id: 'm-2',
      title: 'Functions',
      position: 2,
      chapters: [chapter('c-3', 'm-2', 'Arrow functions')],
    }),
    aModule({ id: 'm-3', title: 'Async code', position: 3, chapters: [] }),
  ],
});

const MODULE_HEIGHT = 400;
const ROW_HEIGHT = 60;

/**
 * happy-dom lays nothing out, and dnd-kit's keyboard sensor moves by boxes: modules are stacked
 * MODULE_HEIGHT apart, their chapters (or an empty module's drop place) stacked inside them.
 */
function layOutCurriculum() {
  const original = Element.prototype.getBoundingClientRect;
  const indexIn = (element: Element) => [...(element.parentElement?.children ?? [])].indexOf(element);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-sortable-id]');
    if (!row) return original.call(this);
    const moduleRow = row.parentElement?.closest('[data-sortable-id]') ?? row;
    let top = indexIn(moduleRow) * MODULE_HEIGHT;
    let height = MODULE_HEIGHT - 10;
    if (row !== moduleRow) [top, height] = [top + 40 + indexIn(row) * ROW_HEIGHT, ROW_HEIGHT - 10];
    else if (this.hasAttribute('data-accepting')) [top, height] = [top + 40, ROW_HEIGHT - 10];
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height,
      right: 600,
      bottom: top + height,
      toJSON: () => ({}),
    };
  });
}

/** The course as the server keeps it; `refuse` answers that request with a 400. */
function openCurriculum(refuse: 'move' | 'order' | null = null) {
  let stored: AdminCourse = course;
  const sent = stubFetch((request) => {
    if (
      request.url === apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' }) &&
      request.method === 'GET'
    )
      return { body: { data: stored } };
    const move = /^\/api\/admin\/chapters\/(c-\d)$/.exec(request.url);
    if (move?.[1] && request.method === 'PUT') {
      if (refuse === 'move')
        return { status: 400, body: { code: 'BAD_REQUEST', message: 'moduleId: not allowed now' } };
      const { moduleId } = request.body as { moduleId: string };
      const ids = [
        ...(stored.modules.find((m) => m.id === moduleId)?.chapters.map((c) => c.id) ?? []),
        move[1],
      ];
      stored = dropCached(stored, {
        chapterId: move[1],
        fromModuleId: '',
        moduleId,
        ids,
        position: ids.length,
      });
      return { body: { data: { id: move[1], title: 'Moved', moduleId } } };
    }
    const order = /^\/api\/admin\/modules\/(m-\d)\/chapters\/order$/.exec(request.url);
    if (order?.[1]) {
      if (refuse === 'order')
        return { status: 400, body: { code: 'BAD_REQUEST', message: 'ids: out of date' } };
      const { ids } = request.body as { ids: string[] };
      stored = dropCached(stored, {
        chapterId: ids[0] ?? '',
        fromModuleId: '',
        moduleId: order[1],
        ids,
        position: 1,
      });
      return { body: { message: 'Saved' } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/courses/:courseId" element={<CourseLayout />}>
        <Route path="curriculum" element={<CurriculumPage />} />
      </Route>
    </Routes>,
    { route: '/admin/courses/course-1/curriculum', signedInAs: anAdmin() },
  );
  return { ...view, sent };
}

const puts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'PUT').map((request) => [request.url, request.body]);
const linksOf = (module: string) =>
  within(screen.getByRole('list', { name: `Chapters of ${module}` }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('dragging a chapter into another module with the keyboard', { timeout: 20_000 }, () => {
  beforeEach(layOutCurriculum);
  afterEach(() => vi.restoreAllMocks());

  it('drops it before the chapter it is over: moved, then that module’s order saved', async () => {
    const { user, sent } = openCurriculum();
    (await screen.findByRole('button', { name: 'Move chapter Loops' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(linksOf('Functions')).toEqual(['Loops', 'Arrow functions']));
    await user.keyboard(' ');

    await vi.waitFor(() =>
      expect(puts(sent)).toEqual([
        [apiUrl(adminCatalogueRoutes.adminUpdateChapter, { id: 'c-2' }), { moduleId: 'm-2' }],
        [apiUrl(adminCatalogueRoutes.adminReorderChapters, { id: 'm-2' }), { ids: ['c-2', 'c-3'] }],
      ]),
    );
    expect(await screen.findByText('“Loops” moved to module “Functions”')).toBeVisible();
    expect(screen.getByText('Loops moved to module “Functions”, position 1 of 2.')).toBeInTheDocument();
    expect(linksOf('Functions')).toEqual(['Loops', 'Arrow functions']);
    expect(linksOf('Basics')).toEqual(['Variables']);
    expect(
      within(screen.getByRole('list', { name: 'Chapters of Functions' })).getByText(/Quiz: 2/),
    ).toBeVisible();
  });

  it('drops it into an empty module with the move alone, as it lands at the end', async () => {
    const { user, sent } = openCurriculum();
    (await screen.findByRole('button', { name: 'Move chapter Arrow functions' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(linksOf('Async code')).toEqual(['Arrow functions']));
    await user.keyboard(' ');

    await vi.waitFor(() =>
      expect(puts(sent)).toEqual([
        [apiUrl(adminCatalogueRoutes.adminUpdateChapter, { id: 'c-3' }), { moduleId: 'm-3' }],
      ]),
    );
    expect(await screen.findByText('“Arrow functions” moved to module “Async code”')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Chapters of Functions' })).toBeNull();
  });

  it('puts it back and shows the server’s message when the move is refused', async () => {
    const { user } = openCurriculum('move');
    (await screen.findByRole('button', { name: 'Move chapter Arrow functions' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(linksOf('Async code')).toEqual(['Arrow functions']));
    await user.keyboard(' ');

    expect(await screen.findByText('moduleId: not allowed now')).toBeVisible();
    await vi.waitFor(() => expect(linksOf('Functions')).toEqual(['Arrow functions']));
    expect(screen.queryByRole('list', { name: 'Chapters of Async code' })).toBeNull();
  });

  it('shows what the server kept when the move is saved but the order is refused', async () => {
    const { user, sent } = openCurriculum('order');
    (await screen.findByRole('button', { name: 'Move chapter Loops' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(linksOf('Functions')).toEqual(['Loops', 'Arrow functions']));
    await user.keyboard(' ');

    expect(await screen.findByText('ids: out of date')).toBeVisible();
    expect(puts(sent)).toHaveLength(2);
    // Read again: the chapter is in its new module, at the end where the move put it.
    await vi.waitFor(() => expect(linksOf('Functions')).toEqual(['Arrow functions', 'Loops']));
    expect(linksOf('Basics')).toEqual(['Variables']);
  });
});
