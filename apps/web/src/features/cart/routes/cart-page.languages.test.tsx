import { cartRoutes, couponRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseSummary } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { CartPage } from './cart-page';

const cart = {
  items: [
    { ...aCourseSummary({ id: 'c1', title: 'Modern JavaScript' }), convertedPrice: 1579 },
    { ...aCourseSummary({ id: 'c2', title: 'UI Design' }), convertedPrice: 3949 },
  ],
  currency: 'GBP' as const,
  subtotal: 5528,
  total: 5528,
};

function openCart(locale: 'de' | 'fr') {
  localStorage.setItem('currency', 'GBP');
  stubFetch((request) => {
    if (request.url.startsWith(apiUrl(couponRoutes.checkCoupon)))
      return { status: 422, body: { code: 'COUPON_INVALID', message: 'This code is not valid' } };
    if (request.url.startsWith(apiUrl(cartRoutes.getCart))) return { body: { data: cart } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  return renderWithProviders(<CartPage />, { route: '/cart', signedInAs: aUser(), locale });
}

describe('the cart in other languages', () => {
  afterEach(() => localStorage.clear());

  it('counts, totals and offers the coupon box in German', async () => {
    const { user } = openCart('de');

    expect(await screen.findByText('2 Kurse in Ihrem Warenkorb')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Bestellübersicht' });
    expect(summary).toHaveTextContent('Zwischensumme (2 Kurse)55,28 £');
    expect(within(summary).getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/checkout');
    expect(summary).toHaveTextContent('Preise in GBP.');
    const list = screen.getByRole('list', { name: 'Kurse in Ihrem Warenkorb' });
    expect(within(list).getAllByRole('button', { name: 'Entfernen' })).toHaveLength(2);

    // A code of the wrong shape is refused by the box itself, in German.
    await user.type(screen.getByLabelText('Haben Sie einen Gutschein?'), '!!');
    await user.click(screen.getByRole('button', { name: 'Code einlösen' }));
    expect(await screen.findByText('Dieser Code ist ungültig')).toBeVisible();
  });

  it('says the cart total in French on a phone’s bar', async () => {
    openCart('fr');
    const bar = await screen.findByRole('region', { name: 'Total du panier' });
    expect(within(bar).getByRole('link', { name: 'Passer commande' })).toBeVisible();
    expect(screen.getByText('2 cours dans votre panier')).toBeVisible();
  });
});
