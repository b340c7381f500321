import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAdmin, anAdminCourse } from '../../../../test/admin-catalogue-fixtures';
import { type StubReply, stubFetch } from '../../../../test/fetch-stub';
import { renderWithProviders } from '../../../../test/render';
import { CourseLayout } from './course-layout';

const COURSE_URL = '/api/admin/courses/course-1';

function openCourse(reply: (method: string) => StubReply | undefined) {
  const sent = stubFetch((request) => {
    if (request.url === COURSE_URL) {
      const answer = reply(request.method);
      if (answer) return answer;
      if (request.method === 'GET')
        return { body: { data: anAdminCourse({ missingForPublish: ['price', 'imageUrl'] }) } };
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

const refusal: StubReply = {
  status: 422,
  body: {
    code: 'PUBLISH_RULES',
    message: 'This course cannot be published yet: it needs price, imageUrl',
    errors: [
      { path: 'price', message: 'a price above 0 is required to publish' },
      { path: 'imageUrl', message: 'an image is required to publish' },
    ],
  },
};

describe('publishing and deleting a course', () => {
  it('says before publishing what is missing, and shows a refused publish in full', async () => {
    const { user, sent } = openCourse((method) => (method === 'PUT' ? refusal : undefined));

    expect(await screen.findByRole('heading', { level: 1, name: 'Modern JavaScript' })).toBeVisible();
    expect(screen.getByText('Draft')).toBeVisible();
    expect(screen.getByText('To publish it, add a price above 0 and a cover image.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The course cannot be published yet')).toBeVisible();
    expect(alert).toHaveTextContent('This course cannot be published yet: it needs price, imageUrl');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A price above 0 is required to publish', 'An image is required to publish']);
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { published: true },
    ]);
    // Still a draft: nothing changed.
    expect(screen.getByText('Draft')).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
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
