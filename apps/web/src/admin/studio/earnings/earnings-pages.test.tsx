import type { EarningLine, EarningsPage as EarningsPageData, PayoutStatement } from '@coursewise/contract';
import { instructorEarningsRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { monthLabel, recentMonths } from '../../../lib/months';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { EarningsPage } from './earnings-page';
import { PayoutsPage } from './payouts-page';

const [, lastMonth = ''] = recentMonths(2);
const instructor = aUser({ role: 'instructor' });

const sale = (id: string, overrides: Partial<EarningLine> = {}): EarningLine => ({
  id,
  kind: 'sale',
  date: '2026-11-03T10:00:00.000Z',
  course: { id: 'c1', title: 'Knots for Sailors' },
  currency: 'GBP',
  gross: 1580,
  platformFee: 474,
  net: 1106,
  share: 70,
  ...overrides,
});

const pageOf = (
  items: EarningLine[],
  total = items.length,
  page = 1,
): { body: { data: EarningsPageData } } => ({
  body: {
    data: {
      items,
      page,
      limit: 20,
      total,
      totals: [
        { currency: 'GBP', gross: 3160, refunds: -1580, platformFee: 474, net: 1106 },
        { currency: 'EUR', gross: 1840, refunds: 0, platformFee: 552, net: 1288 },
      ],
    },
  },
});

describe('the studio’s Earnings page', { timeout: 20_000 }, () => {
  it('lists sales and refunds with totals per currency, filters by month and pages', async () => {
    const refund = sale('l2', { kind: 'refund', gross: -1580, platformFee: -474, net: -1106 });
    const sent = stubFetch((request) =>
      request.url.includes('page=2')
        ? pageOf([sale('l3', { currency: 'EUR', gross: 1840 })], 21, 2)
        : pageOf([refund, sale('l1')], 21),
    );
    const { user } = renderWithProviders(<EarningsPage />, { signedInAs: instructor });
    const table = await screen.findByRole('table', { name: 'Earnings' });
    expect(sent[0]?.url).toBe(
      apiUrl(instructorEarningsRoutes.instructorEarnings, {}, { page: 1, limit: 20 }),
    );
    expect(within(table).getByText('Refund')).toBeVisible();
    expect(within(table).getByRole('cell', { name: '-£15.80' })).toBeVisible();
    expect(within(table).getAllByRole('cell', { name: '£15.80' })).toHaveLength(1);
    const gbp = screen.getByRole('listitem', { name: 'Totals in GBP' });
    expect(gbp).toHaveTextContent('£11.06');
    expect(gbp).toHaveTextContent('refunds -£15.80');
    expect(screen.getByRole('listitem', { name: 'Totals in EUR' })).toHaveTextContent('€12.88');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByRole('cell', { name: '€18.40' })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), monthLabel(lastMonth));
    await vi.waitFor(() =>
      expect(sent.at(-1)?.url).toBe(
        apiUrl(instructorEarningsRoutes.instructorEarnings, {}, { page: 1, limit: 20, month: lastMonth }),
      ),
    );
  });

  it('has an empty state and shows errors with a retry', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? { status: 500, body: { message: 'Something broke', code: 'INTERNAL' } }
        : { body: { data: { items: [], page: 1, limit: 20, total: 0, totals: [] } } },
    );
    const { user } = renderWithProviders(<EarningsPage />, { signedInAs: instructor });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No earnings yet' })).toBeVisible();
  });
});

describe('the studio’s Payouts page', { timeout: 20_000 }, () => {
  const statements: PayoutStatement[] = [
    {
      month: lastMonth,
      status: 'paid',
      paidAt: '2026-11-02T09:00:00.000Z',
      reference: 'BACS 42',
      totals: [{ currency: 'USD', gross: 4000, refunds: 0, platformFee: 1200, net: 2800 }],
    },
  ];

  it('lists statements by month and downloads one as CSV with the token', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      if (blob instanceof Blob) saved.push(blob);
      return 'blob:statement';
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const sent = stubFetch((request) =>
      request.url.includes('/statement') ? { text: 'date,kind\r\n' } : { body: { data: statements } },
    );
    const { user } = renderWithProviders(<PayoutsPage />, { signedInAs: instructor });
    const table = await screen.findByRole('table', { name: 'Statements' });
    expect(within(table).getByText(monthLabel(lastMonth))).toBeVisible();
    expect(within(table).getByText('$28.00')).toBeVisible();
    expect(within(table).getByText('Paid')).toBeVisible();
    expect(within(table).getByText(/BACS 42/)).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: `Download the ${monthLabel(lastMonth)} statement as CSV` }),
    );
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe(`statement-${lastMonth}.csv`);
    expect(sent.at(-1)?.url).toBe(
      apiUrl(instructorEarningsRoutes.instructorStatement, { month: lastMonth }, { format: 'csv' }),
    );
    expect(saved).toHaveLength(1);
  });

  it('says when there is nothing yet, and shows a failed download', async () => {
    stubFetch(() => ({ body: { data: [] } }));
    renderWithProviders(<PayoutsPage />, { signedInAs: instructor });
    expect(await screen.findByRole('heading', { name: 'No statements yet' })).toBeVisible();
  });

  it('shows a failed download’s message', async () => {
    stubFetch((request) =>
      request.url.includes('/statement')
        ? { status: 404, body: { message: 'There is no statement for this month', code: 'NOT_FOUND' } }
        : { body: { data: statements } },
    );
    const { user } = renderWithProviders(<PayoutsPage />, { signedInAs: instructor });
    await user.click(
      await screen.findByRole('button', { name: `Download the ${monthLabel(lastMonth)} statement as PDF` }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no statement for this month');
    // Said once, beside the buttons: no toast repeats it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
