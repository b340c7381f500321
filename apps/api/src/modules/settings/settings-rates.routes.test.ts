import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';

describeEachDatabase('admin settings: rate changes and their audit', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
    other = await createAdmin(t.app);
  });
  const put = (payload: object, token = admin.token) =>
    call(t.app, { method: 'PUT', url: '/api/admin/settings', token, payload });
  const rates = async () =>
    (await call(t.app, { method: 'GET', url: '/api/setting/details' })).json().data.currency.rates;
  const lastAudit = async () =>
    (await call(t.app, { method: 'GET', url: '/api/admin/audit?entity=settings', token: admin.token })).json()
      .data.items[0];

  it('saves a change within ±20 % at once and logs old → new', async () => {
    expect(await rates()).toEqual({ GBP: 0.79, EUR: 0.92 });
    const response = await put({ currency: { rates: { GBP: 0.869 } } }); // +10 %
    expect(response.statusCode, response.body).toBe(200);
    expect(await rates()).toEqual({ GBP: 0.869, EUR: 0.92 });
    expect((await lastAudit()).summary).toBe('Changed settings: rates.GBP 0.79 → 0.869');
  });

  it('refuses a +25 % change without confirmation, saying old, new and a sample price; nothing changes', async () => {
    const auditBefore = await lastAudit();
    const response = await put({ currency: { rates: { GBP: 1.08625, EUR: 0.93 } } });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'RATE_CHANGE_UNCONFIRMED',
      message:
        'The GBP rate would change from 0.869 to 1.08625 (+25.0 %): a $19.99 course would cost £21.71 instead of £17.37. A change beyond 20 % is saved only once confirmed.',
    });
    expect(response.json().errors).toEqual([
      { path: 'currency.rates.GBP', message: expect.stringContaining('from 0.869 to 1.08625') },
    ]);
    // Neither rate was saved, the in-range EUR included, and no audit entry was written.
    expect(await rates()).toEqual({ GBP: 0.869, EUR: 0.92 });
    expect((await lastAudit()).id).toBe(auditBefore.id);
  });

  it('refuses a fall of more than 20 % too, for each currency', async () => {
    const response = await put({ currency: { rates: { GBP: 0.5, EUR: 0.5 } } });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'currency.rates.GBP',
      'currency.rates.EUR',
    ]);
    expect(errorOf(response).message).toContain('The EUR rate would change from 0.92 to 0.5 (-45.7 %)');
    expect(errorOf(response).message).toContain('cost €10.00 instead of €18.39');
    expect(await rates()).toEqual({ GBP: 0.869, EUR: 0.92 });
  });

  it('saves the same +25 % change once confirmed, and logs it', async () => {
    const response = await put({ currency: { rates: { GBP: 1.08625 }, confirmRateChange: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.currency.rates).toEqual({ GBP: 1.08625, EUR: 0.92 });
    expect(await rates()).toEqual({ GBP: 1.08625, EUR: 0.92 });
    expect((await lastAudit()).summary).toBe('Changed settings: rates.GBP 0.869 → 1.08625');
  });

  it('takes another admin’s change as the starting point (the stored rate, not the one first seen)', async () => {
    expect((await put({ currency: { rates: { EUR: 1.0 } } }, other.token)).statusCode).toBe(200);
    // 0.92 → 1.2 would be +30 %; from the stored 1.0 it is +20 %, allowed.
    const response = await put({ currency: { rates: { EUR: 1.2 } } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await lastAudit()).summary).toBe('Changed settings: rates.EUR 1 → 1.2');
  });

  it('logs every setting old → new, unchanged ones left out, Stripe keys masked', async () => {
    const secret = 'sk_test_51SecretValueNeverShownAbCd';
    const hook = 'whsec_SecretHookNeverShownWxYz';
    const first = await put({
      siteName: 'Learnwell',
      social: { x: 'https://x.com/learnwell' },
      currency: { rates: { GBP: 1.08625 } },
      payment: { secretKey: secret, webhookSecret: hook, publishableKey: 'pk_test_51PublicKeyLonger' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const entry = await lastAudit();
    expect(entry.summary).toBe(
      'Changed settings: siteName "Coursewise" → "Learnwell"; social.x none → "https://x.com/learnwell"; ' +
        'payment.publishableKey none → "pk_test_…nger"; payment.secretKey none → "sk_test_…AbCd"; ' +
        'payment.webhookSecret none → "whsec_…WxYz"',
    );
    expect(JSON.stringify(entry)).not.toContain(secret);
    expect(JSON.stringify(entry)).not.toContain(hook);

    const replaced = 'sk_live_51AnotherSecretValue9876';
    expect((await put({ payment: { secretKey: replaced, webhookSecret: null } })).statusCode).toBe(200);
    const second = await lastAudit();
    expect(second.summary).toBe(
      'Changed settings: payment.secretKey "sk_test_…AbCd" → "sk_live_…9876"; payment.webhookSecret "whsec_…WxYz" → none',
    );
    expect(second.summary).not.toContain(replaced);

    expect((await put({ siteName: 'Learnwell' })).statusCode).toBe(200);
    expect((await lastAudit()).summary).toBe('Saved settings: nothing changed');
  });

  it('refuses a learner and anyone signed out, and changes nothing', async () => {
    const learner = await createLearner(t.app);
    const payload = { currency: { rates: { GBP: 0.9 }, confirmRateChange: true } };
    expect((await put(payload, learner.token)).statusCode).toBe(403);
    const signedOut = await call(t.app, { method: 'PUT', url: '/api/admin/settings', payload });
    expect(signedOut.statusCode).toBe(401);
    expect(await rates()).toMatchObject({ GBP: 1.08625 });
  });
});
