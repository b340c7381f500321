import type { AdminContactMessage, AuditEntry, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { type TestUser, uniqueEmail } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, refusalOf, useTestApp } from '../../../test/helper.js';
import { saveSettings } from '../settings/settings.service.js';

describeEachDatabase('admin contact messages', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  const sender = uniqueEmail('grace');

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    await saveSettings(t.app.ctx.db, { contactEmail: 'team@school.example' });
    for (const [subject, message] of [
      ['Group pricing', 'Do you offer discounts for a class of 30?'],
      ['Invoice', 'Please send a VAT invoice.'],
    ]) {
      const sent = await call(t.app, {
        method: 'POST',
        url: '/api/contactUs/submit',
        payload: { name: 'Grace Hopper', email: sender, subject, message },
      });
      expect(sent.statusCode).toBe(201);
    }
  });

  const list = (query: string) =>
    call(t.app, { method: 'GET', url: `/api/admin/contact-messages?${query}`, token: admin.token });
  const page = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, query).toBe(200);
    return json<{ data: Paged<AdminContactMessage> }>(response).data;
  };
  const mark = (id: string, payload: unknown) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/admin/contact-messages/${id}`,
      token: admin.token,
      payload: payload as object,
    });

  it('lists messages newest first, searched and filtered by handled', async () => {
    const mine = await page(`search=${encodeURIComponent(sender)}`);
    expect(mine.items.map((m) => m.subject)).toEqual(['Invoice', 'Group pricing']);
    expect(mine.items[0]).toMatchObject({ name: 'Grace Hopper', handled: false, handledAt: null });
    expect((await page(`search=${encodeURIComponent(sender)}&order=asc`)).items[0]?.subject).toBe(
      'Group pricing',
    );
    expect((await page('search=vat INVOICE')).items.map((m) => m.subject)).toEqual(['Invoice']);
  });

  it('marks a message handled and open again, audited', async () => {
    const [message] = (await page(`search=${encodeURIComponent(sender)}&limit=1`)).items;
    if (!message) throw new Error('no message');
    const handled = await mark(message.id, { handled: true });
    expect(handled.statusCode).toBe(200);
    const data = json<{ data: AdminContactMessage }>(handled).data;
    expect(data).toMatchObject({ id: message.id, handled: true });
    expect(data.handledAt).toEqual(expect.any(String));
    expect((await page(`search=${encodeURIComponent(sender)}&handled=true`)).items.map((m) => m.id)).toEqual([
      message.id,
    ]);
    expect((await page(`search=${encodeURIComponent(sender)}&handled=false`)).total).toBe(1);
    // Marking it again keeps the first time and writes no second entry.
    const again = json<{ data: AdminContactMessage }>(await mark(message.id, { handled: true })).data;
    expect(again.handledAt).toBe(data.handledAt);
    expect((await mark(message.id, { handled: false })).statusCode).toBe(200);

    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=contact-message&entityId=${message.id}`,
      token: admin.token,
    });
    expect(json<{ data: Paged<AuditEntry> }>(audit).data.items.map((e) => e.summary)).toEqual([
      `Reopened the message from ${sender}`,
      `Handled the message from ${sender}`,
    ]);
  });

  it('refuses bad input and unknown ids with a message, changing nothing', async () => {
    const [message] = (await page(`search=${encodeURIComponent(sender)}&limit=1`)).items;
    if (!message) throw new Error('no message');
    for (const body of [{}, { handled: 'yes' }, { handled: true, message: 'rewritten' }]) {
      const response = await mark(message.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message.length).toBeGreaterThan(0);
    }
    const unknown = await mark('no-such-message', { handled: true });
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This message does not exist' });
    for (const query of ['handled=soon', 'sort=email', 'page=-1', `search=${'q'.repeat(201)}`]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    const stored = await t.app.ctx.db
      .selectFrom('contactMessages')
      .select(['message', 'handledAt'])
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ message: 'Please send a VAT invoice.', handledAt: null });
  });
});
