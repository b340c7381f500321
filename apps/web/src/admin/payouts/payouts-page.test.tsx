import type { AdminPayoutStatement } from '@coursewise/contract';
import { adminPayoutRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths } from '../../lib/months';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { PayoutsPage } from './payouts-page';

const [thisMonth = '', lastMonth = ''] = recentMonths(2);

const unpaid: AdminPayoutStatement = {
  month: lastMonth,
  status: 'unpaid',
  paidAt: null,
  reference: null,
  totals: [
    { currency: 'USD', gross: 4000, refunds: -1000, platformFee: 900, net: 2100 },
    { currency: 'GBP', gross: 1580, refunds: 0, platformFee: 474, net: 1106 },
  ],
  instructor: { id: 'i1', name: 'Ada Teacher', email: 'ada@example.com' },
};

function openPayouts() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/payouts" element={<PayoutsPage />} />
    </Routes>,
    { route: '/admin/payouts', signedInAs: aUser({ role: 'admin' }) },
  );
}

describe('the payouts page', { timeout: 20_000 }, () => {
  it('shows last month’s statements per currency and marks one paid after confirming', async () => {
    let current = unpaid;
    const sent = stubFetch((request) => {
      if (request.method === 'POST') {
        current = { ...unpaid, status: 'paid', paidAt: '2026-11-02T10:00:00.000Z', reference: 'BACS 42' };
        return { body: { data: current } };
      }
      return { body: { data: [current] } };
    });
    const { user } = openPayouts();
    const table = await screen.findByRole('table', { name: /^Statements of / });
    expect(sent[0]?.url).toBe(apiUrl(adminPayoutRoutes.adminListPayouts, {}, { month: lastMonth }));
    expect(within(table).getByText('$21.00')).toBeVisible();
    expect(within(table).getByText(/refunds -\$10\.00/)).toBeVisible();
    expect(within(table).getByText('£11.06')).toBeVisible();
    expect(within(table).getByText('Unpaid')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mark the statement of Ada Teacher paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the statement paid' });
    expect(dialog).toHaveTextContent('statement of Ada Teacher will show as paid');
    await user.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'BACS 42');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText(`Marked the ${lastMonth} statement of Ada Teacher paid`)).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: apiUrl(adminPayoutRoutes.adminMarkPayoutPaid, { month: lastMonth, id: 'i1' }),
      body: { reference: 'BACS 42' },
    });
    expect(await within(table).findByText('Paid')).toBeVisible();
    expect(within(table).getByText(/BACS 42/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Mark the statement/ })).not.toBeInTheDocument();
  });

  it('says so when a month has no statements, and offers no payment for the current month', async () => {
    const sent = stubFetch((request) =>
      request.url.includes(thisMonth)
        ? { body: { data: [{ ...unpaid, month: thisMonth }] } }
        : { body: { data: [] } },
    );
    const { user } = openPayouts();
    expect(await screen.findByRole('heading', { name: 'No statements' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(thisMonth));
    expect(await screen.findByText('Unpaid')).toBeVisible();
    expect(screen.getByText(/This month is not over yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Mark the statement/ })).not.toBeInTheDocument();
    expect(sent.at(-1)?.url).toBe(apiUrl(adminPayoutRoutes.adminListPayouts, {}, { month: thisMonth }));
  });

  it('shows the server’s error with a way to try again', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'The database is away', code: 'INTERNAL' } }));
    openPayouts();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is away');
  });
});
