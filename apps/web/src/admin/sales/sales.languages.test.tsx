import type { AdminPurchase } from '@coursewise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
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
  couponCode: 'SPRING',
  discount: 200,
  receiptNumber: 'CW-R-2026-000042',
  card: { brand: 'visa', last4: '4242' },
  provider: 'sandbox',
  status: 'active',
  refund: null,
};

const gifted: AdminPurchase = {
  ...sale,
  id: 'p2',
  course: { id: 'c2', slug: 'statistics', title: 'Statistics' },
  couponCode: null,
  discount: 0,
  receiptNumber: 'CW-R-2026-000043',
  gift: {
    buyer: { id: 'u2', email: 'grace@example.com' },
    recipientEmail: 'ada@example.com',
    redeemedAt: '2026-11-21T10:00:00.000Z',
  },
};

const granted: AdminPurchase = {
  ...sale,
  id: 'p3',
  course: { id: 'c3', slug: 'design', title: 'Design' },
  source: 'grant',
  paymentId: null,
  couponCode: null,
  discount: 0,
  receiptNumber: null,
  card: null,
  provider: null,
};

const page = (items: AdminPurchase[]) => ({
  body: { data: { items, page: 1, limit: 20, total: items.length } },
});

function openPurchases(locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/purchases" element={<PurchasesPage />} />
    </Routes>,
    { route: '/admin/purchases', signedInAs: aUser({ role: 'admin' }), locale },
  );
}

// Dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the purchases page in other languages', { timeout: 30_000 }, () => {
  it('lists purchases in German and refunds one after a German question', async () => {
    const sent = stubFetch((request) =>
      request.method === 'POST'
        ? { body: { data: { ...sale, status: 'refunded' } } }
        : page([sale, gifted, granted]),
    );
    const { user } = openPurchases('de');

    const row = (await screen.findByRole('cell', { name: 'CW-R-2026-000042' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Käufe' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Käufe' });
    for (const header of ['Datum', 'Quittung', 'Lernender', 'Kurs', 'Betrag', 'Status'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Lernende, Kurs oder Quittung suchen' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Währung' })).toBeVisible();
    expect(screen.getByLabelText('Von')).toBeVisible();
    expect(within(row).getByText('20. November 2026')).toBeVisible();
    expect(within(row).getByText(/^15,99\s£$/)).toBeVisible();
    expect(within(row).getByText(/^SPRING: −2,00\s£$/)).toBeVisible();
    expect(within(row).getByText('Aktiv')).toBeVisible();
    expect(
      screen.getByText('Geschenk von grace@example.com an ada@example.com, eingelöst am 21. November 2026'),
    ).toBeVisible();
    expect(within(table).getByText('Freigeschaltet')).toBeVisible();

    await user.click(
      within(row).getByRole('button', { name: 'Modern JavaScript für ada@example.com erstatten' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kauf erstatten' });
    await waitFor(() => expect(dialog).toBeVisible());
    expect(dialog).toHaveTextContent(
      /15,99\s£ gehen an ada@example.com zurück; die Person verliert den Zugang zu Modern JavaScript/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erstatten' }));
    expect(within(dialog).getByText('Bitte geben Sie einen Grund an')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Grund \(wird im Audit-Protokoll festgehalten\)/ }),
      'Versehentlich gekauft',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erstatten' }));
    expect(await screen.findByText('Modern JavaScript an ada@example.com erstattet')).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Versehentlich gekauft',
    });
  });

  it("asks in French before refunding a gift, naming the gift's buyer", async () => {
    stubFetch(() => page([gifted]));
    const { user } = openPurchases('fr');
    const row = (await screen.findByRole('cell', { name: /^Statistics/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('20 novembre 2026')).toBeVisible();
    expect(within(row).getByText('Actif')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Rembourser Statistics à ada@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser l’achat' });
    await waitFor(() => expect(dialog).toBeVisible());
    expect(dialog).toHaveTextContent(
      /15,99\s£ sont reversés à l’acheteur du cadeau, grace@example.com ; ada@example.com perd l’accès à Statistics/,
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeVisible();
  });

  it.each([
    [
      'fr',
      'Aucun achat pour l’instant',
      'Les ventes apparaissent ici à mesure que les apprenants achètent des cours.',
    ],
    ['es', 'Aún no hay compras', 'Las ventas aparecen aquí a medida que los estudiantes compran cursos.'],
  ] as const)('says in %s that nothing was bought yet', async (locale, title, hint) => {
    stubFetch(() => page([]));
    openPurchases(locale);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(hint)).toBeVisible();
  });
});
