import { catalogueRoutes, learningRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseDetails, aPurchasedCourse } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PlayerLayout } from './player-layout';

function courseApi(overrides: (request: SentRequest) => StubReply | undefined = () => undefined) {
  return (request: SentRequest): StubReply => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' }))
      return { body: { data: aCourseDetails() } };
    if (request.url === apiUrl(learningRoutes.getPurchasedCourse, { courseId: 'course-1' }))
      return { body: { data: aPurchasedCourse() } };
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  };
}

/** The layout with the pages other features nest in it (stand-ins here: a heading each). */
function openAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<PlayerLayout />}>
        <Route path="/learn/:slug/chapters/:chapterId/quiz" element={<h1>The quiz page</h1>} />
        <Route path="/learn/:slug/final" element={<h1>The final page</h1>} />
      </Route>
    </Routes>,
    { route, signedInAs: aUser() },
  );
}

describe('the player frame around quizzes and the final assessment', () => {
  it('shows the nested page beside the outline, with the quiz’s chapter as the current one', async () => {
    stubFetch(courseApi());
    openAt('/learn/modern-javascript/chapters/chapter-2/quiz');

    expect(await screen.findByRole('heading', { level: 1, name: 'The quiz page' })).toBeVisible();
    const outline = screen.getByRole('navigation', { name: 'Course content' });
    expect(within(outline).getByRole('link', { name: /^Variables and types/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Modern JavaScript',
      }),
    ).toHaveAttribute('href', '/courses/modern-javascript');
  });

  it('marks the final assessment as current on its page', async () => {
    stubFetch(courseApi());
    openAt('/learn/modern-javascript/final');

    expect(await screen.findByRole('heading', { level: 1, name: 'The final page' })).toBeVisible();
    const outline = screen.getByRole('navigation', { name: 'Course content' });
    expect(within(outline).getByRole('link', { name: /^Final assessment/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(outline).getByRole('link', { name: /^Variables and types/ })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('tells a learner who does not own the course, instead of the page', async () => {
    stubFetch(
      courseApi((request) =>
        isCallOf(request, learningRoutes.getPurchasedCourse)
          ? { status: 403, body: { code: 'NOT_PURCHASED', message: 'You have not bought this course' } }
          : undefined,
      ),
    );
    openAt('/learn/modern-javascript/final');

    expect(await screen.findByRole('heading', { name: 'You do not own this course yet' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The final page' })).not.toBeInTheDocument();
  });

  it('says so when the quiz’s chapter is not part of the course', async () => {
    stubFetch(courseApi());
    openAt('/learn/modern-javascript/chapters/chapter-of-another-course/quiz');

    expect(await screen.findByRole('heading', { name: 'Chapter not found' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The quiz page' })).not.toBeInTheDocument();
  });
});
