import type { InstructorInsight, InstructorSummary, Paged } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { InstructorInsightPage } from './instructor-insight-page';
import { InstructorsPage } from './instructors-page';

const totals = {
  enrolments: 1234,
  revenue: [{ currency: 'EUR' as const, amount: 30_000, sales: 6 }],
  completion: { enrolled: 9, completed: 2, rate: 22.22 },
  ratings: { count: 3, average: 3.67 },
};
const page: Paged<InstructorSummary> = {
  items: [{ id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', courses: 2, totals }],
  page: 1,
  limit: 20,
  total: 45,
};
const insight: InstructorInsight = {
  instructor: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  from: '2026-03-01',
  to: '2026-04-30',
  period: 'month',
  totals,
  series: {
    enrolments: [{ start: '2026-03-01', count: 9 }],
    revenue: [{ start: '2026-03-01', amounts: { USD: 0, GBP: 0, EUR: 30_000 } }],
    ratings: [{ start: '2026-03-01', count: 0, average: null }],
  },
  courses: [],
};

function open(route: string, locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/instructors" element={<InstructorsPage />} />
      <Route path="/admin/instructors/:instructorId" element={<InstructorInsightPage />} />
    </Routes>,
    { route, signedInAs: aUser({ role: 'admin' }), locale },
  );
}

describe('the console’s instructors in other languages', { timeout: 20_000 }, () => {
  it('lists instructors with German figures, headers and pages', async () => {
    stubFetch(() => ({ body: { data: page } }));
    open('/admin/instructors', 'de');
    const table = await screen.findByRole('table', { name: 'Dozenten' });
    expect(screen.getByRole('heading', { name: 'Dozenten' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Suchen' })).toBeVisible();
    expect(screen.getByLabelText('Von')).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Dozent', 'Kurse', 'Einschreibungen', 'Umsatz', 'Abschlussquote', 'Bewertung']);
    expect(within(table).getByRole('cell', { name: '1.234' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: /^300,00\s€$/ })).toBeVisible();
    expect(within(table).getByRole('cell', { name: /^22,2\s%$/ })).toBeVisible();
    expect(within(table).getByRole('cell', { name: '3,67 (3)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeVisible();
  });

  it('says in Spanish when no instructor matches the search', async () => {
    stubFetch(() => ({ body: { data: { ...page, items: [], total: 0 } } }));
    open('/admin/instructors?search=zz', 'es');
    expect(await screen.findByRole('heading', { name: 'Ningún instructor coincide' })).toBeVisible();
    expect(screen.getByText('Convierte a un usuario en instructor desde la página Usuarios.')).toBeVisible();
  });

  it('shows one instructor in French: the range, the charts’ tables and no course yet', async () => {
    stubFetch(() => ({ body: { data: insight } }));
    open('/admin/instructors/u1?period=month', 'fr');
    expect(await screen.findByRole('heading', { name: 'Formateur : Ada Lovelace' })).toBeVisible();
    expect(screen.getByText('Du 1 mars 2026 au 30 avr. 2026 (UTC)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tous les formateurs' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Mois' })).toBeChecked();
    const totalsTable = screen.getByRole('table', { name: 'Totaux' });
    expect(within(totalsTable).getByRole('cell', { name: /^1\s234$/ })).toBeVisible();
    const enrolments = screen.getByRole('table', { name: 'Inscriptions' });
    expect(within(enrolments).getByRole('rowheader', { name: '1 mars 2026' })).toBeInTheDocument();
    expect(screen.getByText('Aucun avis sur cette période.')).toBeVisible();
    expect(screen.getByText('Ce formateur n’enseigne encore aucun cours.')).toBeVisible();
  });
});
