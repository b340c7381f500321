import type { CurrencyCode, PaymentProvider as ProviderName } from '@coursewise/contract';
import type { CardDetails } from './payments.repository.js';

/** A provider's view of one payment attempt (a Stripe PaymentIntent). */
export interface ProviderIntent {
  ref: string;
  status: string;
  /** Minor units. */
  amount: number;
  /** Lower-case, as Stripe writes it. */
  currency: string;
  /** Our payment id, from the intent's metadata. */
  paymentId: string | null;
  card: CardDetails | null;
  failureMessage: string | null;
}

/** A verified webhook event, reduced to what fulfilment needs. */
export type ProviderEvent =
  | { kind: 'succeeded' | 'failed'; intent: ProviderIntent }
  | { kind: 'ignored'; type: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Opens a payment attempt for the order; null when the provider needs none (the sandbox). */
  createIntent(order: {
    paymentId: string;
    amount: number;
    currency: CurrencyCode;
  }): Promise<{ ref: string; clientSecret: string } | null>;
  retrieveIntent(ref: string): Promise<ProviderIntent>;
  /**
   * Cancels the payment attempt so it can no longer be paid; answers the intent as it then is. When the
   * provider refuses because it was already paid (or is being paid), that intent is answered instead.
   */
  cancelIntent(ref: string): Promise<ProviderIntent>;
  /**
   * Gives `amount` of the payment back; answers the provider's refund id. Idempotent per `key` (default
   * `refund-<paymentId>`, the duplicate-purchase refund; an admin refund of one course passes its own).
   * A refusal by the provider is a 502 AppError, an unreachable provider a 503.
   */
  refund(order: { paymentId: string; ref: string | null; amount: number; key?: string }): Promise<string>;
  /** Checks the signature over the raw body and reads the event; a 400 AppError when it does not verify. */
  readWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
