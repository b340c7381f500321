import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aChapterSummary, aModule, anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CourseLayout } from './course-layout';
import { CurriculumPage } from './curriculum-page';

const course = anAdminCourse({
  modules: [
    aModule({ id: 'm-1', title: 'Basics', position: 1 }),
    aModule({
      id: 'm-2',
      title: 'Functions',
      position: 2,
      chapters: [aChapterSummary({ id: 'c-2', moduleId: 'm-2', title: 'Arrow functions' })],
    }),
    aModule({ id: 'm-3', title: 'Async code', position: 3, chapters: [] }),
  ],
});

const ROW_HEIGHT = 60;

/**
 * happy-dom lays nothing out, and dnd-kit's keyboard sensor moves by the items' boxes: each sortable row
 * gets a box by its place among its siblings, as a browser would stack them.
 */
function layOutRows() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-sortable-id]');
    if (!row?.parentElement) return original.call(this);
    const index = [...row.parentElement.children].indexOf(row);
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 600,
      height: ROW_HEIGHT - 10,
      right: 600,
      bottom: top + ROW_HEIGHT - 10,
      toJSON: () => ({}),
    };
  });
}

const orders = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.method === 'PUT' && request.url.endsWith('/order'))
    .map((request) => [request.url, request.body]);

/** The course as the server keeps it: a saved module order is what the next read answers. */
function openCurriculum() {
  let stored = course;
  const sent = stubFetch((request) => {
    if (
      request.url === apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' }) &&
      request.method === 'GET'
    )
      return { body: { data: stored } };
    if (request.url === apiUrl(adminCatalogueRoutes.adminReorderModules, { id: 'course-1' })) {
      const { ids } = request.body as { ids: string[] };
      stored = {
        ...stored,
        modules: ids.map((id) => stored.modules.find((module) => module.id === id) ?? aModule()),
      };
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

describe('ordering the curriculum', { timeout: 20_000 }, () => {
  beforeEach(layOutRows);
  afterEach(() => vi.restoreAllMocks());

  it('moves a module down with the keyboard and saves the new order', async () => {
    const { user, sent } = openCurriculum();
    const modules = await screen.findByRole('list', { name: 'Modules' });
    expect(
      within(modules)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Basics', 'Functions', 'Async code']);

    screen.getByRole('button', { name: 'Move module Basics' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    await vi.waitFor(() =>
      expect(orders(sent)).toEqual([
        [
          apiUrl(adminCatalogueRoutes.adminReorderModules, { id: 'course-1' }),
          { ids: ['m-2', 'm-1', 'm-3'] },
        ],
      ]),
    );
    // The list shows the new order at once.
    expect(
      within(modules)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Functions', 'Basics', 'Async code']);
    expect(await screen.findByText('Order saved')).toBeVisible();
  });

  it('leaves the order alone when a move is cancelled with Escape', async () => {
    const { user, sent } = openCurriculum();
    await screen.findByRole('list', { name: 'Modules' });

    screen.getByRole('button', { name: 'Move module Functions' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');

    expect(orders(sent)).toEqual([]);
  });
});
