import { beforeAll, expect, it } from 'vitest';
import { outbox, uniqueEmail } from '../../../test/factories.js';
import { call, describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';
import { saveSettings } from '../settings/settings.service.js';

describeEachDatabase('contactUs/submit', (dialect) => {
  const t = useTestApp(dialect);
  beforeAll(async () => {
    await saveSettings(t.app.ctx.db, { contactEmail: 'team@school.example' });
  });

  const submit = (payload: unknown, remoteAddress = '10.20.0.1') =>
    call(t.app, { method: 'POST', url: '/api/contactUs/submit', payload: payload as object, remoteAddress });
  const valid = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Group pricing',
    message: 'Do you offer discounts for a class of 30?',
  };
  const stored = () => t.app.ctx.db.selectFrom('contactMessages').selectAll().execute();

  const THANKS = 'Thanks for your message! We will reply within two working days.';

  it('stores the message and mails it to the site contact address', async () => {
    // Its own sender, so the messages other tests store do not matter.
    const sender = { ...valid, email: uniqueEmail('grace') };
    const response = await submit(sender);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(THANKS);
    expect((await stored()).filter((m) => m.email === sender.email)).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', email: sender.email, subject: 'Group pricing' }),
    ]);
    const mail = (await outbox(t.app)).find(
      (m) => m.to === 'team@school.example' && m.text.includes(sender.email),
    );
    expect(mail?.subject).toBe('Contact form: Group pricing');
    expect(mail?.text).toContain('Do you offer discounts for a class of 30?');
  });

  it('answers a filled honeypot like a person but stores and sends nothing', async () => {
    const before = (await stored()).length;
    const mailsBefore = (await outbox(t.app)).length;
    const response = await submit({ ...valid, website: 'http://spam.example' }, '10.20.0.2');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(THANKS);
    expect((await stored()).length).toBe(before);
    expect(await outbox(t.app)).toHaveLength(mailsBefore);
  });

  it.each([
    [{ ...valid, name: '' }, 'name', 'must be at least 1 characters'],
    [{ ...valid, email: 'nope' }, 'email', 'must be a valid email address'],
    [{ ...valid, message: 'too short' }, 'message', 'must be at least 10 characters'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'must be at most 5000 characters'],
    [{ ...valid, subject: 'x'.repeat(161) }, 'subject', 'must be at most 160 characters'],
    [{ name: 'A', email: 'a@example.com' }, 'message', 'is required'],
    [{ ...valid, message: 42 }, 'message', 'must be a string'],
    [{ ...valid, admin: true }, 'admin', 'is not an accepted field'],
  ])('refuses %j naming %s, storing nothing', async (body, path, message) => {
    const before = (await stored()).length;
    const response = await submit(body, '10.20.0.3');
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(fieldRefusal(path, message));
    expect((await stored()).length).toBe(before);
  });

  const invalid = 'has an invalid format';
  it.each([
    ['a NUL in the name', { ...valid, name: 'Grace\u0000Hopper' }, 'name', invalid],
    ['a line break in the name', { ...valid, name: 'Grace\nHopper' }, 'name', invalid],
    ['a right-to-left override in the name', { ...valid, name: 'Grace \u202Erepooh' }, 'name', invalid],
    ['a directional isolate in the name', { ...valid, name: 'Grace \u2067Hopper' }, 'name', invalid],
    ['a name of spaces', { ...valid, name: '   ' }, 'name', 'must be at least 1 characters'],
    [
      'a name of other blanks',
      { ...valid, name: '\u00A0\u2003\t ' },
      'name',
      'must be at least 1 characters',
    ],
    ['CR/LF in the subject', { ...valid, subject: 'Hello\r\nBcc: all@example.com' }, 'subject', invalid],
    ['a line feed in the subject', { ...valid, subject: 'Hello\nthere' }, 'subject', invalid],
    ['a C1 control in the subject', { ...valid, subject: 'Hello\u0085there' }, 'subject', invalid],
    ['a NUL in the message', { ...valid, message: 'Do you offer\u0000 discounts?' }, 'message', invalid],
    ['a bell in the message', { ...valid, message: 'Do you offer\u0007 discounts?' }, 'message', invalid],
    ['a lone CR in the message', { ...valid, message: 'Do you offer\rdiscounts?' }, 'message', invalid],
    [
      'an override in the message',
      { ...valid, message: 'Do you offer \u202Ddiscounts?' },
      'message',
      invalid,
    ],
    [
      'a message of spaces',
      { ...valid, message: ' '.repeat(20) },
      'message',
      'must be at least 10 characters',
    ],
  ])(
    'refuses %s with a field error, storing and sending nothing (issue 11)',
    async (_label, body, path, message) => {
      const before = (await stored()).length;
      const mailsBefore = (await outbox(t.app)).length;
      const response = await submit(body, '10.20.0.4');
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response)).toEqual(fieldRefusal(path, message));
      expect((await stored()).length).toBe(before);
      expect(await outbox(t.app)).toHaveLength(mailsBefore);
    },
  );

  it('trims every text field and keeps the line breaks of a multi-line message', async () => {
    const email = uniqueEmail('ada');
    const response = await submit(
      {
        name: '  Ada Lovelace\u00A0',
        email,
        subject: ' \tCourse dates  ',
        message: '\n  Hello,\r\nwhen does the next course start?\n\nThanks  \n',
      },
      '10.20.0.5',
    );
    expect(response.statusCode).toBe(201);
    expect((await stored()).filter((m) => m.email === email)).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        subject: 'Course dates',
        message: 'Hello,\r\nwhen does the next course start?\n\nThanks',
      }),
    ]);
    // A subject of spaces is no subject.
    const blank = uniqueEmail('ada');
    expect((await submit({ ...valid, email: blank, subject: '   ' }, '10.20.0.5')).statusCode).toBe(201);
    expect((await stored()).find((m) => m.email === blank)?.subject).toBeNull();
  });

  it('rate-limits one address to 5 messages in 15 minutes with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit(valid, '10.20.9.9')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await submit(valid, '10.20.9.10')).statusCode).toBe(201);
  });
});
