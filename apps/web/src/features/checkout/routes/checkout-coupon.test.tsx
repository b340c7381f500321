import type { CouponQuote, FreeCheckout } from '@coursewise/contract';
import { cartRoutes, couponRoutes, paymentRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseSummary } from '../../../test/learning-fixtures';
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

const cart = {
  items: [
    { ...aCourseSummary({ id: 'course-1', title: 'Modern JavaScript' }), convertedPrice: 1579 },
    { ...aCourseSummary({ id: 'course-2', title: 'UI Design' }), convertedPrice: 3949 },
  ],
  currency: 'GBP' as const,
  subtotal: 5528,
  total: 5528,
};
const quoteOf = (code: string, percentOff: number): CouponQuote => {
  const lines = cart.items.map((item) => ({
    courseId: item.id,
    amount: item.convertedPrice,
    discount: Math.round((item.convertedPrice * percentOff) / 100),
  }));
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  return { code, currency: 'GBP', percentOff, lines, subtotal: 5528, discount, total: 5528 - discount };
};
const freeCheckout: FreeCheckout = {
  couponCode: 'ALLFREE',
  currency: 'GBP',
  discount: 5528,
  enrolments: cart.items.map((item) => ({
    courseId: item.id,
    slug: item.slug,
    title: item.title,
    enrolledAt: '2026-11-27T10:00:00.000Z',
  })),
};
const isPost = (request: { method: string; url: string }) =>
  request.method === 'POST' && request.url === apiUrl(paymentRoutes.createPayment);

/** The cart and the code's quote as the server answers them; `onPost` answers the checkout. */
function stubShop(quote: CouponQuote | null, onPost: (body: { couponCode?: string }) => object) {
  return stubFetch((request) => {
    if (request.url.startsWith(apiUrl(cartRoutes.getCart))) return { body: { data: cart } };
    if (request.url.startsWith(apiUrl(couponRoutes.checkCoupon)))
      return quote
        ? { body: { data: quote } }
        : { status: 422, body: { code: 'COUPON_INVALID', message: 'This code is not valid' } };
    if (isPost(request)) return onPost(request.body as { couponCode?: string });
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
}

function openCheckout(route: string) {
  localStorage.setItem('currency', 'GBP');
  return renderWithProviders(<CheckoutPage />, { route, signedInAs: aUser() });
}

describe('checkout with a coupon code', () => {
  afterEach(() => sessionStorage.clear());

  it('carries the kept code into the payment and shows each line’s discount and the code', async () => {
    sessionStorage.setItem('coupon-code', JSON.stringify({ code: 'SPRING', savedAt: Date.now() }));
    const sent = stubShop(quoteOf('SPRING', 10), () => ({ status: 201, body: { data: discounted } }));
    openCheckout('/checkout');

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(sent.filter(isPost)).toEqual([
      {
        method: 'POST',
        url: apiUrl(paymentRoutes.createPayment),
        body: { currency: 'GBP', couponCode: 'SPRING' },
      },
    ]);
    const lines = within(summary).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Modern JavaScript£14.21was £15.79');
    expect(summary).toHaveTextContent('Coupon SPRING−£5.53');
    expect(summary).toHaveTextContent('Total (2 courses)£49.75');
    expect(await screen.findByRole('button', { name: 'Pay £49.75' })).toBeEnabled();
  });

  it('refused at checkout, the code can be dropped and the order priced without it', async () => {
    const sent = stubShop(null, (body) =>
      body.couponCode
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
    expect(sent.filter(isPost).map((request) => request.body)).toEqual([
      { courseIds: ['course-1'], currency: 'GBP', couponCode: 'GONE-GONE' },
      { courseIds: ['course-1'], currency: 'GBP' },
    ]);
  });

  it('a code that takes off everything asks for no card: "Enrol for free" enrols, then says where to start', async () => {
    sessionStorage.setItem('coupon-code', JSON.stringify({ code: 'ALLFREE', savedAt: Date.now() }));
    const sent = stubShop(quoteOf('ALLFREE', 100), () => ({
      status: 200,
      body: { data: freeCheckout, message: 'The code made this order free: you are enrolled' },
    }));
    const { user } = openCheckout('/checkout');

    const order = await screen.findByRole('region', { name: 'Nothing to pay' });
    expect(order).toHaveTextContent(
      'Your code ALLFREE takes off the whole price of your order (2 courses, £55.28)',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    // Opening the page enrols nobody: only the button does.
    expect(sent.filter(isPost)).toEqual([]);
    await user.click(within(order).getByRole('button', { name: 'Enrol for free' }));

    const done = await screen.findByRole('region', { name: "You're enrolled" });
    expect(within(done).getByRole('heading', { name: "You're enrolled" })).toHaveFocus();
    expect(within(done).getByRole('link', { name: 'UI Design' })).toHaveAttribute(
      'href',
      `/learn/${cart.items[1]?.slug}`,
    );
    expect(within(done).getByRole('link', { name: 'Start learning' })).toHaveAttribute(
      'href',
      '/my-learning',
    );
    expect(sent.filter(isPost).map((request) => request.body)).toEqual([
      { currency: 'GBP', couponCode: 'ALLFREE' },
    ]);
    expect(sessionStorage.getItem('coupon-code')).toBeNull();
  });

  it('shows why a free enrolment failed, and the code can be removed to pay instead', async () => {
    sessionStorage.setItem('coupon-code', JSON.stringify({ code: 'ALLFREE', savedAt: Date.now() }));
    stubShop(quoteOf('ALLFREE', 100), (body) =>
      body.couponCode
        ? { status: 409, body: { code: 'CONFLICT', message: 'You already own UI Design' } }
        : { status: 201, body: { data: aPayment() } },
    );
    const { user } = openCheckout('/checkout');
    const order = await screen.findByRole('region', { name: 'Nothing to pay' });
    await user.click(within(order).getByRole('button', { name: 'Enrol for free' }));
    expect(await within(order).findByRole('alert')).toHaveTextContent('You already own UI Design');
    await user.click(within(order).getByRole('button', { name: 'Remove the code' }));
    expect(await screen.findByRole('region', { name: 'Order summary' })).toHaveTextContent(
      'Total (2 courses)£55.28',
    );
  });
});
