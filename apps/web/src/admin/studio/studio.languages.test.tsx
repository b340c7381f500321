import type { EarningLine, PayoutStatement } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recentMonths } from '../../lib/months';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { EarningsPage } from './earnings/earnings-page';
import { PayoutsPage } from './earnings/payouts-page';
import { StudioCoursesPage } from './studio-courses-page';

const instructor = aUser({ role: 'instructor' });
const [, lastMonth = ''] = recentMonths(2);
const monthIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${lastMonth}-01T00:00:00Z`),
  );

describe('the studio in other languages', { timeout: 20_000 }, () => {
  it('greets an instructor without courses in German', async () => {
    stubFetch(() => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }));
    renderWithProviders(<StudioCoursesPage />, { signedInAs: instructor, locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Noch keine Kurse' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Meine Kurse' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ersten Kurs erstellen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neuer Kurs' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Meine Kurse durchsuchen' })).toBeVisible();
  });

  it('shows earnings in French, with French money and dates', async () => {
    const line: EarningLine = {
      id: 'l1',
      kind: 'refund',
      date: '2026-11-03T10:00:00.000Z',
      course: { id: 'c1', title: 'Knots for Sailors' },
      currency: 'EUR',
      gross: -1580,
      platformFee: -474,
      net: -1106,
      share: 70,
    };
    stubFetch(() => ({
      body: {
        data: {
          items: [line],
          page: 1,
          limit: 20,
          total: 1,
          totals: [{ currency: 'EUR', gross: 1580, refunds: -1580, platformFee: 0, net: 0 }],
        },
      },
    }));
    renderWithProviders(<EarningsPage />, { signedInAs: instructor, locale: 'fr' });
    const table = await screen.findByRole('table', { name: 'Revenus' });
    expect(within(table).getByRole('columnheader', { name: 'Votre net' })).toBeVisible();
    expect(within(table).getByText('Remboursement')).toBeVisible();
    expect(within(table).getByText('3 novembre 2026')).toBeVisible();
    expect(within(table).getByRole('cell', { name: /^-15,80\s€$/ })).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Totaux en EUR' })).toHaveTextContent('EUR · votre net');
    expect(screen.getByRole('combobox', { name: 'Mois' })).toHaveTextContent(monthIn('fr'));
  });

  it('lists payout statements in Spanish', async () => {
    const statements: PayoutStatement[] = [
      {
        month: lastMonth,
        status: 'unpaid',
        paidAt: null,
        reference: null,
        totals: [{ currency: 'USD', gross: 4000, refunds: 0, platformFee: 1200, net: 2800 }],
      },
    ];
    stubFetch(() => ({ body: { data: statements } }));
    renderWithProviders(<PayoutsPage />, { signedInAs: instructor, locale: 'es' });
    const table = await screen.findByRole('table', { name: 'Extractos' });
    expect(within(table).getByText('Pendiente')).toBeVisible();
    expect(within(table).getByText(monthIn('es'))).toBeVisible();
    expect(
      screen.getByRole('button', { name: `Descargar el extracto de ${monthIn('es')} en PDF` }),
    ).toBeVisible();
    expect(within(table).getByText(/ventas 40,00\sUS\$|ventas 40,00\s\$/)).toBeVisible();
  });
});
