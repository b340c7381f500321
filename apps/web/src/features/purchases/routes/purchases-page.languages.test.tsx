import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aLine, aPaidPayment, aPurchase } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PurchasesPage } from './purchases-page';
import { ReceiptPage } from './receipt-page';

const page = <T,>(items: T[], total = items.length) => ({ data: { items, page: 1, limit: 20, total } });

describe('purchases and receipts in other languages', () => {
  it('lists purchases in Spanish, with dates and money in Spanish and a plural count', async () => {
    stubFetch(() => ({
      body: page([
        aPurchase(),
        aPurchase({
          id: 'purchase-2',
          course: { id: 'course-2', slug: 'ui-design', title: 'UI Design', imageUrl: null },
          amount: 4999,
          currency: 'USD',
          refundedAt: '2026-04-02T10:00:00.000Z',
          refundedAmount: 4999,
          gift: { recipientEmail: 'friend@example.com', message: null, codeHint: '7QX2', redeemedAt: null },
        }),
      ]),
    }));
    renderWithProviders(<PurchasesPage />, { route: '/purchases', signedInAs: aUser(), locale: 'es' });

    const list = await screen.findByRole('list', { name: 'Tus compras' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tus compras' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 compras');
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('Two purchases expected');
    expect(first).toHaveTextContent('Comprado el 14 de marzo de 2026');
    expect(first).toHaveTextContent('Recibo CW-R-2026-000042');
    expect(first).toHaveTextContent('Pagado con Visa acabada en 4242');
    expect(first).toHaveTextContent('15,79 £');
    expect(within(first).getByRole('link', { name: 'Ver recibo' })).toHaveAttribute(
      'href',
      '/purchases/payment-1',
    );
    expect(second).toHaveTextContent('Reembolsado');
    expect(second).toHaveTextContent('Reembolsado 49,99 $ el 2 de abril de 2026');
    expect(second).toHaveTextContent(
      'Un regalo para friend@example.com: aún sin canjear (código acabado en 7QX2)',
    );
  });

  it('shows a receipt in French: its facts, lines, total and the rate, with French dates and digits', async () => {
    stubFetch(() => ({
      body: {
        data: aPaidPayment({
          lines: [aLine(), aLine({ courseId: 'course-2', title: 'UI Design', amount: 3949 })],
          amount: 5528,
        }),
      },
    }));
    renderWithProviders(
      <Routes>
        <Route path="/purchases/:paymentId" element={<ReceiptPage />} />
      </Routes>,
      { route: '/purchases/payment-1', signedInAs: aUser(), locale: 'fr' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Reçu' })).toBeVisible();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Numéro de reçu': 'CW-R-2026-000042',
      'Date de paiement': '14 mars 2026',
      'Payé avec': 'Visa se terminant par 4242',
      Devise: 'GBP',
    });
    const table = screen.getByRole('table', { name: 'Cours figurant sur ce reçu' });
    expect(within(table).getByRole('columnheader', { name: 'Montant' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Total (GBP)' })).toBeVisible();
    expect(table).toHaveTextContent('55,28 £');
    expect(
      screen.getByText('Débité en GBP, converti depuis le dollar américain au taux de 1 USD = 0,79 GBP.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à vos achats' })).toHaveAttribute('href', '/purchases');
  });

  it('offers a refund in German with the date the window closes', async () => {
    stubFetch(() => ({
      body: page([aPurchase({ refundableUntil: '2099-04-13T09:31:00.000Z' })]),
    }));
    renderWithProviders(<PurchasesPage />, { route: '/purchases', signedInAs: aUser(), locale: 'de' });

    const list = await screen.findByRole('list', { name: 'Ihre Käufe' });
    expect(screen.getByRole('status')).toHaveTextContent('1 Kauf');
    expect(list).toHaveTextContent('Gekauft am 14. März 2026');
    expect(list).toHaveTextContent('Eine Erstattung kann bis zum 13. April 2099 beantragt werden');
    expect(within(list).getByRole('button', { name: 'Erstattung beantragen' })).toBeVisible();
  });
});
