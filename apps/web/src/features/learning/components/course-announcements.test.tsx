import type { Announcement } from '@coursewise/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CourseAnnouncements } from './course-announcements';

const announcement = (n: number): Announcement => ({
  id: `a${n}`,
  courseId: 'course-1',
  title: `Announcement ${n}`,
  body: `<p>Body ${n}</p>`,
  authorName: 'Ada Teacher',
  createdAt: '2026-03-01T10:00:00.000Z',
});

describe('course announcements (player)', () => {
  it('lists the newest first and shows more on demand', async () => {
    const sent = stubFetch((request) => {
      const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
      const items = page === 1 ? [announcement(4), announcement(3), announcement(2)] : [announcement(1)];
      return { body: { data: { items, page, limit: 3, total: 4 } } };
    });
    const { user } = renderWithProviders(<CourseAnnouncements courseId="course-1" />, {
      signedInAs: aUser(),
    });
    expect(screen.getByRole('status', { name: 'Loading announcements' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Announcement 4' })).toBeInTheDocument();
    expect(screen.getByText('Body 4')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Announcement 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('heading', { name: 'Announcement 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(sent.map((r) => new URL(r.url, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('says when there are none, and when they could not load', async () => {
    stubFetch(() => ({ body: { data: { items: [], page: 1, limit: 3, total: 0 } } }));
    renderWithProviders(<CourseAnnouncements courseId="course-1" />, { signedInAs: aUser() });
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
  });

  it('shows the server’s message when the list fails', async () => {
    stubFetch(() => ({ status: 403, body: { message: 'Not for you', code: 'FORBIDDEN' } }));
    renderWithProviders(<CourseAnnouncements courseId="course-1" />, { signedInAs: aUser() });
    expect(await screen.findByText('Announcements could not load')).toBeInTheDocument();
  });
});
