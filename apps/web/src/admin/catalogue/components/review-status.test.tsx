import type { AdminCourse } from '@coursewise/contract';
import { studioCourseReviewRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdminCourse } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ReviewStatus, reviewSummary } from './review-status';

const SUBMIT_URL = apiUrl(studioCourseReviewRoutes.studioSubmitCourse, { id: 'course-1' });
const returned: NonNullable<AdminCourse['review']> = {
  status: 'returned',
  note: 'Add captions to the first video',
  submittedAt: '2026-11-20T10:00:00.000Z',
  returnedAt: '2026-11-21T10:00:00.000Z',
};

function renderStatus(course: AdminCourse, answer: (body: unknown) => { status?: number; body: unknown }) {
  const sent = stubFetch((request) =>
    request.url === SUBMIT_URL ? answer(request.body) : { status: 404, body: { message: 'No stub' } },
  );
  const submitted: AdminCourse[] = [];
  const view = renderWithProviders(
    <ReviewStatus course={course} onSubmitted={(next) => submitted.push(next)} />,
  );
  return { ...view, sent, submitted };
}

describe('the studio’s review status', () => {
  it('submits a draft with an empty body and hands the course back as submitted', async () => {
    const course = anAdminCourse();
    const next = {
      ...course,
      review: { ...returned, status: 'submitted' as const, note: null, returnedAt: null },
    };
    const { user, sent, submitted } = renderStatus(course, () => ({ body: { data: next } }));
    // The header shows Draft/Published; the panel says what comes next.
    expect(screen.getByText(/^A draft: submit it for review/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Submitted for review')).toBeVisible();
    expect(sent.map((request) => request.body)).toEqual([{}]);
    expect(submitted).toEqual([next]);
  });

  it('lists what is missing when the server refuses the submission', async () => {
    const { user } = renderStatus(anAdminCourse(), () => ({
      status: 422,
      body: {
        code: 'PUBLISH_RULES',
        message: 'This course cannot be published yet: Add a cover image',
        errors: [{ path: 'imageUrl', message: 'Add a cover image' }],
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The course cannot be submitted yet')).toBeVisible();
    expect(alert).toHaveTextContent('Add a cover image');
  });

  it('shows the reviewer’s note on a returned course and offers to submit again', () => {
    renderStatus(anAdminCourse({ review: returned }), () => ({ body: {} }));
    expect(screen.getByText('Returned')).toBeVisible();
    expect(screen.getByText('Add captions to the first video')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeEnabled();
  });

  it('offers no submission while the course awaits review or once it is published', () => {
    const waiting = anAdminCourse({ review: { ...returned, status: 'submitted' } });
    const { unmount } = renderStatus(waiting, () => ({ body: {} }));
    expect(screen.getByText('Awaiting review')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderStatus(anAdminCourse({ published: true }), () => ({ body: {} }));
    expect(screen.getByText('Published: your edits go live at once.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(reviewSummary({ published: true, review: null })).toBe('Published: your edits go live at once.');
  });
});
