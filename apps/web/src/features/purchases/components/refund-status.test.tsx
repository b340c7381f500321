import type { Purchase, RefundRequest } from '@coursewise/contract';
import { refundRequestRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSettings } from '../../../store/user-slice';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aPurchase } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PurchasesPage } from '../routes/purchases-page';

const page = (items: Purchase[]) => ({ data: { items, page: 1, limit: 20, total: items.length } });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const aRequest = (overrides: Partial<RefundRequest> = {}): RefundRequest => ({
  id: 'request-1',
  purchaseId: 'purchase-1',
  status: 'pending',
  reason: 'Not for me',
  note: null,
  createdAt: '2026-03-15T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

async function rowOf(purchase: Purchase, reply = () => ({ body: page([purchase]) })) {
  const sent = stubFetch(reply);
  const view = renderWithProviders(<PurchasesPage />, { route: '/purchases', signedInAs: aUser() });
  view.store.dispatch(
    setSettings({
      siteName: 'Coursewise',
      logoUrl: null,
      contactEmail: 'hello@example.com',
      social: {},
      currency: {
        default: 'USD',
        symbols: { USD: '$', GBP: '£', EUR: '€' },
        rates: { GBP: 0.79, EUR: 0.92 },
      },
      payment: { provider: 'sandbox' },
      auth: { googleClientId: null },
      refundWindowDays: 30,
      locales: ['en', 'es', 'fr', 'de'],
    }),
  );
  const list = await screen.findByRole('list', { name: 'Your purchases' });
  const [row] = within(list).getAllByRole('listitem');
  if (!row) throw new Error('One purchase expected');
  return { row, sent, ...view };
}

describe('refund requests on the purchases page', () => {
  it('offers a refund while the window is open, refusing an empty reason without sending it', async () => {
    const { row, sent, user } = await rowOf(aPurchase({ refundableUntil: inDays(10) }));
    expect(row).toHaveTextContent('A refund can be requested until');
    await user.click(within(row).getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund of “Modern JavaScript”?' });
    expect(dialog).toHaveTextContent('You can ask within 30 days of buying a course');
    expect(dialog).toHaveTextContent('the money goes back to your card at once');
    const reason = within(dialog).getByRole('textbox', { name: /Why do you want a refund/ });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('posts to the purchase’s refund-request operation with the trimmed reason', async () => {
    const purchase = aPurchase({ refundableUntil: inDays(10) });
    const { row, user } = await rowOf(purchase);
    const posted = stubFetch((request) =>
      request.method === 'POST'
        ? { status: 201, body: { data: aRequest(), message: 'Refunded' } }
        : { body: page([purchase]) },
    );
    await user.click(within(row).getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Why do you want a refund/ }),
      '  Too basic ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await expect.poll(() => posted.length).toBeGreaterThan(0);
    expect(posted[0]).toEqual({
      method: 'POST',
      url: apiUrl(refundRequestRoutes.requestRefund, { id: 'purchase-1' }),
      body: { reason: 'Too basic' },
    });
  });

  it('shows no button once the window closed, and says when it closed', async () => {
    const { row } = await rowOf(aPurchase({ refundableUntil: '2026-04-13T09:31:00.000Z' }));
    expect(within(row).queryByRole('button', { name: 'Request a refund' })).toBeNull();
    expect(row).toHaveTextContent('The refund window closed on 13 April 2026');
  });

  it('shows a declined request with the admin’s note, and nothing for a grant', async () => {
    const declined = aRequest({ status: 'declined', note: 'You finished the course' });
    const { row } = await rowOf(aPurchase({ refundableUntil: inDays(5), refundRequest: declined }));
    expect(row).toHaveTextContent('Refund declined: You finished the course');
    expect(within(row).queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });
});
