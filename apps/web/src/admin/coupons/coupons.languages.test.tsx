import type { AdminCoupon, AdminCouponDetail } from '@coursewise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { type SentRequest, stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { CouponsPage } from './coupons-page';

const spring: AdminCoupon = {
  id: 'k1',
  code: 'SPRING',
  percentOff: 25,
  amountOff: null,
  currency: null,
  courseIds: ['c1', 'c2'],
  startsAt: '2026-05-01T00:00:00.000Z',
  endsAt: null,
  maxRedemptions: 50,
  perLearner: null,
  active: true,
  usage: 1,
  createdAt: '2026-04-20T10:00:00.000Z',
  updatedAt: '2026-04-20T10:00:00.000Z',
};

const detail: AdminCouponDetail = {
  ...spring,
  redeemed: 1,
  redemptions: [
    {
      id: 'r1',
      learner: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
      paymentId: 'pay_0000abcd1234',
      status: 'redeemed',
      discount: 500,
      currency: 'EUR',
      createdAt: '2026-05-03T10:00:00.000Z',
    },
  ],
};

const list = (items: AdminCoupon[]) => ({
  body: { data: { items, page: 1, limit: 20, total: items.length } },
});

/** The console's answers: the list, one code's usage, a change of state, and the courses the form offers. */
function answer(request: SentRequest) {
  const path = new URL(request.url, 'http://localhost').pathname;
  if (request.method === 'PUT') return { body: { data: { ...detail, active: false } } };
  if (path.endsWith('/admin/coupons/k1')) return { body: { data: detail } };
  if (path.endsWith('/admin/courses'))
    return { body: { data: { items: [], page: 1, limit: 100, total: 0 } } };
  return list([spring]);
}

function openCoupons(locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/coupons" element={<CouponsPage />} />
    </Routes>,
    { route: '/admin/coupons', signedInAs: aUser({ role: 'admin' }), locale },
  );
}

// Dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the coupons page in other languages', { timeout: 30_000 }, () => {
  it('lists codes in French, deactivates one and shows its usage', async () => {
    stubFetch(answer);
    const { user } = openCoupons('fr');

    const row = (await screen.findByRole('cell', { name: 'SPRING' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    expect(
      screen.getByText(
        /un lien de partage l’applique : \/courses\/\{slug\}\?coupon=CODE ou \/cart\?coupon=CODE\./,
      ),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Coupons' });
    for (const header of ['Remise', 'Validité', 'Utilisations', 'Statut', 'Créé le'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nouveau coupon' })).toBeVisible();
    expect(within(row).getByText(/^25\s%$/)).toBeVisible();
    expect(within(row).getByText('2 cours seulement')).toBeVisible();
    expect(within(row).getByText('1 mai 2026 – …')).toBeVisible();
    expect(within(row).getByText('1 / 50')).toBeVisible();
    expect(within(row).getByText('Actif')).toBeVisible();
    expect(within(row).getByText('20 avril 2026')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Désactiver SPRING' }));
    expect(await screen.findByText('SPRING désactivé')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Utilisation de SPRING' }));
    const usage = await screen.findByRole('dialog', { name: 'Utilisation de SPRING' });
    await waitFor(() => expect(usage).toBeVisible());
    expect(await within(usage).findByText('En cours d’utilisation : 1 sur 50 · payées : 1')).toBeVisible();
    expect(within(usage).getByText('La dernière utilisation')).toBeInTheDocument();
    expect(within(usage).getByRole('columnheader', { name: 'Quand' })).toBeVisible();
    expect(within(usage).getByText('3 mai 2026')).toBeVisible();
    expect(within(usage).getByText(/^5,00\s€$/)).toBeVisible();
    expect(within(usage).getByText('Payé')).toBeVisible();
  });

  it('opens the new coupon form in German and refuses a malformed code', async () => {
    const sent = stubFetch(answer);
    const { user } = openCoupons('de');
    await screen.findByRole('cell', { name: 'SPRING' });
    await user.click(screen.getByRole('button', { name: 'Neuer Gutschein' }));
    const form = await screen.findByRole('form', { name: 'Neuer Gutschein' });
    await waitFor(() => expect(form).toBeVisible());
    expect(within(form).getByRole('radio', { name: 'Prozentsatz' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Rabatt in Prozent' })).toBeVisible();
    expect(within(form).getByLabelText('Beginn (UTC)')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Nutzungen insgesamt' })).toBeVisible();
    expect(within(form).getAllByText('Leer: keine Obergrenze')).toHaveLength(2);
    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'x');
    await user.click(within(form).getByRole('button', { name: 'Gutschein erstellen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Code: 3 bis 40 Buchstaben, Ziffern, - oder _',
    );
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    expect(within(form).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  });

  it.each([
    ['de', 'Noch keine Gutscheine', 'Erstellen Sie einen Code, um einen Rabatt anzubieten.'],
    ['es', 'Aún no hay cupones', 'Crea un código para ofrecer un descuento.'],
  ] as const)('says in %s that there is no code yet', async (locale, title, hint) => {
    stubFetch(() => list([]));
    openCoupons(locale);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(hint)).toBeVisible();
  });
});
