import type { InstructorPublicProfile } from '@coursewise/contract';
import { instructorProfileRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aCourseSummary } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { InstructorPage } from './instructor-page';

const PROFILE: InstructorPublicProfile = {
  slug: 'ada-baker',
  name: 'Ada Baker',
  avatarUrl: null,
  avatarSrcSet: null,
  headline: 'Baker and teacher',
  bio: 'I bake.\nI teach.',
  links: ['https://example.com/ada', 'https://www.youtube.com/@ada'],
  courses: [
    aCourseSummary({ id: 'c1', slug: 'sourdough', title: 'Sourdough', isPurchased: undefined }),
    aCourseSummary({ id: 'c2', slug: 'rye', title: 'Rye', isPurchased: undefined }),
  ],
  totals: { courses: 2, learners: 1234, reviews: 3, averageRating: 4.67 },
};

const renderPage = (slug = 'ada-baker') =>
  renderWithProviders(
    <Routes>
      <Route path="/instructors/:slug" element={<InstructorPage />} />
    </Routes>,
    { route: `/instructors/${slug}` },
  );

describe('instructor page', () => {
  it('shows the instructor, their figures, links and course cards', async () => {
    const sent = stubFetch(() => ({ body: { data: PROFILE } }));
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Baker' })).toBeVisible();
    expect(sent.map((r) => r.url)).toEqual([
      apiUrl(instructorProfileRoutes.getInstructorProfile, { slug: 'ada-baker' }),
    ]);
    expect(screen.getByText('Baker and teacher')).toBeVisible();
    for (const figure of ['2 courses', '1,234 learners', '3 reviews', '4.7 average rating'])
      expect(screen.getByText(figure)).toBeVisible();
    expect(screen.getByText(/I bake\./)).toBeVisible();
    const elsewhere = screen.getByRole('navigation', { name: 'Ada Baker elsewhere' });
    expect(within(elsewhere).getByRole('link', { name: 'example.com/ada' })).toHaveAttribute(
      'href',
      'https://example.com/ada',
    );
    const courses = screen.getByRole('region', { name: 'Courses by Ada Baker' });
    expect(
      within(courses)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sourdough', 'Rye']);
  });

  it('says when no course is published yet, and leaves out an average without reviews', async () => {
    stubFetch(() => ({
      body: {
        data: { ...PROFILE, courses: [], totals: { courses: 0, learners: 0, reviews: 0, averageRating: 0 } },
      },
    }));
    renderPage();
    expect(await screen.findByText('No courses are published yet.')).toBeVisible();
    expect(screen.queryByText(/average rating/)).toBeNull();
  });

  it('shows the not-found page for an unknown slug', async () => {
    stubFetch(() => ({
      status: 404,
      body: { message: 'This instructor does not exist', code: 'NOT_FOUND' },
    }));
    renderPage('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instructor not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('offers a retry when the profile could not load', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { message: 'Down', code: 'UNAVAILABLE' } }
        : { body: { data: PROFILE } };
    });
    const { user } = renderPage();
    expect(await screen.findByText('The instructor could not load')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Baker' })).toBeVisible();
  });
});
