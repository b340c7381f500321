import { paymentRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { aPaidPayment, aPayment } from '../../../test/payment-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PaymentSection } from './payment-section';
import { StripePayment } from './stripe-payment';

// Stripe.js cannot run here: the loader answers a stand-in that records the calls and "mounts" fields.
const stripe = vi.hoisted(() => {
  const confirmPayment = vi.fn();
  const elementsOptions: unknown[] = [];
  const fakeStripe = {
    confirmPayment,
    elements: (options: unknown) => {
      elementsOptions.push(options);
      const handlers = new Map<string, () => void>();
      return {
        create: () => ({
          on: (type: string, handler: () => void) => handlers.set(type, handler),
          mount: (container: HTMLElement) => {
            container.textContent = 'Stripe card fields';
            handlers.get('ready')?.();
          },
          destroy: () => {},
        }),
      };
    },
  };
  return { confirmPayment, elementsOptions, fakeStripe, loadStripe: vi.fn() };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

const stripePayment = aPayment({ provider: 'stripe', clientSecret: 'pi_123_secret_456' });

function renderStripe(onPaid = vi.fn(), onExpired = vi.fn()) {
  stripe.loadStripe.mockResolvedValue(stripe.fakeStripe);
  const view = renderWithProviders(
    <StripePayment
      payment={stripePayment}
      publishableKey="pk_test_1"
      totalLabel="£55.28"
      onPaid={onPaid}
      onExpired={onExpired}
    />,
  );
  return { ...view, onPaid, onExpired };
}

const paymentUrl = apiUrl(paymentRoutes.getPayment, { id: 'payment-1' });
const statusCheck = { method: 'GET', url: paymentUrl, body: undefined };
/** Our server's answers in turn: still payable before Stripe is asked, then `after`. */
const beforeAndAfter = (after: object) => {
  let calls = 0;
  return () => {
    calls += 1;
    return { body: { data: calls === 1 ? stripePayment : after } };
  };
};

/** Still payable before Stripe is asked; every later status check fails on the network. */
const beforeAndAfterFailing = () => {
  let calls = 0;
  return () => {
    calls += 1;
    if (calls > 1) throw new TypeError('Failed to fetch');
    return { body: { data: stripePayment } };
  };
};

async function payWhenReady(user: ReturnType<typeof renderStripe>['user']) {
  const pay = screen.getByRole('button', { name: 'Pay £55.28' });
  await waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
}

describe('Stripe payment', () => {
  it('asks our server, confirms with the Payment Element, then asks our server until the payment succeeded', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const sent = stubFetch(beforeAndAfter(aPaidPayment({ provider: 'stripe' })));
    const { user, onPaid } = renderStripe();

    const pay = screen.getByRole('button', { name: 'Pay £55.28' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByText('Stripe card fields')).toBeVisible();
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'pi_123_secret_456' });
    await user.click(pay);

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: expect.objectContaining({ create: expect.any(Function) }),
      redirect: 'if_required',
      confirmParams: { return_url: `${window.location.origin}/checkout?paymentId=payment-1` },
    });
    expect(sent).toEqual([statusCheck, statusCheck]);
  });

  it("keeps Stripe's refusal on the form (no toast) and asks our server nothing more", async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const sent = stubFetch(() => ({ body: { data: stripePayment } }));
    const { user, onPaid } = renderStripe();

    await payWhenReady(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(within(screen.getByRole('form')).getByRole('alert')).toHaveTextContent('Payment not completed');
    expect(onPaid).not.toHaveBeenCalled();
    expect(sent).toEqual([statusCheck]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay £55.28' })).toBeEnabled());
  });

  it('shows why the server marked the payment failed', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'processing' } });
    const failed = aPayment({
      provider: 'stripe',
      status: 'failed',
      failureMessage: 'Your card has expired.',
    });
    stubFetch(() => ({ body: { data: failed } }));
    const { user, onPaid } = renderStripe();

    await payWhenReady(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has expired.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says the card was not charged when our server cannot be reached before Stripe is asked', async () => {
    stripe.confirmPayment.mockClear();
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user, onPaid } = renderStripe();

    await payWhenReady(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was not charged. You can try again.',
    );
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('after Stripe took the card, a lost answer is checked with our server: paid goes on', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    let calls = 0;
    const sent = stubFetch(() => {
      calls += 1;
      if (calls === 1) return { body: { data: stripePayment } };
      if (calls === 2) return { status: 504, text: 'Gateway timeout' };
      return { body: { data: aPaidPayment({ provider: 'stripe' }) } };
    });
    const { user, onPaid } = renderStripe();

    await payWhenReady(user);

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([statusCheck, statusCheck, statusCheck]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after Stripe took the card, an unreadable status says so and points to Purchases', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    stubFetch(beforeAndAfterFailing());
    const { user, onPaid } = renderStripe();

    await payWhenReady(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm whether your card was charged. Check Purchases before paying again.',
    );
    expect(screen.getByRole('link', { name: 'Check Purchases' })).toHaveAttribute('href', '/purchases');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('never charges a checkout our server closed: shows why and prices the order afresh', async () => {
    stripe.confirmPayment.mockClear();
    const failureMessage =
      'This checkout expired: its prices hold for 30 minutes. Nothing was charged: please check out again.';
    stubFetch(() => ({
      body: { data: aPayment({ provider: 'stripe', status: 'expired', failureMessage }) },
    }));
    const { user, onPaid, onExpired } = renderStripe();

    await payWhenReady(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(failureMessage);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says so when a charge was refunded because the prices moved meanwhile', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const failureMessage =
      'The price of "UI Design" has changed since this checkout started. Your payment of £55.28 is being refunded in full: please check out again.';
    const refunded = aPayment({
      provider: 'stripe',
      status: 'expired',
      failureMessage,
      refundedAmount: 5528,
    });
    stubFetch(beforeAndAfter(refunded));
    const { user, onPaid, onExpired } = renderStripe();

    await payWhenReady(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(failureMessage);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says so when Stripe.js cannot load, and cannot be paid', async () => {
    stripe.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    renderWithProviders(
      <StripePayment
        payment={stripePayment}
        publishableKey="pk_test_offline"
        totalLabel="£55.28"
        onPaid={vi.fn()}
      />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('The card form could not load.');
    expect(screen.getByRole('button', { name: 'Pay £55.28' })).toBeDisabled();
  });

  it('is never loaded for a sandbox payment', async () => {
    stripe.loadStripe.mockClear();
    renderWithProviders(
      <PaymentSection payment={aPayment()} totalLabel="£55.28" isRepricing={false} onPaid={vi.fn()} />,
    );

    // The sandbox form's code is its own chunk.
    expect(await screen.findByRole('form', { name: 'Card details' })).toBeVisible();
    expect(screen.getByLabelText('Card number', { exact: false })).toBeVisible();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
