import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLearner, outbox, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import {
  type CapturedMail,
  mimeParts,
  type SmtpCapture,
  startSmtpCapture,
} from '../../../test/smtp-capture.js';
import { saveSettings } from '../settings/settings.service.js';

const FROM = 'tests@coursewise.local';

describeEachDatabase('mail over SMTP', (dialect) => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(dialect, () => ({ SMTP_URL: smtp.url, MAIL_FROM: `Coursewise Tests <${FROM}>` }));

  /** What the relay received for `to` once the mail queue has sent what the requests queued. */
  const received = async (to: string): Promise<CapturedMail[]> => {
    await t.app.ctx.mailQueue.idle();
    return smtp.messages.filter((m) => m.to.includes(to.toLowerCase()));
  };
  const partsOf = (mail: CapturedMail | undefined) => {
    const parts = mimeParts(mail?.raw ?? '');
    return {
      text: parts.find((p) => p.contentType === 'text/plain')?.body ?? '',
      html: parts.find((p) => p.contentType === 'text/html')?.body ?? '',
    };
  };

  it('delivers the sign-up code by SMTP in both parts, and the code verifies the account', async () => {
    const email = uniqueEmail();
    const started = await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(started.statusCode).toBe(201);

    const [mail] = await received(email);
    expect(mail?.from).toBe(FROM);
    const { text, html } = partsOf(mail);
    const code = text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(html).toContain(`>${code}</p>`);
    expect(html).toMatch(/^<!doctype html>/i);

    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/user/verify-signup',
      payload: { email, code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('delivers the reset code by SMTP too', async () => {
    const learner = await createLearner(t.app);
    await call(t.app, {
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: learner.email },
    });
    const [mail] = await received(learner.email);
    expect(mail?.raw).toMatch(/^Subject: .*reset/im);
    const code = partsOf(mail).text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const reset = await call(t.app, {
      method: 'POST',
      url: '/api/user/forget-password-change-password',
      payload: { email: learner.email, code, password: 'harbour-quartz-meadow' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('sends a contact message to the school with Reply-To the sender, from the site itself', async () => {
    const school = uniqueEmail('school');
    await saveSettings(t.app.ctx.db, { contactEmail: school });
    const sender = uniqueEmail('ada');
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/contactUs/submit',
      remoteAddress: '10.21.5.1',
      payload: {
        name: 'Ada Lovelace, Countess',
        email: sender,
        message: 'Do you teach the Analytical Engine?',
      },
    });
    expect(response.statusCode).toBe(201);

    const [mail, ...others] = await received(school);
    expect(others).toEqual([]);
    // The envelope and From stay the site's own address (so SPF and DMARC pass); answers go to the sender.
    expect(mail?.from).toBe(FROM);
    const headers = (mail?.raw ?? '').split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ') ?? '';
    expect(headers).toMatch(new RegExp(`^From: Coursewise Tests <${FROM}>$`, 'm'));
    expect(headers).toMatch(new RegExp(`^Reply-To: "Ada Lovelace, Countess" <${sender}>$`, 'm'));
    const { text, html } = partsOf(mail);
    expect(text).toContain('Do you teach the Analytical Engine?');
    expect(html).toContain(`<a href="mailto:${sender}"`);
  });

  it('keeps nothing in the dev outbox when SMTP is configured', async () => {
    const learner = await createLearner(t.app);
    await call(t.app, {
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: learner.email },
    });
    expect(await received(learner.email)).toHaveLength(1);
    expect(await outbox(t.app)).toEqual([]);
  });
});
