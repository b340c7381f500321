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

    const response = await call(t.app, { method: 'GET', url: '/api/dev/outbox' });
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

  describe('in production', () => {
    const prod = useTestApp(dialect, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://coursewise.example',
      STRIPE_SECRET_KEY: 'sk_test_outbox',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_outbox',
    });

    it('does not exist (404 with a message), and mail is not listed anywhere', async () => {
      const response = await call(prod.app, { method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('Nothing at GET /api/dev/outbox');
      expect(response.body).not.toContain('"data"');
    });
  });
});
