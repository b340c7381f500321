import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentProvider, ProviderEvent, ProviderIntent } from './payment-provider.js';
import { StripeProvider } from './stripe-provider.js';

export type { PaymentProvider } from './payment-provider.js';

/**
 * Who takes the money: Stripe when its keys are configured, else the built-in sandbox (development and
 * tests only; config refuses it in production). app.ts builds one and `ctx.payments` carries it.
 */

/** Card payments without a provider: the sandbox's cards are read by the confirm route, not here. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  async createIntent() {
    return null;
  }

  async retrieveIntent(): Promise<ProviderIntent> {
    throw new AppError('NOT_STRIPE', 'Sandbox payments have no provider intent', 409);
  }

  async cancelIntent(): Promise<ProviderIntent> {
    throw new AppError('NOT_STRIPE', 'Sandbox payments have no provider intent', 409);
  }

  async refund(order: { paymentId: string; key?: string }): Promise<string> {
    return `sandbox-${order.key ?? `refund-${order.paymentId}`}`;
  }

  readWebhook(): ProviderEvent {
    throw new AppError('WEBHOOK_NOT_CONFIGURED', 'Stripe is not configured on this server', 400);
  }
}

export function createPaymentProvider(config: Config): PaymentProvider {
  const { secretKey, publishableKey } = config.stripe;
  return secretKey && publishableKey
    ? new StripeProvider({ ...config.stripe, secretKey })
    : new SandboxProvider();
}
