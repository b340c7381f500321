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
const quote = {
  code: 'SPRING',
  currency: 'GBP' as const,
  percentOff: 10,
  lines: [
    { courseId: 'c1', amount: 1579, discount: 158 },
    { courseId: 'c2', amount: 3949, discount: 395 },
  ],
  subtotal: 5528,
  discount: 553,
  total: 4975,
};
const invalid = { status: 422, body: { code: 'COUPON_INVALID', message: 'This code is not valid' } };

function openCart(route = '/cart', isValid = true) {
  localStorage.setItem('currency', 'GBP');
  const sent = stubFetch((request) => {
    if (request.url.startsWith(apiUrl(couponRoutes.checkCoupon)))
      return isValid ? { body: { data: quote } } : invalid;
    if (request.url.startsWith(apiUrl(cartRoutes.getCart))) return { body: { data: cart } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  return { sent, ...renderWithProviders(<CartPage />, { route, signedInAs: aUser() }) };
}

describe('cart page with a coupon code', () => {
  afterEach(() => sessionStorage.clear());

  it('applies a typed code: each line’s discount, the code’s row and the total; removes it again', async () => {
    const { user, sent } = openCart();
    await user.type(await screen.findByLabelText('Have a coupon?'), 'spring');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('Coupon SPRING')).toBeVisible();
    expect(summary).toHaveTextContent('Total£49.75');
    expect(screen.getByRole('list', { name: 'Courses in your cart' })).toHaveTextContent('£14.21');
    const check = sent.find((r) => r.url.startsWith(apiUrl(couponRoutes.checkCoupon)));
    expect(check?.url).toContain('code=SPRING');
    expect(check?.url).toContain('courseIds=c1%2Cc2');
    expect(sessionStorage.getItem('coupon-code')).toContain('SPRING');

    await user.click(screen.getByRole('button', { name: 'Remove code SPRING' }));
    expect(summary).toHaveTextContent('Total£55.28');
    expect(sessionStorage.getItem('coupon-code')).toBeNull();
  });

  it('takes a share link’s code from the address, and shows the one refusal for a code that cannot be used', async () => {
    openCart('/cart?coupon=nope-nope', false);
    expect(await screen.findByText('This code is not valid')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Total£55.28');
  });
});
