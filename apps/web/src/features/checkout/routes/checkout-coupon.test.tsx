import { paymentRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aLine, aPayment } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { CheckoutPage } from './checkout-page';

const discounted = aPayment({
  couponCode: 'SPRING',
  discount: 553,
  amount: 4975,
  lines: [
    aLine({ amount: 1421, discount: 158 }),
    aLine({ courseId: 'course-2', title: 'UI Design', priceUsd: 4999, amount: 3554, discount: 395 }),
  ],
});

function openCheckout(route: string) {
  localStorage.setItem('currency', 'GBP');
  return renderWithProviders(<CheckoutPage />, { route, signedInAs: aUser() });
}

describe('checkout with a coupon code', () => {
  afterEach(() => sessionStorage.clear());

  it('carries the kept code into the payment and shows each line’s discount and the code', async () => {
    sessionStorage.setItem('coupon-code', JSON.stringify({ code: 'SPRING', savedAt: Date.now() }));
    const sent = stubFetch(() => ({ status: 201, body: { data: discounted } }));
    openCheckout('/checkout');

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(sent[0]).toEqual({
      method: 'POST',
      url: apiUrl(paymentRoutes.createPayment),
      body: { currency: 'GBP', couponCode: 'SPRING' },
    });
    const lines = within(summary).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Modern JavaScript£14.21was £15.79');
    expect(summary).toHaveTextContent('Coupon SPRING−£5.53');
    expect(summary).toHaveTextContent('Total (2 courses)£49.75');
    expect(await screen.findByRole('button', { name: 'Pay £49.75' })).toBeEnabled();
  });

  it('refused at checkout, the code can be dropped and the order priced without it', async () => {
    const sent = stubFetch((request) =>
      (request.body as { couponCode?: string }).couponCode
        ? { status: 422, body: { code: 'COUPON_INVALID', message: 'This code is not valid' } }
        : { status: 201, body: { data: aPayment() } },
    );
    const { user } = openCheckout('/checkout?courseId=course-1&coupon=gone-gone');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This code is not valid');
    await user.click(within(alert).getByRole('button', { name: 'Continue without the code' }));
    expect(await screen.findByRole('region', { name: 'Order summary' })).toHaveTextContent(
      'Total (2 courses)£55.28',
    );
    expect(sent.map((request) => request.body)).toEqual([
      { courseIds: ['course-1'], currency: 'GBP', couponCode: 'GONE-GONE' },
      { courseIds: ['course-1'], currency: 'GBP' },
    ]);
  });
});
