import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../../../test/factories.js';
import { buildTestApp, call, describeEachDatabase, type TestApp } from '../../../test/helper.js';
import { saveSettings } from '../settings/settings.service.js';

describeEachDatabase('contactUs/submit', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await saveSettings(t.app.ctx, { contactEmail: 'team@school.example' });
  });
  afterAll(() => t.close());

  const submit = (payload: unknown, remoteAddress = '10.20.0.1') =>
    call(t.app, { method: 'POST', url: '/api/contactUs/submit', payload: payload as object, remoteAddress });
  const valid = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Group pricing',
    message: 'Do you offer discounts for a class of 30?',
  };
  const stored = () => t.app.ctx.db.selectFrom('contactMessages').selectAll().execute();

  it('stores the message and mails it to the site contact address', async () => {
    const response = await submit(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Thanks for your message/);
    expect(await stored()).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'Group pricing' }),
    ]);
    const mail = (await outbox(t.app)).find((m) => m.to === 'team@school.example');
    expect(mail?.subject).toContain('Group pricing');
    expect(mail?.text).toContain('Do you offer discounts for a class of 30?');
    expect(mail?.text).toContain('grace@example.com');
  });

  it('answers a filled honeypot like a person but stores and sends nothing', async () => {
    const before = (await stored()).length;
    const response = await submit({ ...valid, website: 'http://spam.example' }, '10.20.0.2');
    expect(response.statusCode).toBe(201);
    expect((await stored()).length).toBe(before);
  });

  it.each([
    [{ ...valid, name: '' }, 'name'],
    [{ ...valid, email: 'nope' }, 'email'],
    [{ ...valid, message: 'too short' }, 'message'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message'],
    [{ ...valid, subject: 'x'.repeat(161) }, 'subject'],
    [{ name: 'A', email: 'a@example.com' }, 'message'],
    [{ ...valid, message: 42 }, 'message'],
    [{ ...valid, admin: true }, 'admin'],
  ])('refuses %j naming %s, storing nothing', async (body, path) => {
    const before = (await stored()).length;
    const response = await submit(body, '10.20.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    expect((await stored()).length).toBe(before);
  });

  it('rate-limits one address to 5 messages in 15 minutes with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit(valid, '10.20.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await submit(valid, '10.20.9.10')).statusCode).toBe(201);
  });
});
