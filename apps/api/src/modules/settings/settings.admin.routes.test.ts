import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import { withStoredPaymentKeys } from './settings-admin.service.js';

describeEachDatabase('admin settings', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });
  const put = (payload: object) =>
    call(t.app, { method: 'PUT', url: '/api/admin/settings', token: admin.token, payload });
  const get = () => call(t.app, { method: 'GET', url: '/api/admin/settings', token: admin.token });
  const publicSettings = async () =>
    (await call(t.app, { method: 'GET', url: '/api/setting/details' })).json().data;

  it('changes what visitors see at once, rates included', async () => {
    const response = await put({
      siteName: 'Learnwell',
      contactEmail: 'team@learnwell.example',
      logoUrl: '/uploads/home-content/x/640.webp',
      social: { x: 'https://x.com/learnwell', youtube: 'https://youtube.com/@learnwell' },
      currency: { rates: { GBP: 0.8 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      siteName: 'Learnwell',
      currency: { default: 'USD', rates: { GBP: 0.8, EUR: 0.92 } },
      payment: { provider: 'sandbox', keysFrom: 'none', secretKeySet: false, webhookSecretSet: false },
    });
    expect(await publicSettings()).toMatchObject({
      siteName: 'Learnwell',
      contactEmail: 'team@learnwell.example',
      logoUrl: '/uploads/home-content/x/640.webp',
      social: { x: 'https://x.com/learnwell', youtube: 'https://youtube.com/@learnwell' },
      currency: { rates: { GBP: 0.8, EUR: 0.92 } },
    });
    const audit = await call(t.app, {
      method: 'GET',
      url: '/api/admin/audit?entity=settings',
      token: admin.token,
    });
    expect(audit.json().data.items[0].summary).toBe(
      'Changed settings: siteName "Coursewise" → "Learnwell"; ' +
        'contactEmail "hello@coursewise.local" → "team@learnwell.example"; ' +
        'logoUrl none → "/uploads/home-content/x/640.webp"; social.x none → "https://x.com/learnwell"; ' +
        'social.youtube none → "https://youtube.com/@learnwell"; rates.GBP 0.79 → 0.8',
    );
  });

  it('stores payment keys write-only: answers whether each is set, never its value', async () => {
    const secret = 'sk_test_51SecretValueNeverShown';
    const hook = 'whsec_SecretHookNeverShown';
    const response = await put({
      payment: { secretKey: secret, publishableKey: 'pk_test_51Public', webhookSecret: hook },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payment).toEqual({
      provider: 'sandbox',
      keysFrom: 'none',
      publishableKey: 'pk_test_51Public',
      secretKeySet: true,
      webhookSecretSet: true,
    });
    for (const answer of [
      response,
      await get(),
      await call(t.app, { method: 'GET', url: '/api/setting/details' }),
    ]) {
      expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toContain(hook);
    }
    const audit = await call(t.app, {
      method: 'GET',
      url: '/api/admin/audit?entity=settings',
      token: admin.token,
    });
    expect(audit.body).not.toContain(secret);
    // The running provider is built at start: stored keys apply from the next one, environment keys win.
    const next = await withStoredPaymentKeys(t.app.ctx.db, t.app.ctx.config);
    expect(next.stripe).toMatchObject({
      secretKey: secret,
      publishableKey: 'pk_test_51Public',
      webhookSecret: hook,
    });
    const withEnv = {
      ...t.app.ctx.config,
      stripe: { ...t.app.ctx.config.stripe, secretKey: 'sk_test_env', publishableKey: 'pk_test_env' },
    };
    expect((await withStoredPaymentKeys(t.app.ctx.db, withEnv)).stripe.secretKey).toBe('sk_test_env');

    const removed = (await put({ payment: { secretKey: null, webhookSecret: null } })).json().data.payment;
    expect(removed).toMatchObject({ secretKeySet: false, webhookSecretSet: false });
    expect((await withStoredPaymentKeys(t.app.ctx.db, t.app.ctx.config)).stripe.secretKey).toBeNull();
  });

  it.each([
    [{ currency: { rates: { GBP: 0 } } }, 'currency.rates.GBP: must be at least 0.1'],
    [{ currency: { rates: { GBP: 0.01 } } }, 'currency.rates.GBP: must be at least 0.1'],
    [{ currency: { rates: { EUR: -1 } } }, 'currency.rates.EUR: must be at least 0.1'],
    [{ currency: { rates: { GBP: 1000 } } }, 'currency.rates.GBP: must be at most 10'],
    [
      { currency: { rates: { EUR: 1000 }, confirmRateChange: true } },
      'currency.rates.EUR: must be at most 10',
    ],
    [{ currency: { rates: { EUR: '0.9' } } }, 'currency.rates.EUR: must be a number'],
    [{ currency: { rates: { GBP: 'abc' } } }, 'currency.rates.GBP: must be a number'],
    [{ currency: { rates: { GBP: null } } }, 'currency.rates.GBP: must be a number'],
    [
      { currency: { rates: { GBP: 0.8 }, confirmRateChange: 'yes' } },
      'currency.confirmRateChange: must be a boolean',
    ],
    [{ currency: { rates: { JPY: 150 } } }, 'currency.rates.JPY: is not an accepted field'],
    [{ currency: { rates: {} } }, 'currency.rates: must NOT have fewer than 1 properties'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail: must be a valid email address'],
    [{ siteName: '' }, 'siteName: must be at least 1 characters'],
    [{ social: { x: 'javascript:alert(1)' } }, 'social.x: has an invalid format'],
    [{ social: { myspace: 'https://myspace.com/a' } }, 'social.myspace: is not an accepted field'],
    [{ logoUrl: '//evil.example/logo.png' }, 'logoUrl: has an invalid format'],
    [{ payment: { secretKey: 'hunter2' } }, 'payment.secretKey: has an invalid format'],
    [{}, 'body: must NOT have fewer than 1 properties'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const before = (await get()).json().data;
    const response = await put(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect((await get()).json().data).toEqual(before);
  });

  describe('with Stripe keys in the environment', () => {
    const stripe = useTestApp(dialect, {
      STRIPE_SECRET_KEY: 'sk_test_env_only',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_env',
    });
    it('names the environment as the source and never answers the secret', async () => {
      const owner = await createAdmin(stripe.app);
      const response = await call(stripe.app, {
        method: 'GET',
        url: '/api/admin/settings',
        token: owner.token,
      });
      expect(response.json().data.payment).toEqual({
        provider: 'stripe',
        keysFrom: 'environment',
        publishableKey: 'pk_test_env',
        secretKeySet: false,
        webhookSecretSet: false,
      });
      expect(response.body).not.toContain('sk_test_env_only');
    });
  });
});
