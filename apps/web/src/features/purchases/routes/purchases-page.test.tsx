import { purchaseRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aPurchase } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PurchasesPage } from './purchases-page';

const page = <T,>(items: T[], total = items.length) => ({ data: { items, page: 1, limit: 20, total } });

describe('purchases page', () => {
  it('lists each course bought with its date, amount, receipt number, card and receipt link', async () => {
    const sent = stubFetch(() => ({
      body: page([
        aPurchase(),
        aPurchase({
          id: 'purchase-2',
          course: { id: 'course-2', slug: 'ui-design', title: 'UI Design', imageUrl: null },
          amount: 4999,
          currency: 'USD',
          paymentId: 'payment-2',
          receiptNumber: 'CW-R-2026-000043',
          card: { brand: 'mastercard', last4: '4444' },
        }),
      ]),
    }));
    renderWithProviders(<PurchasesPage />, { route: '/purchases', signedInAs: aUser() });

    const list = await screen.findByRole('list', { name: 'Your purchases' });
    expect(sent).toEqual([
      {
        method: 'GET',
        url: apiUrl(purchaseRoutes.listPurchases, {}, { page: 1, limit: 20 }),
        body: undefined,
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 purchases');
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('Two purchases expected');
    expect(first).toHaveTextContent('Bought on 14 March 2026');
    expect(first).toHaveTextContent('Receipt CW-R-2026-000042');
    expect(first).toHaveTextContent('Paid with Visa ending 4242');
    expect(first).toHaveTextContent('£15.79');
    const receiptLink = within(first).getByRole('link', { name: 'View receipt' });
    expect(receiptLink).toHaveAttribute('href', '/purchases/payment-1');
    expect(receiptLink).toHaveAccessibleDescription('Modern JavaScript');
    expect(within(first).getByRole('link', { name: 'Modern JavaScript' })).toHaveAttribute(
      'href',
      '/courses/modern-javascript',
    );
    expect(second).toHaveTextContent('Paid with Mastercard ending 4444');
    expect(second).toHaveTextContent('$49.99');
    expect(list).not.toHaveTextContent('Refunded');
  });

  it('keeps a refunded course listed, marked "Refunded" with the date and amount given back', async () => {
    stubFetch(() => ({
      body: page([aPurchase({ refundedAt: '2026-03-20T10:00:00.000Z', refundedAmount: 1579 })]),
    }));
    renderWithProviders(<PurchasesPage />, { route: '/purchases', signedInAs: aUser() });

    const list = await screen.findByRole('list', { name: 'Your purchases' });
    const [row] = within(list).getAllByRole('listitem');
    if (!row) throw new Error('One purchase expected');
    expect(within(row).getByText('Refunded')).toBeVisible();
    expect(row).toHaveTextContent('Refunded £15.79 on 20 March 2026');
    expect(row).toHaveTextContent('Bought on 14 March 2026');
    expect(within(row).getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/purchases/payment-1',
    );
  });

  it('shows a free enrolment as "Free", enrolled on its date, with no receipt (issue 22)', async () => {
    stubFetch(() => ({
      body: page([
        aPurchase({
          amount: 0,
          currency: 'USD',
          paymentId: null,
          source: 'free',
          receiptNumber: null,
          card: null,
        }),
      ]),
    }));
    renderWithProviders(<PurchasesPage />, { route: '/purchases', signedInAs: aUser() });

    const list = await screen.findByRole('list', { name: 'Your purchases' });
    const [row] = within(list).getAllByRole('listitem');
    if (!row) throw new Error('One purchase expected');
    expect(row).toHaveTextContent('Enrolled on 14 March 2026');
    expect(within(row).getByText('Free')).toBeVisible();
    expect(row).not.toHaveTextContent('$0.00');
    expect(within(row).queryByRole('link', { name: 'View receipt' })).not.toBeInTheDocument();
  });

  it('leads a learner who bought nothing yet to the catalogue', async () => {
    stubFetch(() => ({ body: page([]) }));
    renderWithProviders(<PurchasesPage />, { route: '/purchases', signedInAs: aUser() });

    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });

  it('pages through many purchases with the page in the address', async () => {
    const sent = stubFetch(() => ({
      body: { data: { items: [aPurchase()], page: 2, limit: 20, total: 21 } },
    }));
    const { user, currentPath } = renderWithProviders(<PurchasesPage />, {
      route: '/purchases?page=2',
      signedInAs: aUser(),
    });

    await screen.findByRole('list', { name: 'Your purchases' });
    expect(sent[0]?.url).toBe(apiUrl(purchaseRoutes.listPurchases, {}, { page: 2, limit: 20 }));
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(currentPath()).toBe('/purchases');
  });
});
