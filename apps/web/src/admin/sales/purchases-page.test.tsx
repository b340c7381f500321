import type { AdminPurchase } from '@coursewise/contract';
import { adminSalesRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { PurchasesPage } from './purchases-page';

const sale: AdminPurchase = {
  id: 'p1',
  learner: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', isDeleted: false },
  course: { id: 'c1', slug: 'modern-javascript', title: 'Modern JavaScript' },
  amount: 1599,
  currency: 'GBP',
  paidAt: '2026-11-20T10:00:00.000Z',
  paymentId: 'pay1',
  source: 'sale',
  couponCode: null,
  discount: 0,
  receiptNumber: 'CW-R-2026-000042',
  card: { brand: 'visa', last4: '4242' },
  provider: 'sandbox',
  status: 'active',
  refund: null,
};

const page = (items: AdminPurchase[]) => ({
  body: { data: { items, page: 1, limit: 20, total: items.length } },
});

function openPurchases(route = '/admin/purchases') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/purchases" element={<PurchasesPage />} />
    </Routes>,
    { route, signedInAs: aUser({ role: 'admin' }) },
  );
}

// Rich-text editors and dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the purchases page', { timeout: 20_000 }, () => {
  it('refunds a purchase with a reason after confirmation and shows it refunded', async () => {
    let current = sale;
    const sent = stubFetch((request) => {
      if (request.method === 'POST') {
        current = {
          ...sale,
          status: 'refunded',
          refund: {
            refundedAt: '2026-11-23T09:00:00.000Z',
            reason: 'Bought by mistake',
            providerRef: 're_1',
          },
        };
        return { body: { data: current } };
      }
      return page([current]);
    });
    const { user } = openPurchases();

    expect(await screen.findByRole('cell', { name: '£15.99' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'CW-R-2026-000042' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refund Modern JavaScript for ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund purchase' });
    expect(dialog).toHaveTextContent(
      '£15.99 goes back to ada@example.com, who loses access to Modern JavaScript and any certificate earned for it.',
    );

    // A reason is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Give a reason')).toBeVisible();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bought by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refunded Modern JavaScript to ada@example.com')).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: apiUrl(adminSalesRoutes.adminRefundPurchase, { id: 'p1' }),
      body: { reason: 'Bought by mistake' },
    });
    const table = screen.getByRole('table', { name: 'Purchases' });
    expect(await within(table).findByText('Refunded')).toBeVisible();
    expect(within(table).getByText(/Bought by mistake/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
  });

  it('marks an enrolment without a payment as granted and offers no refund (issue 27, item 9)', async () => {
    stubFetch(() =>
      page([
        {
          ...sale,
          id: 'p2',
          paymentId: null,
          source: 'grant',
          receiptNumber: null,
          card: null,
          provider: null,
        },
      ]),
    );
    openPurchases();
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(await within(table).findByText('Granted')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
  });

  it('marks a free enrolment as free, not granted, and offers no refund (issue 22)', async () => {
    const free = { ...sale, id: 'p3', amount: 0, currency: 'USD' as const, paymentId: null };
    stubFetch(() => page([{ ...free, source: 'free', receiptNumber: null, card: null, provider: null }]));
    openPurchases();
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(await within(table).findByText('Free')).toBeVisible();
    expect(within(table).queryByText('Granted')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund / })).not.toBeInTheDocument();
  });

  it("keeps the purchase and shows the provider's refusal", async () => {
    stubFetch((request) =>
      request.method === 'POST'
        ? {
            status: 502,
            body: { message: 'The payment provider refused the refund', code: 'PROVIDER_ERROR' },
          }
        : page([sale]),
    );
    const { user } = openPurchases();
    await user.click(
      await screen.findByRole('button', { name: 'Refund Modern JavaScript for ada@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund purchase' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The payment provider refused the refund')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Active' })).toBeVisible();
  });

  it('sends the filters of the address', async () => {
    const sent = stubFetch(() => page([]));
    openPurchases('/admin/purchases?status=refunded&currency=EUR&from=2026-11-01&to=2026-11-30');
    expect(await screen.findByRole('heading', { name: 'Nothing matches' })).toBeVisible();
    expect(sent[0]?.url).toBe(
      apiUrl(
        adminSalesRoutes.adminListPurchases,
        {},
        {
          page: 1,
          limit: 20,
          sort: 'date',
          order: 'desc',
          status: 'refunded',
          currency: 'EUR',
          from: '2026-11-01',
          to: '2026-11-30',
        },
      ),
    );
  });
});

describe('the purchases page: gifts', { timeout: 20_000 }, () => {
  it('says which purchase came from a gift, from whom and to which address', async () => {
    stubFetch(() =>
      page([
        {
          ...sale,
          gift: {
            buyer: { id: 'u2', email: 'grace@example.com' },
            recipientEmail: 'ada@example.com',
            redeemedAt: '2026-11-21T10:00:00.000Z',
          },
        },
      ]),
    );
    openPurchases();
    expect(
      await screen.findByText('Gift from grace@example.com to ada@example.com, redeemed 21 November 2026'),
    ).toBeInTheDocument();
  });
});
