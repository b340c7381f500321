import { catalogueRoutes, learningRoutes } from '@coursewise/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseDetails, aPurchasedCourse } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { LearnCoursePage } from './learn-course-page';

function openCourse(purchaseDetails: StubReply) {
  const sent = stubFetch((request) =>
    request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' })
      ? { body: { data: aCourseDetails() } }
      : request.url === apiUrl(learningRoutes.getPurchasedCourse, { courseId: 'course-1' })
        ? purchaseDetails
        : { status: 404, body: { code: 'NOT_FOUND', message: 'This course does not exist' } },
  );
  const view = renderWithProviders(
    <Routes>
      <Route path="/learn/:slug" element={<LearnCoursePage />} />
      <Route path="/learn/:slug/chapters/:chapterId" element={<p>The player</p>} />
    </Routes>,
    { route: '/learn/modern-javascript', signedInAs: aUser() },
  );
  return { ...view, sent };
}

describe('/learn/{slug}', () => {
  it('opens the player at the chapter to continue with', async () => {
    const { sent, currentPath } = openCourse({
      body: { data: aPurchasedCourse({ nextChapterId: 'chapter-3' }) },
    });

    expect(await screen.findByText('The player')).toBeInTheDocument();
    expect(currentPath()).toBe('/learn/modern-javascript/chapters/chapter-3');
    expect(sent.map((request) => request.url)).toEqual([
      apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' }),
      apiUrl(learningRoutes.getPurchasedCourse, { courseId: 'course-1' }),
    ]);
  });

  it('tells a learner who has not bought the course, with a link to its page', async () => {
    const { currentPath } = openCourse({
      status: 403,
      body: { code: 'NOT_PURCHASED', message: 'You have not bought this course' },
    });

    expect(await screen.findByRole('heading', { name: 'You do not own this course yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the course' })).toHaveAttribute(
      'href',
      '/courses/modern-javascript',
    );
    await waitFor(() => expect(currentPath()).toBe('/learn/modern-javascript'));
  });

  it('shows the not-found page for a course that does not exist (404), and asks nothing more', async () => {
    const sent = stubFetch(() => ({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'This course does not exist' },
    }));
    renderWithProviders(
      <Routes>
        <Route path="/learn/:slug" element={<LearnCoursePage />} />
      </Routes>,
      { route: '/learn/no-such-course', signedInAs: aUser() },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(sent.map((request) => request.url)).toEqual([
      apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'no-such-course' }),
    ]);
  });
});
