import type { AdminChapter, AdminCourse } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aChapterSummary, aModule, anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { moveCached } from '../api/move-chapter';
import { CourseLayout } from './course-layout';
import { CurriculumPage } from './curriculum-page';

const arrows = aChapterSummary({ id: 'c-2', moduleId: 'm-2', title: 'Arrow functions', questionCount: 2 });
const course = anAdminCourse({
  modules: [
    aModule({ id: 'm-2', title: 'Functions', position: 1, chapters: [arrows] }),
    aModule({ id: 'm-3', title: 'Async code', position: 2, chapters: [] }),
  ],
});

/** The course as the server keeps it: a moved chapter is where the next read finds it. */
function openCurriculum(refuse = false) {
  let stored: AdminCourse = course;
  const sent = stubFetch((request) => {
    if (
      request.url === apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' }) &&
      request.method === 'GET'
    )
      return { body: { data: stored } };
    if (
      request.url === apiUrl(adminCatalogueRoutes.adminUpdateChapter, { id: 'c-2' }) &&
      request.method === 'PUT'
    ) {
      if (refuse)
        return {
          status: 400,
          body: { code: 'BAD_REQUEST', message: 'moduleId: must be a module of the same course' },
        };
      const { moduleId } = request.body as { moduleId: string };
      stored = moveCached(stored, { chapterId: 'c-2', moduleId });
      const chapter: Partial<AdminChapter> = { ...arrows, moduleId };
      return { body: { data: chapter } };
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

const chaptersOf = (module: string) => screen.queryByRole('list', { name: `Chapters of ${module}` });

describe('moving a chapter to another module', { timeout: 20_000 }, () => {
  it('moves it from the keyboard with its quiz, says so, and focuses it in its new module', async () => {
    const { user, sent } = openCurriculum();
    const move = await screen.findByRole('button', { name: 'Move to module: Arrow functions' });
    move.focus();
    await user.keyboard('{Enter}');
    // happy-dom runs no transitions: the open menu still counts as hidden.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Async code']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Async code', hidden: true }));

    await waitFor(() => expect(chaptersOf('Async code')).not.toBeNull());
    const moved = within(chaptersOf('Async code') as HTMLElement);
    expect(moved.getByRole('link', { name: 'Arrow functions' })).toHaveFocus();
    expect(moved.getByText(/Quiz: 2 questions/)).toBeVisible();
    expect(chaptersOf('Functions')).toBeNull();
    expect(await screen.findByText('“Arrow functions” moved to module “Async code”')).toBeVisible();
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { moduleId: 'm-3' },
    ]);
  });

  it('puts the chapter back and shows the server’s message when the move is refused', async () => {
    const { user } = openCurriculum(true);
    await user.click(await screen.findByRole('button', { name: 'Move to module: Arrow functions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Async code', hidden: true }));

    expect(await screen.findByText('moduleId: must be a module of the same course')).toBeVisible();
    expect(
      within(chaptersOf('Functions') as HTMLElement).getByRole('link', { name: 'Arrow functions' }),
    ).toBeVisible();
    expect(chaptersOf('Async code')).toBeNull();
  });
});
