import type { InstructorInsight, InstructorSummary, Paged } from '@coursewise/contract';
import { insightRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { InstructorInsightPage } from './instructor-insight-page';
import { InstructorsPage } from './instructors-page';

const totals = {
  enrolments: 9,
  revenue: [{ currency: 'USD' as const, amount: 30_000, sales: 6 }],
  completion: { enrolled: 9, completed: 2, rate: 22.22 },
  ratings: { count: 3, average: 3.67 },
};
const page: Paged<InstructorSummary> = {
  items: [{ id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', courses: 2, totals }],
  page: 1,
  limit: 20,
  total: 1,
};
const insight: InstructorInsight = {
  instructor: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  from: '2026-03-01',
  to: '2026-04-30',
  period: 'month',
  totals,
  series: {
    enrolments: [{ start: '2026-03-01', count: 9 }],
    revenue: [{ start: '2026-03-01', amounts: { USD: 30_000, GBP: 0, EUR: 0 } }],
    ratings: [{ start: '2026-03-01', count: 3, average: 3.67 }],
  },
  courses: [{ course: { id: 'c1', slug: 'js', title: 'Modern JavaScript' }, totals }],
};

function open(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/instructors" element={<InstructorsPage />} />
      <Route path="/admin/instructors/:instructorId" element={<InstructorInsightPage />} />
    </Routes>,
    { route, signedInAs: aUser({ role: 'admin' }) },
  );
}

describe('the console’s instructors', () => {
  it('lists instructors with their totals over the range of the address, each linking to their insight', async () => {
    const sent = stubFetch(() => ({ body: { data: page } }));
    open('/admin/instructors?from=2026-03-01&to=2026-04-30');
    const table = await screen.findByRole('table', { name: 'Instructors' });
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/instructors/u1',
    );
    expect(within(table).getByRole('cell', { name: '$300.00' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '22.2%' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '3.67 (3)' })).toBeVisible();
    expect(sent[0]?.url).toBe(
      apiUrl(insightRoutes.adminListInstructors, {}, { from: '2026-03-01', to: '2026-04-30', limit: 20 }),
    );
  });

  it('says when there is no instructor yet', async () => {
    stubFetch(() => ({ body: { data: { ...page, items: [], total: 0 } } }));
    open('/admin/instructors');
    expect(await screen.findByRole('heading', { name: 'No instructors yet' })).toBeVisible();
  });

  it('shows one instructor’s courses together and a row per course linking to its insight', async () => {
    const sent = stubFetch(() => ({ body: { data: insight } }));
    open('/admin/instructors/u1?period=month');
    expect(await screen.findByRole('heading', { name: 'Instructor: Ada Lovelace' })).toBeVisible();
    const courses = screen.getByRole('table', { name: 'Courses' });
    expect(within(courses).getByRole('link', { name: 'Modern JavaScript' })).toHaveAttribute(
      'href',
      '/admin/courses/c1/insight',
    );
    expect(screen.getByRole('table', { name: 'Enrolments' })).toBeInTheDocument();
    expect(sent.some((request) => isCallOf(request, insightRoutes.adminGetInstructorInsight))).toBe(true);
  });

  it('shows the server’s message for an unknown instructor', async () => {
    stubFetch(() => ({
      status: 404,
      body: { message: 'This instructor does not exist', code: 'NOT_FOUND' },
    }));
    open('/admin/instructors/nobody');
    expect(await screen.findByText('This instructor does not exist')).toBeVisible();
  });
});
