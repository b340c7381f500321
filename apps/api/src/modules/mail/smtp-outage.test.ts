import { createServer } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { createLearner, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { call, describeEachDatabase, json, useTestApp } from '../../../test/helper.js';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.js';

/** A port with nothing listening: the SMTP server is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

const post = (t: { app: Parameters<typeof call>[0] }, url: string, payload: object) =>
  call(t.app, { method: 'POST', url, payload });

// Issue 19: awaiting the relay only for known addresses told them apart, by time (345 ms against
// 15 ms) and by outage (503 against 200). Codes now go through the mail queue, like receipts.
describeEachDatabase('mail server down', (dialect) => {
  let port = 0;
  const t = useTestApp(dialect, async () => {
    port = await closedPort();
    return { SMTP_URL: `smtp://127.0.0.1:${port}` };
  });
  let relay: SmtpCapture | null = null;
  afterAll(() => relay?.close());

  it('answers known and unknown addresses alike, and delivers the codes once the relay is back', async () => {
    const learner = await createLearner(t.app);
    const pending = uniqueEmail();
    expect(
      (await post(t, '/api/user/signup', { email: pending, password: STRONG_PASSWORD })).statusCode,
    ).toBe(201);

    for (const url of ['/api/user/forgot-password', '/api/user/resend-code']) {
      const known = await post(t, url, { email: url.includes('forgot') ? learner.email : pending });
      const unknown = await post(t, url, { email: uniqueEmail() });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(json(known)).toEqual(json(unknown));
    }
    await t.app.ctx.mailQueue.idle();

    relay = await startSmtpCapture({ port });
    await t.app.ctx.mailQueue.dispatch();
    const to = (email: string) => relay?.messages.filter((m) => m.to.includes(email.toLowerCase())) ?? [];
    expect(to(learner.email).map((m) => m.raw)).toEqual([expect.stringMatching(/^Subject: .*reset code/im)]);
    // The sign-up's code, then the resent one.
    expect(to(pending)).toHaveLength(2);
  });
});

describeEachDatabase('mail server slow', (dialect) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let relay: SmtpCapture;
  const t = useTestApp(dialect, async () => {
    relay = await startSmtpCapture({ holdUntil: held });
    return { SMTP_URL: relay.url };
  });
  afterAll(() => relay.close());

  it('answers forgot-password for a known address while the relay still holds its mail', async () => {
    const learner = await createLearner(t.app);
    const answer = await post(t, '/api/user/forgot-password', { email: learner.email });
    expect(answer.statusCode).toBe(200);
    expect(relay.messages).toHaveLength(0);
    release();
    await t.app.ctx.mailQueue.idle();
    expect(relay.messages.map((m) => m.to)).toEqual([[learner.email.toLowerCase()]]);
  });
});
