import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aPurchase } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PurchasesPage } from './purchases-page';

const page = <T,>(items: T[]) => ({ data: { items, page: 1, limit: 20, total: items.length } });

describe('purchases page: gifts', () => {
  it('lists a gift sent (for whom, redeemed or not) and a gift received (no price or receipt)', async () => {
    stubFetch(() => ({
      body: page([
        aPurchase({
          id: 'gift-1',
          gift: { recipientEmail: 'friend@example.com', message: null, codeHint: '7QX2', redeemedAt: null },
        }),
        aPurchase({
          id: 'purchase-2',
          amount: 0,
          paymentId: null,
          receiptNumber: null,
          card: null,
          isGiftReceived: true,
        }),
      ]),
    }));
    renderWithProviders(<PurchasesPage />, { route: '/purchases', signedInAs: aUser() });
    const list = await screen.findByRole('list', { name: 'Your purchases' });
    const [sent, received] = within(list).getAllByRole('listitem');
    if (!sent || !received) throw new Error('Two lines expected');
    expect(sent).toHaveTextContent('Gift');
    expect(sent).toHaveTextContent('A gift for friend@example.com: not redeemed yet (code ending 7QX2)');
    expect(sent).toHaveTextContent('£15.79');
    expect(received).toHaveTextContent('Received as a gift on 14 March 2026');
    expect(received).not.toHaveTextContent('Receipt');
    expect(within(received).queryByRole('link', { name: 'View receipt' })).toBeNull();
  });
});
