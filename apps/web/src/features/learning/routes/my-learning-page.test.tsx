import { learningRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { heldReply, stubFetch } from '../../../test/fetch-stub';
import { aCourseSummary, aLearningCourse } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { MyLearningPage } from './my-learning-page';

const page = (items: unknown[], total = items.length, pageNumber = 1) => ({
  body: { data: { items, page: pageNumber, limit: 12, total } },
});

const inProgress = aLearningCourse();
const finished = aLearningCourse({
  course: aCourseSummary({ id: 'course-2', slug: 'ui-design', title: 'UI Design' }),
  progress: { completed: 6, total: 6, percent: 100 },
  lastChapterId: 'ui-6',
  nextChapterId: 'ui-6',
});
const untouched = aLearningCourse({
  course: aCourseSummary({ id: 'course-3', slug: 'sql-basics', title: 'SQL Basics' }),
  progress: { completed: 0, total: 4, percent: 0 },
  lastChapterId: null,
  nextChapterId: 'sql-1',
  lastActivityAt: null,
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('My learning', () => {
  it('shows each course with its progress and the way back in', async () => {
    const sent = stubFetch(() => page([inProgress, finished, untouched]));
    renderWithProviders(<MyLearningPage />, { route: '/my-learning' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Modern JavaScript' })).toBeVisible();
    expect(sent.map((request) => request.url)).toEqual([
      apiUrl(learningRoutes.listLearningCourses, {}, { page: 1, limit: 12 }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 courses');

    const js = card('Modern JavaScript');
    const jsBar = within(js).getByRole('progressbar', { name: 'Progress in Modern JavaScript' });
    expect(jsBar).toHaveAttribute('aria-valuenow', '37');
    expect(jsBar).toHaveAttribute('aria-valuetext', '3 of 8 chapters completed, 37%');
    expect(js).toHaveTextContent('3 of 8 chapters');
    expect(js).toHaveTextContent('37%');
    expect(js).toHaveTextContent('Last studied 10 March 2026');
    expect(within(js).getByRole('link', { name: 'Continue Modern JavaScript' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/chapters/chapter-4',
    );

    const ui = card('UI Design');
    expect(within(ui).getByRole('progressbar', { name: 'Progress in UI Design' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(ui).toHaveTextContent('6 of 6 chapters');
    expect(within(ui).getByRole('link', { name: 'Open UI Design' })).toHaveAttribute(
      'href',
      '/learn/ui-design/chapters/ui-6',
    );

    const sql = card('SQL Basics');
    expect(within(sql).getByRole('progressbar', { name: 'Progress in SQL Basics' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(sql).toHaveTextContent('Bought 1 March 2026');
    expect(within(sql).getByRole('link', { name: 'Start SQL Basics' })).toHaveAttribute(
      'href',
      '/learn/sql-basics/chapters/sql-1',
    );
  });

  it('shows placeholders while the list loads', async () => {
    const held = heldReply();
    stubFetch(() => held.reply);
    renderWithProviders(<MyLearningPage />, { route: '/my-learning' });

    expect(screen.getByRole('status', { name: 'Loading your courses…' })).toBeInTheDocument();
    held.release(page([inProgress]));
    expect(await screen.findByRole('article', { name: 'Modern JavaScript' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading your courses…' })).not.toBeInTheDocument();
  });

  it('leads a learner with no courses to the catalogue', async () => {
    stubFetch(() => page([]));
    renderWithProviders(<MyLearningPage />, { route: '/my-learning' });

    expect(await screen.findByRole('heading', { name: 'You have no courses yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('pages through more courses than fit on one page', async () => {
    const sent = stubFetch((request) =>
      request.url.includes('page=2') ? page([finished], 13, 2) : page([inProgress], 13),
    );
    const { user, currentPath } = renderWithProviders(<MyLearningPage />, { route: '/my-learning' });

    await screen.findByRole('article', { name: 'Modern JavaScript' });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('article', { name: 'UI Design' })).toBeVisible();
    expect(currentPath()).toBe('/my-learning?page=2');
    expect(sent.map((request) => request.url)).toEqual([
      apiUrl(learningRoutes.listLearningCourses, {}, { page: 1, limit: 12 }),
      apiUrl(learningRoutes.listLearningCourses, {}, { page: 2, limit: 12 }),
    ]);
  });

  it("shows the server's message when the list cannot load", async () => {
    stubFetch(() => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }));
    renderWithProviders(<MyLearningPage />, { route: '/my-learning' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your courses could not load');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
