import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

function renderStripe(onPaid = vi.fn()) {
  stripe.loadStripe.mockResolvedValue(stripe.fakeStripe);
  const view = renderWithProviders(
    <StripePayment payment={stripePayment} publishableKey="pk_test_1" totalLabel="£55.28" onPaid={onPaid} />,
  );
  return { ...view, onPaid };
}

async function payWhenReady(user: ReturnType<typeof renderStripe>['user']) {
  const pay = screen.getByRole('button', { name: 'Pay £55.28' });
  await waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
}

describe('Stripe payment', () => {
  it('confirms with the Payment Element, then asks our server until the payment succeeded', async () => {
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const sent = stubFetch(() => ({ body: { data: aPaidPayment({ provider: 'stripe' }) } }));
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
    expect(sent).toEqual([{ method: 'GET', url: '/api/course/payment/payment-1', body: undefined }]);
  });

  it("shows Stripe's refusal as an error toast and asks our server nothing", async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const sent = stubFetch(() => ({ body: {} }));
    const { user, onPaid } = renderStripe();

    await payWhenReady(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
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

  it('is never loaded for a sandbox payment', () => {
    stripe.loadStripe.mockClear();
    renderWithProviders(
      <PaymentSection payment={aPayment()} totalLabel="£55.28" isRepricing={false} onPaid={vi.fn()} />,
    );

    expect(screen.getByRole('form', { name: 'Card details' })).toBeVisible();
    expect(screen.getByLabelText('Card number', { exact: false })).toBeVisible();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
