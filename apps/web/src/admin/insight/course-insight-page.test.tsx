import type { CourseInsight } from '@coursewise/contract';
import { insightRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CourseInsightPage } from './course-insight-page';
import type { InsightSource } from './insight-api';

const zero = { USD: 0, GBP: 0, EUR: 0 };
const insight: CourseInsight = {
  course: { id: 'c1', slug: 'modern-javascript', title: 'Modern JavaScript' },
  from: '2026-03-01',
  to: '2026-04-30',
  period: 'month',
  totals: {
    enrolments: 9,
    revenue: [
      { currency: 'USD', amount: 30_000, sales: 6 },
      { currency: 'GBP', amount: 4000, sales: 1 },
    ],
    completion: { enrolled: 9, completed: 2, rate: 22.22 },
    ratings: { count: 3, average: 3.67 },
  },
  series: {
    enrolments: [
      { start: '2026-03-01', count: 6 },
      { start: '2026-04-01', count: 3 },
    ],
    revenue: [
      { start: '2026-03-01', amounts: { ...zero, USD: 20_000, GBP: 4000 } },
      { start: '2026-04-01', amounts: { ...zero, USD: 10_000 } },
    ],
    ratings: [
      { start: '2026-03-01', count: 2, average: 4.5 },
      { start: '2026-04-01', count: 1, average: 2 },
    ],
  },
  dropOff: [
    { id: 'ch1', title: 'Welcome', reached: 5, completed: 5, stopped: 4 },
    { id: 'ch2', title: 'Setup', reached: 5, completed: 2, stopped: 3 },
  ],
  quizItems: [
    {
      id: 'q1',
      text: 'What does HTML stand for?',
      chapter: { id: 'ch2', title: 'Setup' },
      answers: 10,
      correctShare: 100,
      options: [
        { id: 'o1', text: 'HyperText Markup Language', isCorrect: true, chosen: 10, share: 100 },
        { id: 'o2', text: 'Home Tool Markup Language', isCorrect: false, chosen: 0, share: 0 },
      ],
      flag: 'easy',
    },
  ],
};

function open(source: InsightSource, route = '/insight') {
  return renderWithProviders(
    <Routes>
      <Route path="/insight" element={<CourseInsightPage courseId="c1" source={source} />} />
    </Routes>,
    { route, signedInAs: aUser({ role: source === 'admin' ? 'admin' : 'instructor' }) },
  );
}

describe('the course insight page', () => {
  it('shows totals, the drop-off per chapter as a table too, and flags the question everyone gets right', async () => {
    stubFetch(() => ({ body: { data: insight } }));
    open('studio');
    expect(await screen.findByRole('heading', { name: 'Insight: Modern JavaScript' })).toBeVisible();
    expect(screen.getByText('$300.00 · £40.00')).toBeVisible();
    expect(screen.getByText('2 of 9 learners completed every chapter')).toBeVisible();
    const dropOff = screen.getByRole('table', { name: 'Drop-off per chapter' });
    const rows = within(dropOff).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ChapterOpenedCompletedStopped here',
      '1. Welcome554',
      '2. Setup523',
    ]);
    const quiz = screen.getByRole('table', { name: 'Quiz questions' });
    expect(within(quiz).getByText('Everyone gets it right')).toBeVisible();
    expect(within(quiz).getByText('HyperText Markup Language (correct): 100.0%')).toBeVisible();
    const revenue = screen.getByRole('table', { name: 'Revenue' });
    expect(within(revenue).getByRole('cell', { name: '£40.00' })).toBeInTheDocument();
  });

  it('reads the studio’s or the console’s operation with the range of the address, and changes the period', async () => {
    const sent = stubFetch(() => ({ body: { data: insight } }));
    const { user, currentPath } = open('studio', '/insight?from=2026-03-01&to=2026-04-30&period=month');
    await screen.findByRole('heading', { name: 'Insight: Modern JavaScript' });
    expect(sent[0]?.url).toBe(
      apiUrl(
        insightRoutes.studioGetCourseInsight,
        { id: 'c1' },
        { from: '2026-03-01', to: '2026-04-30', period: 'month' },
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(currentPath()).toBe('/insight?from=2026-03-01&to=2026-04-30&period=week');
  });

  it('asks the console’s operation for an admin', async () => {
    const sent = stubFetch(() => ({ body: { data: insight } }));
    open('admin');
    await screen.findByRole('heading', { name: 'Insight: Modern JavaScript' });
    expect(sent[0]?.url).toBe(apiUrl(insightRoutes.adminGetCourseInsight, { id: 'c1' }, {}));
  });

  it('says when nothing happened, and shows the server’s message when the course is not found', async () => {
    const quiet: CourseInsight = {
      ...insight,
      totals: {
        ...insight.totals,
        enrolments: 0,
        revenue: [],
        completion: { enrolled: 0, completed: 0, rate: null },
      },
      series: {
        enrolments: insight.series.enrolments.map((row) => ({ ...row, count: 0 })),
        revenue: insight.series.revenue.map((row) => ({ ...row, amounts: zero })),
        ratings: insight.series.ratings.map((row) => ({ ...row, count: 0, average: null })),
      },
      quizItems: [],
    };
    stubFetch(() => ({ body: { data: quiet } }));
    const first = open('studio');
    expect(await screen.findByText('No learners enrolled in this range.')).toBeVisible();
    expect(screen.getByText('No sales in this range.')).toBeVisible();
    expect(screen.getByText('This course has no quiz questions.')).toBeVisible();
    first.unmount();
    stubFetch(() => ({ status: 404, body: { message: 'This course does not exist', code: 'NOT_FOUND' } }));
    open('studio');
    expect(await screen.findByText('This course does not exist')).toBeVisible();
  });
});
