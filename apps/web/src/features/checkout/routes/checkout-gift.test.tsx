import { paymentRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aPayment } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { CheckoutPage } from './checkout-page';

const isCreate = (request: SentRequest) =>
  request.method === 'POST' && request.url === apiUrl(paymentRoutes.createPayment);

describe('checkout page: buy as a gift', () => {
  it('asks the recipient (validated) before pricing the order for them', async () => {
    localStorage.setItem('currency', 'USD');
    const sent = stubFetch(() => ({ status: 201, body: { data: aPayment({ currency: 'USD' }) } }));
    const { user } = renderWithProviders(<CheckoutPage />, {
      route: '/checkout?courseId=course-1',
      signedInAs: aUser(),
    });
    await screen.findByRole('region', { name: 'Order summary' });
    await user.click(screen.getByRole('switch', { name: /Buy as a gift/ }));
    const email = await screen.findByLabelText("Recipient's email", { exact: false });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'friend@example.com');
    await user.type(screen.getByLabelText('Message', { exact: false }), 'Enjoy!');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('friend@example.com')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Order summary' });
    expect(sent.filter(isCreate).map((request) => request.body)).toEqual([
      { courseIds: ['course-1'], currency: 'USD' },
      { courseIds: ['course-1'], currency: 'USD', gift: { email: 'friend@example.com', message: 'Enjoy!' } },
    ]);
  });

  it('offers no gift for the whole cart', async () => {
    stubFetch(() => ({ status: 201, body: { data: aPayment() } }));
    renderWithProviders(<CheckoutPage />, { route: '/checkout', signedInAs: aUser() });
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.queryByRole('switch', { name: /Buy as a gift/ })).toBeNull();
  });
});
