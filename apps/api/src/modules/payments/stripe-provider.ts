import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentProvider, ProviderEvent, ProviderIntent } from './payment-provider.js';

type StripeSettings = Config['stripe'] & { secretKey: string };

const unavailable = (cause: unknown) =>
  new AppError(
    'PAYMENTS_UNAVAILABLE',
    'We could not reach the payment service. Please try again in a few minutes.',
    503,
    undefined,
    { 'retry-after': '30' },
    cause,
  );

const badSignature = () => new AppError('BAD_SIGNATURE', 'The webhook signature could not be verified', 400);

/**
 * Stripe PaymentIntents through the official SDK: one intent per checkout (idempotency key
 * `payment-<id>`, our id in metadata), cancelled when the checkout expires, refunds keyed `refund-<id>`,
 * webhooks verified on the raw body with the SDK's default tolerance. `config.stripe.api` points the SDK at a local fake in tests.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      ...(settings.api ?? {}),
      telemetry: false,
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
  }

  async createIntent(order: { paymentId: string; amount: number; currency: string }) {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: order.amount,
          currency: order.currency.toLowerCase(),
          metadata: { paymentId: order.paymentId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `payment-${order.paymentId}` },
      ),
    );
    if (!intent.client_secret) throw unavailable(new Error(`intent ${intent.id} has no client secret`));
    return { ref: intent.id, clientSecret: intent.client_secret };
  }

  async retrieveIntent(ref: string): Promise<ProviderIntent> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.retrieve(ref, { expand: ['latest_charge'] }),
    );
    return toProviderIntent(intent);
  }

  async cancelIntent(ref: string): Promise<ProviderIntent> {
    try {
      return toProviderIntent(await this.stripe.paymentIntents.cancel(ref));
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded, is processing or was cancelled already:
      // what the intent is now tells the caller what to do.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveIntent(ref);
      throw unavailable(error);
    }
  }

  async refund(order: {
    paymentId: string;
    ref: string | null;
    amount: number;
    key?: string;
  }): Promise<string> {
    if (!order.ref) throw unavailable(new Error(`payment ${order.paymentId} has no PaymentIntent to refund`));
    const ref = order.ref;
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: ref, amount: order.amount },
        { idempotencyKey: order.key ?? `refund-${order.paymentId}` },
      );
      return refund.id;
    } catch (error) {
      // Stripe answered and said no (already refunded, disputed…): retrying will not help, so say why.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeCardError
      )
        throw new AppError(
          'REFUND_REFUSED',
          `The payment provider refused the refund: ${error.message}`,
          502,
          undefined,
          undefined,
          error,
        );
      throw unavailable(error);
    }
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    const secret = this.settings.webhookSecret;
    if (!secret)
      throw new AppError('WEBHOOK_NOT_CONFIGURED', 'STRIPE_WEBHOOK_SECRET is not set on this server', 400);
    if (!signature) throw badSignature();
    let event: Stripe.Event;
    try {
      // Also refuses events signed longer ago than the SDK's tolerance (300 s): a replayed capture.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw badSignature();
    }
    if (event.type === 'payment_intent.succeeded')
      return { kind: 'succeeded', intent: toProviderIntent(event.data.object) };
    if (event.type === 'payment_intent.payment_failed')
      return { kind: 'failed', intent: toProviderIntent(event.data.object) };
    return { kind: 'ignored', type: event.type };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw unavailable(error);
    }
  }
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    ref: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    paymentId: typeof intent.metadata?.paymentId === 'string' ? intent.metadata.paymentId : null,
    card: card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null,
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}
