import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { type StubReply, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CourseLayout } from './course-layout';

const COURSE_URL = apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' });

function openCourse(reply: (method: string) => StubReply | undefined) {
  const sent = stubFetch((request) => {
    if (request.url === COURSE_URL) {
      const answer = reply(request.method);
      if (answer) return answer;
      if (request.method === 'GET') return { body: { data: anAdminCourse({ missingForPublish: NEEDS }) } };
    }
    return {
      status: 404,
      body: { code: 'NOT_FOUND', message: `No stub for ${request.method} ${request.url}` },
    };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/courses/:courseId" element={<CourseLayout />} />
      <Route path="/admin/courses" element={<p>The list</p>} />
    </Routes>,
    { route: '/admin/courses/course-1', signedInAs: anAdmin() },
  );
  return { ...view, sent };
}

const NEEDS = ['Add a cover image', 'Chapter “Intro” (module “Basics”) has no video'];
const refusal: StubReply = {
  status: 422,
  body: {
    code: 'PUBLISH_RULES',
    message: `This course cannot be published yet: ${NEEDS.join('; ')}`,
    errors: [
      { path: 'imageUrl', message: NEEDS[0] },
      { path: 'chapters.chapter-1.videoUrl', message: NEEDS[1] },
    ],
  },
};

describe('publishing and deleting a course', () => {
  it('lists in words what publishing needs, and shows a refused publish as that list', async () => {
    const { user, sent } = openCourse((method) => (method === 'PUT' ? refusal : undefined));

    expect(await screen.findByRole('heading', { level: 1, name: 'Modern JavaScript' })).toBeVisible();
    expect(screen.getByText('Draft')).toBeVisible();
    const needs = screen.getByRole('list', { name: 'Before it can be published:' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEEDS);

    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The course cannot be published yet')).toBeVisible();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEEDS);
    // Words, never the API's field names.
    expect(alert).not.toHaveTextContent(/imageUrl|videoUrl|chapters\./);
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { published: true },
    ]);
    // Still a draft: nothing changed.
    expect(screen.getByText('Draft')).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops a refusal once the course changes, and after a successful publish', async () => {
    let course = anAdminCourse({ missingForPublish: NEEDS });
    const sent = stubFetch((request) => {
      if (request.url === COURSE_URL && request.method === 'GET') return { body: { data: course } };
      if (request.url === COURSE_URL && request.method === 'PUT') {
        if (course.missingForPublish.length > 0) return refusal;
        course = { ...course, published: true, updatedAt: '2026-01-04T10:00:00.000Z' };
        return { body: { data: course } };
      }
      return { status: 404, body: { code: 'NOT_FOUND', message: 'No stub' } };
    });
    const { user, queryClient } = renderWithProviders(
      <Routes>
        <Route path="/admin/courses/:courseId" element={<CourseLayout />} />
      </Routes>,
      { route: '/admin/courses/course-1', signedInAs: anAdmin() },
    );
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NEEDS[0] ?? '');

    // The author adds the cover elsewhere (another tab of the editor): the refusal is stale, so it goes.
    course = { ...course, missingForPublish: [NEEDS[1] ?? ''], updatedAt: '2026-01-03T10:00:00.000Z' };
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('list', { name: 'Before it can be published:' })).toHaveTextContent(
      NEEDS[1] ?? '',
    );

    // Refused again for what is left; once that is fixed too, publishing succeeds and no alert remains.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    course = { ...course, missingForPublish: [] };
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeVisible();
    // The only alert left is the toast saying so (react-toastify loads lazily, so the toast can come
    // a moment after the badge).
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Course published']),
    );
    expect(screen.queryByRole('list', { name: 'Before it can be published:' })).toBeNull();
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(3);
  });

  it('explains a refused delete (409) and stays on the course', async () => {
    const { user, currentPath } = openCourse((method) =>
      method === 'DELETE'
        ? {
            status: 409,
            body: { code: 'CONFLICT', message: 'Learners have bought this course: unpublish it instead.' },
          }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Modern JavaScript' });

    await user.click(screen.getByRole('button', { name: 'Delete course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this course?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete course' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This course cannot be deleted')).toBeVisible();
    expect(alert).toHaveTextContent('Learners have bought this course: unpublish it instead.');
    expect(currentPath()).toBe('/admin/courses/course-1');
  });
});
