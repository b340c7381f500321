import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { RedeemGiftPage } from './redeem-gift-page';

const CODE = 'ABCD-EFGH-JKMN-PQRS';

describe('redeeming a gift in other languages', () => {
  it('asks for the code and says the course is theirs in German', async () => {
    stubFetch(() => ({
      body: { data: { course: { id: 'c1', slug: 'pottery', title: 'Pottery' }, purchaseId: 'p1' } },
    }));
    const { user } = renderWithProviders(<RedeemGiftPage />, {
      route: `/gifts/redeem?code=${CODE}`,
      signedInAs: aUser(),
      locale: 'de',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Geschenk einlösen' })).toBeVisible();
    const field = screen.getByLabelText('Geschenkcode', { exact: false });
    expect(field).toHaveValue(CODE);
    expect(field).toHaveAccessibleDescription(`Aus der E-Mail, die Sie erhalten haben, z. B. ${CODE}`);

    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihr Geschenk ist eingelöst' }),
    ).toBeVisible();
    expect(screen.getByText(/gehört jetzt Ihnen\. Viel Freude damit!/)).toHaveTextContent(
      'Pottery gehört jetzt Ihnen. Viel Freude damit!',
    );
    expect(screen.getByRole('link', { name: 'Jetzt lernen' })).toHaveAttribute('href', '/learn/pottery');
  });

  it('names the form in Spanish', () => {
    renderWithProviders(<RedeemGiftPage />, { route: '/gifts/redeem', signedInAs: aUser(), locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Canjear un regalo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Canjear' })).toBeVisible();
  });
});
