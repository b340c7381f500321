import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { createLearner, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';

/** A port with nothing listening: the SMTP server is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

describeEachDatabase('mail server down', (dialect) => {
  const t = useTestApp(dialect, async () => ({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }));

  it('answers 503 with a plain message, and the sign-up can be retried once mail works', async () => {
    const email = uniqueEmail();
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toMatchObject({
      code: 'MAIL_UNAVAILABLE',
      message: 'We could not send the email just now. Please try again in a few minutes.',
    });
    // The unverified account may exist; a retry is step 1 again and must not be refused as a duplicate.
    const retry = await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(retry.statusCode).toBe(503);
  });

  it('answers 503 to forgot-password for an existing account instead of claiming a code was sent', async () => {
    const learner = await createLearner(t.app);
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: learner.email },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toMatchObject({
      code: 'MAIL_UNAVAILABLE',
      message: 'We could not send the email just now. Please try again in a few minutes.',
    });
  });
});
