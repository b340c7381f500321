import { cartKeys, learningKeys } from '@coursewise/contract/query-keys';
import { paymentRoutes } from '@coursewise/contract/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrency } from '../../../store/global-slice';
import { setSettings } from '../../../store/user-slice';
import { apiUrl } from '../../../test/api-url';
import { heldReply, type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aLine, aPaidPayment, aPayment } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { CheckoutPage } from './checkout-page';

const isCreate = (request: SentRequest) =>
  request.method === 'POST' && request.url === apiUrl(paymentRoutes.createPayment);

/** Answers the payment's creation with `created`, and its confirmation with `confirmed`. */
function stubCheckout(created: StubReply, confirmed: StubReply = { body: { data: aPaidPayment() } }) {
  return stubFetch((request) => (isCreate(request) ? created : confirmed));
}

function openCheckout(route = '/checkout', currency = 'GBP') {
  localStorage.setItem('currency', currency);
  return renderWithProviders(<CheckoutPage />, { route, signedInAs: aUser() });
}

async function payWithCard(user: ReturnType<typeof openCheckout>['user'], number: string) {
  await user.type(screen.getByLabelText('Card number', { exact: false }), number);
  await user.type(screen.getByLabelText('Expiry date', { exact: false }), '1234');
  await user.type(screen.getByLabelText('Security code', { exact: false }), '123');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

const sandboxSettings = {
  siteName: 'Coursewise',
  logoUrl: null,
  contactEmail: 'hello@example.com',
  social: {},
  currency: {
    default: 'USD' as const,
    symbols: { USD: '$', GBP: '£', EUR: '€' },
    rates: { GBP: 0.79, EUR: 0.92 },
  },
  payment: { provider: 'sandbox' as const },
  auth: { googleClientId: null },
  refundWindowDays: 30,
  locales: ['en', 'es', 'fr', 'de'] as ('en' | 'es' | 'fr' | 'de')[],
};

describe('checkout page', () => {
  it('shows the cart as the server priced it in pounds, with the rate it used', async () => {
    const sent = stubCheckout({ status: 201, body: { data: aPayment() } });
    openCheckout();

    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(sent).toEqual([
      { method: 'POST', url: apiUrl(paymentRoutes.createPayment), body: { currency: 'GBP' } },
    ]);
    const lines = within(summary).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Modern JavaScript£15.79');
    expect(lines[1]).toHaveTextContent('UI Design£39.49');
    expect(summary).toHaveTextContent('Total (2 courses)£55.28');
    expect(summary).toHaveTextContent('Charged in GBP at 1 USD = 0.79 GBP.');
    // The card form's code may still be on its way when the order is shown.
    expect(await screen.findByRole('button', { name: 'Pay £55.28' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
  });

  it('names the test cards before the order is priced, when the settings say the sandbox', async () => {
    const order = heldReply();
    stubFetch(() => order.reply);
    const { store } = openCheckout();
    act(() => {
      store.dispatch(setSettings(sandboxSettings));
    });

    expect(screen.getByRole('status', { name: 'Preparing your order…' })).toBeVisible();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Test payments only');
    expect(note).toHaveTextContent('4242 4242 4242 4242');
    expect(note).toHaveTextContent('4000 0000 0000 0002 is declined');

    order.release({ status: 201, body: { data: aPayment() } });
    await screen.findByRole('button', { name: 'Pay £55.28' });
    expect(screen.getByRole('note')).toHaveTextContent('Test payments only');
  });

  it('"Buy now" prices that one course only', async () => {
    const one = aPayment({ currency: 'USD', rate: 1, lines: [aLine({ amount: 1999 })] });
    const sent = stubCheckout({ status: 201, body: { data: one } });
    openCheckout('/checkout?courseId=course-1', 'USD');

    await screen.findByRole('button', { name: 'Pay $19.99' });
    expect(sent[0]?.body).toEqual({ courseIds: ['course-1'], currency: 'USD' });
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Charged in USD.');
    expect(screen.queryByRole('link', { name: 'Back to your cart' })).toBeNull();
  });

  it('prices the order again when the currency changes, and cannot pay meanwhile', async () => {
    const euros = heldReply();
    const sent = stubFetch((request) => {
      const body = request.body as { currency: string };
      return body.currency === 'EUR' ? euros.reply : { status: 201, body: { data: aPayment() } };
    });
    const { store } = openCheckout();
    await screen.findByRole('button', { name: 'Pay £55.28' });

    act(() => {
      store.dispatch(setCurrency('EUR'));
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ currency: 'EUR' });
    expect(screen.getByRole('button', { name: 'Pay £55.28' })).toBeDisabled();
    expect(screen.getByText('Pricing your order in EUR…')).toBeVisible();

    const inEuros = aPayment({
      id: 'payment-2',
      currency: 'EUR',
      rate: 0.92,
      lines: [aLine({ amount: 1839 }), aLine({ courseId: 'course-2', title: 'UI Design', amount: 4599 })],
    });
    euros.release({ status: 201, body: { data: inEuros } });
    expect(await screen.findByRole('button', { name: 'Pay €64.38' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('1 USD = 0.92 EUR');
  });

  it('shows a declined card as an error toast and keeps the learner on the checkout', async () => {
    stubCheckout(
      { status: 201, body: { data: aPayment() } },
      { status: 402, body: { code: 'CARD_DECLINED', message: 'Your card was declined.' } },
    );
    const { user, currentPath } = openCheckout();
    await screen.findByRole('button', { name: 'Pay £55.28' });

    await payWithCard(user, '4000000000000002');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(currentPath()).toBe('/checkout');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay £55.28' })).toBeEnabled());
  });

  it('after paying, refreshes what changed and opens the order’s confirmation page', async () => {
    const sent = stubCheckout({ status: 201, body: { data: aPayment() } });
    const { user, currentPath, queryClient } = openCheckout();
    queryClient.setQueryData(cartKeys.list('GBP'), { items: [] });
    queryClient.setQueryData(learningKeys.list(1), { items: [] });
    await screen.findByRole('button', { name: 'Pay £55.28' });

    await payWithCard(user, '4242424242424242');

    await waitFor(() => expect(currentPath()).toBe('/checkout/complete/payment-1'));
    expect(sent.at(-1)?.url).toBe(apiUrl(paymentRoutes.confirmPayment, { id: 'payment-1' }));
    // Nothing showed them, so they are dropped and load afresh when next opened.
    expect(queryClient.getQueryData(cartKeys.list('GBP'))).toBeUndefined();
    expect(queryClient.getQueryData(learningKeys.list(1))).toBeUndefined();
  });

  it('leads an empty cart to the catalogue', async () => {
    stubCheckout({ status: 422, body: { code: 'CART_EMPTY', message: 'Your cart is empty' } });
    openCheckout();

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it("says so when the learner already owns the course, in the server's words", async () => {
    stubCheckout({
      status: 409,
      body: { code: 'ALREADY_OWNED', message: 'You already own Modern JavaScript' },
    });
    openCheckout('/checkout?courseId=course-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('You already own Modern JavaScript');
    expect(screen.getByRole('link', { name: 'Go to My learning' })).toHaveAttribute('href', '/my-learning');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('offers to try again when the order could not be prepared', async () => {
    let calls = 0;
    stubFetch(() => {
      calls++;
      return calls === 1
        ? {
            status: 503,
            body: { code: 'PROVIDER_UNAVAILABLE', message: 'Payments are unavailable right now' },
          }
        : { status: 201, body: { data: aPayment() } };
    });
    const { user } = openCheckout();

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Your order could not be prepared');
    expect(problem).toHaveTextContent('Payments are unavailable right now');
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay £55.28' })).toBeEnabled();
  });
});
