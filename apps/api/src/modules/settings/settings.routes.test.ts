import type { Settings } from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import { call, describeEachDatabase, json, useTestApp } from '../../../test/helper.js';

describeEachDatabase('site settings', (dialect) => {
  const t = useTestApp(dialect);

  it('answers the site, currency and sandbox payment settings without a token', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/setting/details' });
    expect(response.statusCode).toBe(200);
    const settings = json<{ data: Settings }>(response).data;
    expect(settings).toMatchObject({
      siteName: 'Coursewise',
      currency: { default: 'USD', symbols: { USD: '$', GBP: '£', EUR: '€' } },
      payment: { provider: 'sandbox' },
      auth: { googleClientId: null },
      locales: ['en', 'es', 'fr', 'de'],
    });
    expect(settings.payment).not.toHaveProperty('publishableKey');
    for (const rate of [settings.currency.rates.GBP, settings.currency.rates.EUR]) {
      expect(rate).toBeGreaterThan(0);
    }
    expect(typeof settings.contactEmail).toBe('string');
  });

  describe('with Stripe keys', () => {
    const stripe = useTestApp(dialect, {
      STRIPE_SECRET_KEY: 'sk_test_secret_never_shown',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_publishable',
    });

    it('names Stripe and its publishable key, never the secret key', async () => {
      const response = await call(stripe.app, { method: 'GET', url: '/api/setting/details' });
      const settings = json<{ data: Settings }>(response).data;
      expect(settings.payment).toEqual({ provider: 'stripe', publishableKey: 'pk_test_publishable' });
      expect(response.body).not.toContain('sk_test_secret_never_shown');
    });
  });
});
