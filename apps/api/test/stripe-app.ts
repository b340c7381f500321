import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../src/db/database.js';
import { type SuiteApp, useTestApp } from './helper.js';
import { type FakeIntent, type StripeFake, startStripeFake } from './stripe-fake.js';

export const WEBHOOK_SECRET = 'whsec_coursewise_tests';
export const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_coursewise',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_coursewise',
};

// Only its webhook helper is used: signing needs no API key or network.
const signer = new Stripe('sk_test_signer');

/** A suite's app configured for Stripe, with the SDK pointed at a local Stripe fake started first. */
export function useStripeApp(dialect: DialectName): { t: SuiteApp; fake: () => StripeFake } {
  let fake: StripeFake | undefined;
  beforeAll(async () => {
    fake = await startStripeFake();
  });
  afterAll(() => fake?.close());
  const current = () => {
    if (!fake) throw new Error('the Stripe fake runs only inside its suite');
    return fake;
  };
  const t = useTestApp(dialect, () => ({
    ...STRIPE_KEYS,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: current().url,
  }));
  return { t, fake: current };
}

/** A Stripe event about a PaymentIntent, as Stripe posts it (pretty-printed: the signature is over these bytes). */
export function intentEvent(type: string, intent: FakeIntent, id = `evt_${intent.id}_${type}`): string {
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: intent },
    },
    null,
    2,
  );
}

/** The `stripe-signature` header for a payload, signed now (or at `timestamp`, in seconds). */
export const signatureFor = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
