import type { Dashboard } from '@coursewise/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const course = { id: 'c1', slug: 'modern-javascript', title: 'Modern JavaScript' };
const busy: Dashboard = {
  from: '2026-11-22',
  to: '2026-11-23',
  revenue: {
    days: [
      { day: '2026-11-22', amounts: { USD: 1999, GBP: 0, EUR: 0 } },
      { day: '2026-11-23', amounts: { USD: 0, GBP: 0, EUR: 123456 } },
    ],
    totals: [
      { currency: 'USD', net: 1999, refunded: 0, payments: 1, discounts: 0, couponPayments: 0 },
      { currency: 'GBP', net: 0, refunded: 0, payments: 0, discounts: 0, couponPayments: 0 },
      { currency: 'EUR', net: 123456, refunded: 0, payments: 2, discounts: 500, couponPayments: 1 },
    ],
  },
  enrolments: {
    total: 3,
    days: [
      { day: '2026-11-22', count: 1 },
      { day: '2026-11-23', count: 2 },
    ],
    bySource: { sale: 3, free: 0, grant: 0 },
  },
  completion: { enrolments: 2, completed: 1, rate: 50 },
  finalAssessment: { takers: 3, passed: 2, rate: 66.67 },
  topCourses: {
    byRevenue: [{ course, revenueUsd: 1999, amounts: { USD: 1999, GBP: 0, EUR: 0 }, sales: 1 }],
    byEnrolments: [{ course, enrolments: 2 }],
  },
  totals: { learners: 1234, publishedCourses: 1, certificates: 5, coursesAwaitingReview: 2 },
};

function openDashboard(locale: Locale) {
  stubFetch(() => ({ body: { data: busy } }));
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<DashboardPage />} />
    </Routes>,
    { route: '/admin', signedInAs: aUser({ role: 'admin' }), locale },
  );
}

describe('the dashboard in other languages', { timeout: 20_000 }, () => {
  it('speaks German: figures, plurals, money and rates in German', async () => {
    openDashboard('de');
    expect(await screen.findByRole('heading', { name: 'Umsatz pro Tag' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Letzte 7 Tage' })).toBeVisible();
    expect(screen.getByText('1.234')).toBeVisible();
    expect(screen.getByText('1 veröffentlichter Kurs')).toBeVisible();
    expect(screen.getByText('3 Zahlungen, abzüglich Erstattungen')).toBeVisible();
    expect(screen.getByText(/^Gutscheine: 1 Zahlung mit Code, 5,00\s€ Rabatt$/)).toBeVisible();
    expect(screen.getByText(/^66,7\s%/)).toBeVisible();
    expect(screen.getByRole('table', { name: 'Top-Kurse nach Umsatz' })).toBeVisible();
  });

  it('speaks Spanish: the range, the sources and the pass rate', async () => {
    openDashboard('es');
    expect(await screen.findByRole('heading', { name: 'Ingresos por día' })).toBeVisible();
    expect(screen.getByText('Del 2026-11-22 al 2026-11-23 (UTC)')).toBeVisible();
    expect(screen.getByText('3 vendidas · 0 gratis · 0 concedidas')).toBeVisible();
    expect(screen.getByText(/2 de 3 estudiantes aprobaron/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tasas de finalización y aprobación' })).toBeVisible();
  });
});
