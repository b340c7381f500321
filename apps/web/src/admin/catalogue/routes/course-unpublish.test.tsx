import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { unpublishMessage } from '../components/course-header';
import { CourseLayout } from './course-layout';

const COURSE_URL = apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' });

/** A published course owned by `learners`; PUT answers the course as changed. */
function openPublishedCourse(learners: number) {
  let course = anAdminCourse({ published: true, learners });
  const sent = stubFetch((request) => {
    if (request.url === COURSE_URL && request.method === 'GET') return { body: { data: course } };
    if (request.url === COURSE_URL && request.method === 'PUT') {
      course = { ...course, ...(request.body as { published: boolean }) };
      return { body: { data: course } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No stub' } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/courses/:courseId" element={<CourseLayout />} />
    </Routes>,
    { route: '/admin/courses/course-1', signedInAs: anAdmin() },
  );
  return { ...view, sent, puts: () => sent.filter((request) => request.method === 'PUT') };
}

describe('unpublishing a course (issue 27)', () => {
  it('asks first, saying how many learners own it and keep it; cancelling changes nothing', async () => {
    const { user, puts } = openPublishedCourse(12);
    const button = await screen.findByRole('button', { name: 'Unpublish' });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “Modern JavaScript”?' });
    expect(dialog).toHaveTextContent(
      'It leaves the catalogue and stops new sales. The 12 learners who own it keep it, with their progress.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);
    expect(screen.getByText('Published')).toBeVisible();
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unpublish' })).toHaveFocus());
  });

  it('unpublishes once confirmed, from the keyboard too, and publishing again asks nothing', async () => {
    const { user, puts } = openPublishedCourse(1);
    (await screen.findByRole('button', { name: 'Unpublish' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “Modern JavaScript”?' });
    expect(dialog).toHaveTextContent('The 1 learner who owns it keeps it, with their progress.');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Draft')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts().map((request) => request.body)).toEqual([{ published: false }]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts().map((request) => request.body)).toEqual([{ published: false }, { published: true }]);
  });

  it('words the owners for none, one and many', () => {
    expect(unpublishMessage(0)).toBe('It leaves the catalogue and stops new sales. No learner owns it yet.');
    expect(unpublishMessage(1)).toContain('The 1 learner who owns it keeps it');
    expect(unpublishMessage(1200)).toContain('The 1,200 learners who own it keep it');
  });
});
