import type { AdminCourse } from '@coursewise/contract';
import { adminCatalogueRoutes, adminCourseReviewRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAdmin, anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CourseLayout } from '../routes/course-layout';

const COURSE_URL = apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' });
const RETURN_URL = apiUrl(adminCourseReviewRoutes.adminReturnCourse, { id: 'course-1' });
const submitted: NonNullable<AdminCourse['review']> = {
  status: 'submitted',
  note: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  returnedAt: null,
};

/** The console's editor on a course awaiting review; return and publish answer the course as changed. */
function openSubmittedCourse() {
  let course = anAdminCourse({
    imageUrl: '/media/cover.webp',
    missingForPublish: [],
    review: submitted,
    instructors: [{ id: 'u-1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' }],
  });
  const sent = stubFetch((request) => {
    if (request.url === COURSE_URL && request.method === 'GET') return { body: { data: course } };
    if (request.url === COURSE_URL && request.method === 'PUT') {
      course = { ...course, published: true, review: null };
      return { body: { data: course } };
    }
    if (request.url === RETURN_URL) {
      const { note } = request.body as { note: string };
      course = {
        ...course,
        review: { ...submitted, status: 'returned', note, returnedAt: '2026-11-21T10:00:00.000Z' },
      };
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
  return { ...view, sent };
}

describe('the console’s review panel', () => {
  it('shows a submitted course with who sent it and a preview link to its learner page', async () => {
    openSubmittedCourse();
    const panel = await screen.findByRole('region', { name: 'Review' });
    expect(within(panel).getByText('Awaiting review')).toBeVisible();
    expect(panel).toHaveTextContent('by Ada Lovelace');
    expect(within(panel).getByRole('link', { name: 'Preview as a learner' })).toHaveAttribute(
      'href',
      '/courses/modern-javascript',
    );
  });

  it('returns the course only with a note, sent as typed, then shows it returned with the note', async () => {
    const { user, sent } = openSubmittedCourse();
    const panel = await screen.findByRole('region', { name: 'Review' });
    await user.click(within(panel).getByRole('button', { name: 'Return to instructor' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Return “Modern JavaScript” to its instructor?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Return to instructor' }));
    expect(await within(dialog).findByText('Give a reason')).toBeVisible();
    expect(sent.filter((request) => request.url === RETURN_URL)).toEqual([]);

    await user.type(
      within(dialog).getByLabelText(/Note to the instructor/),
      'Add captions to the first video',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return to instructor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.url === RETURN_URL).map((request) => request.body)).toEqual([
      { note: 'Add captions to the first video' },
    ]);
    const after = await screen.findByRole('region', { name: 'Review' });
    expect(await within(after).findByText('Returned')).toBeVisible();
    expect(after).toHaveTextContent('Add captions to the first video');
    expect(within(after).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('publishes from the panel; the review is then gone', async () => {
    const { user, sent } = openSubmittedCourse();
    const panel = await screen.findByRole('region', { name: 'Review' });
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Review' })).toBeNull());
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { published: true },
    ]);
  });
});
