import type { AdminPayoutStatement } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { recentMonths } from '../../lib/months';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { PayoutsPage } from './payouts-page';

const [, lastMonth = ''] = recentMonths(2);
const germanMonth = new Intl.DateTimeFormat('de', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${lastMonth}-01T00:00:00Z`),
);

const unpaid: AdminPayoutStatement = {
  month: lastMonth,
  status: 'unpaid',
  paidAt: null,
  reference: null,
  totals: [{ currency: 'EUR', gross: 4000, refunds: -1000, platformFee: 900, net: 2100 }],
  instructor: { id: 'i1', name: 'Ada Teacher', email: 'ada@example.com' },
};

describe('the payouts page in German', { timeout: 20_000 }, () => {
  it('shows the statements, their totals and the confirmation in German', async () => {
    stubFetch(() => ({ body: { data: [unpaid] } }));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/payouts" element={<PayoutsPage />} />
      </Routes>,
      { route: '/admin/payouts', signedInAs: aUser({ role: 'admin' }), locale: 'de' },
    );
    const table = await screen.findByRole('table', { name: `Abrechnungen ${germanMonth}` });
    expect(screen.getByRole('heading', { name: 'Auszahlungen' })).toBeVisible();
    expect(within(table).getByText('Offen')).toBeVisible();
    expect(
      within(table).getByText(/^\(Verkäufe 40,00\s€, Erstattungen -10,00\s€, Gebühr 9,00\s€\)$/),
    ).toBeVisible();
    await user.click(
      within(table).getByRole('button', { name: 'Abrechnung von Ada Teacher als bezahlt markieren' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abrechnung als bezahlt markieren' });
    expect(dialog).toHaveTextContent(
      `Die Abrechnung ${germanMonth} von Ada Teacher wird als bezahlt angezeigt.`,
    );
    expect(within(dialog).getByLabelText('Zahlungsreferenz (optional)')).toBeVisible();
  });
});
