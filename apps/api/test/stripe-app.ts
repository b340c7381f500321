import type { Payment } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../src/db/database.js';
import { createCourseFixture } from './catalogue-factories.js';
import { createLearner } from './factories.js';
import { type SuiteApp, useTestApp } from './helper.js';
import { createdPayment, getPayment } from './payment-factories.js';
import { livePurchaseId } from './sales-factories.js';
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

/**
 * An admin, and a learner whose Stripe payment for two courses ($15 and $30) succeeded at the fake;
 * `course` is the $30 one, `purchaseId` its purchase.
 */
export async function paidWithStripe(app: FastifyInstance, fake: StripeFake) {
  const admin = await createLearner(app, { role: 'admin' });
  const learner = await createLearner(app);
  const kept = await createCourseFixture(app, { priceCents: 1500 });
  const course = await createCourseFixture(app, { priceCents: 3000 });
  const payment = await createdPayment(app, learner.token, {
    courseIds: [kept.id, course.id],
    currency: 'USD',
  });
  const intent = [...fake.intents.values()].find((i) => i.metadata.paymentId === payment.id);
  if (!intent) throw new Error('no PaymentIntent');
  fake.succeed(intent.id);
  const paid = (await getPayment(app, learner.token, payment.id)).json() as { data: Payment };
  if (paid.data.status !== 'succeeded') throw new Error(`the payment is ${paid.data.status}`);
  const purchaseId = await livePurchaseId(app, learner.id, course.id);
  return { admin, learner, course, payment: paid.data, intent, purchaseId };
}
