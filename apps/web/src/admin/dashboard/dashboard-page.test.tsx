import type { Dashboard } from '@coursewise/contract';
import { adminSalesRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';
import { daysAgo } from './dashboard-range';

const course = { id: 'c1', slug: 'modern-javascript', title: 'Modern JavaScript' };
const busy: Dashboard = {
  from: '2026-11-22',
  to: '2026-11-23',
  revenue: {
    days: [
      { day: '2026-11-22', amounts: { USD: 1999, GBP: 0, EUR: 0 } },
      { day: '2026-11-23', amounts: { USD: 0, GBP: 1599, EUR: 0 } },
    ],
    totals: [
      { currency: 'USD', net: 1999, refunded: 0, payments: 1, discounts: 0, couponPayments: 0 },
      { currency: 'GBP', net: 1599, refunded: 0, payments: 1, discounts: 0, couponPayments: 0 },
      { currency: 'EUR', net: 0, refunded: 0, payments: 0, discounts: 0, couponPayments: 0 },
    ],
  },
  enrolments: {
    total: 2,
    days: [
      { day: '2026-11-22', count: 1 },
      { day: '2026-11-23', count: 1 },
    ],
    bySource: { sale: 1, free: 1, grant: 0 },
  },
  completion: { enrolments: 2, completed: 1, rate: 50 },
  finalAssessment: { takers: 3, passed: 2, rate: 66.67 },
  topCourses: {
    byRevenue: [{ course, revenueUsd: 1999, amounts: { USD: 0, GBP: 1599, EUR: 0 }, sales: 1 }],
    byEnrolments: [{ course, enrolments: 2 }],
  },
  totals: { learners: 12, publishedCourses: 4, certificates: 5, coursesAwaitingReview: 2 },
};

const quiet: Dashboard = {
  ...busy,
  revenue: {
    days: busy.revenue.days.map((day) => ({ ...day, amounts: { USD: 0, GBP: 0, EUR: 0 } })),
    totals: busy.revenue.totals.map((total) => ({
      ...total,
      net: 0,
      payments: 0,
      discounts: 0,
      couponPayments: 0,
    })),
  },
  enrolments: {
    total: 0,
    days: busy.enrolments.days.map((day) => ({ ...day, count: 0 })),
    bySource: { sale: 0, free: 0, grant: 0 },
  },
  completion: { enrolments: 0, completed: 0, rate: null },
  finalAssessment: { takers: 0, passed: 0, rate: null },
  topCourses: { byRevenue: [], byEnrolments: [] },
};

function openDashboard(route = '/admin') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<DashboardPage />} />
    </Routes>,
    { route, signedInAs: aUser({ role: 'admin' }) },
  );
}

describe('the dashboard', () => {
  it('shows revenue per currency, enrolments, rates and top courses', async () => {
    stubFetch(() => ({ body: { data: busy } }));
    openDashboard();

    expect(await screen.findByText('$19.99 · £15.99')).toBeVisible();
    expect(screen.getByText('2 payments, net of refunds')).toBeVisible();
    expect(screen.getByText('50.0% · 1 of 2 enrolments completed')).toBeVisible();
    expect(screen.getByText('66.7% · 2 of 3 learners passed')).toBeVisible();
    const top = screen.getByRole('table', { name: 'Top courses by revenue' });
    expect(within(top).getByRole('link', { name: 'Modern JavaScript' })).toHaveAttribute(
      'href',
      '/admin/courses/c1',
    );
    // What was charged, per currency: never a USD sum of sales made in pounds.
    expect(within(top).getByRole('cell', { name: '£15.99' })).toBeVisible();
    expect(within(top).queryByText('$19.99')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Revenue per day' })).toBeVisible();
    // Free enrolments are counted apart from sales and grants (issue 22).
    expect(screen.getByText('1 sold · 1 free · 0 granted')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Courses instructors submitted' })).toHaveAttribute(
      'href',
      '/admin/courses?awaitingReview=true',
    );
  });

  it('asks for the range of the address and changes it with the presets', async () => {
    const sent = stubFetch(() => ({ body: { data: busy } }));
    const { user, currentPath } = openDashboard('/admin?from=2026-11-01&to=2026-11-23');
    await screen.findByText('$19.99 · £15.99');
    expect(sent[0]?.url).toBe(
      apiUrl(adminSalesRoutes.adminGetDashboard, {}, { from: '2026-11-01', to: '2026-11-23' }),
    );

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(currentPath()).toBe(`/admin?from=${daysAgo(6)}&to=${daysAgo(0)}`);
    expect(sent.at(-1)?.url).toBe(
      apiUrl(adminSalesRoutes.adminGetDashboard, {}, { from: daysAgo(6), to: daysAgo(0) }),
    );
  });

  it('leaves out a currency whose only sale was refunded', async () => {
    const refunded: Dashboard = {
      ...busy,
      revenue: {
        days: busy.revenue.days.map((day) => ({ ...day, amounts: { ...day.amounts, GBP: 0 } })),
        totals: [
          { currency: 'USD', net: 1999, refunded: 0, payments: 1, discounts: 0, couponPayments: 0 },
          { currency: 'GBP', net: 0, refunded: 1599, payments: 0, discounts: 0, couponPayments: 0 },
        ],
      },
      topCourses: { ...busy.topCourses, byRevenue: [] },
    };
    stubFetch(() => ({ body: { data: refunded } }));
    openDashboard();
    expect(await screen.findByText('$19.99')).toBeVisible();
    expect(screen.getByText('1 payment, net of refunds')).toBeVisible();
    expect(screen.queryByText(/£/)).toBeNull();
  });

  it('says so when nothing happened in the range', async () => {
    stubFetch(() => ({ body: { data: quiet } }));
    openDashboard();
    expect(await screen.findByRole('heading', { name: 'Nothing happened in this range' })).toBeVisible();
    expect(screen.getByText('No sales in this range')).toBeVisible();
  });
});
