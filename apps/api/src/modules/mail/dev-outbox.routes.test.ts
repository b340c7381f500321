import { describe, expect, it } from 'vitest';
import { createLearner, type OutboxEmail, outbox } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, useTestApp } from '../../../test/helper.js';

describeEachDatabase('dev outbox', (dialect) => {
  const t = useTestApp(dialect);

  const forgot = (email: string) =>
    call(t.app, { method: 'POST', url: '/api/user/forgot-password', payload: { email } });

  it('lists every mail newest first as {to,subject,text,html,createdAt}', async () => {
    const first = await createLearner(t.app);
    const second = await createLearner(t.app);
    await forgot(first.email);
    await forgot(second.email);
    await t.app.ctx.mailQueue.idle();

    const response = await call(t.app, { method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    const mails = json<{ data: OutboxEmail[] }>(response).data;
    expect(mails.map((m) => m.to).slice(0, 2)).toEqual([second.email, first.email]);
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
      expect(new Date(mail.createdAt).toISOString()).toBe(mail.createdAt);
    }
    const times = mails.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]?.subject).toBe(`Your Coursewise password reset code: ${code}`);
    expect(mails[0]?.html).toContain('<html');
  });

  it('keeps the newest mail first as more arrive', async () => {
    const learner = await createLearner(t.app);
    await forgot(learner.email);
    expect((await outbox(t.app))[0]?.to).toBe(learner.email);
  });

  const fromAddress = (remoteAddress: string, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });
  const absent = { message: 'Nothing at GET /api/dev/outbox', code: 'NOT_FOUND' };

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'answers a client on this machine (%s)',
    async (address) => {
      const response = await fromAddress(address);
      expect(response.statusCode).toBe(200);
      expect(Array.isArray(json<{ data: OutboxEmail[] }>(response).data)).toBe(true);
    },
  );

  it.each(['10.1.2.3', '192.168.1.20', '203.0.113.9', '::ffff:10.0.0.1', '2001:db8::1', '127.0.0.2'])(
    'looks absent to a client from the network (%s): 404, no mail, no reset code',
    async (address) => {
      const learner = await createLearner(t.app);
      await forgot(learner.email);
      const response = await fromAddress(address);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual(absent);
      expect(response.body).not.toContain(learner.email);
      // A forged forwarding header changes nothing without TRUST_PROXY.
      const forged = await fromAddress(address, { 'x-forwarded-for': '127.0.0.1' });
      expect(forged.statusCode).toBe(404);
    },
  );

  describe('behind a proxy (TRUST_PROXY=true)', () => {
    const proxied = useTestApp(dialect, { TRUST_PROXY: 'true' });
    const via = (remoteAddress: string, forwardedFor?: string) =>
      call(proxied.app, {
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });

    it('answers only when the connection and every forwarded address are this machine', async () => {
      expect((await via('127.0.0.1')).statusCode).toBe(200);
      expect((await via('127.0.0.1', '::1')).statusCode).toBe(200);
      // A local proxy forwarding a client from the network.
      expect(errorOf(await via('127.0.0.1', '203.0.113.9'))).toEqual(absent);
      // A client that writes the header itself, directly or through the local proxy.
      expect((await via('203.0.113.9', '127.0.0.1')).statusCode).toBe(404);
      expect((await via('127.0.0.1', '127.0.0.1, 203.0.113.9')).statusCode).toBe(404);
    });
  });

  describe('in production', () => {
    const prod = useTestApp(dialect, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://coursewise.example',
      STRIPE_SECRET_KEY: 'sk_test_outbox',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_outbox',
    });

    it('does not exist (404 with a message), and mail is not listed anywhere', async () => {
      const response = await call(prod.app, {
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('Nothing at GET /api/dev/outbox');
      expect(response.body).not.toContain('"data"');
    });
  });
});
