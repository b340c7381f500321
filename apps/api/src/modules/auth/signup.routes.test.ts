import { afterAll, beforeAll, expect, it } from 'vitest';
import { latestCode, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { buildTestApp, call, describeEachDatabase, json, type TestApp } from '../../../test/helper.js';

describeEachDatabase('sign-up', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const signup = (body: unknown) =>
    call(t.app, { method: 'POST', url: '/api/user/signup', payload: body as object });

  it('creates an unverified account, mails a 6-digit code and verifies it into a session', async () => {
    const email = uniqueEmail();
    const started = await signup({ email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(started.statusCode).toBe(201);
    expect(json(started)).toMatchObject({ data: { email: email.toUpperCase(), verificationRequired: true } });

    const code = await latestCode(t.app, email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/user/verify-signup',
      payload: { email, code },
    });
    expect(verified.statusCode).toBe(200);
    const session = json<{ data: { token: string; user: Record<string, unknown> } }>(verified).data;
    expect(session.user).toMatchObject({
      email: email.toUpperCase(),
      emailVerified: true,
      profileComplete: false,
      role: 'learner',
    });
    expect(session.user).not.toHaveProperty('passwordHash');

    const profile = await call(t.app, { method: 'GET', url: '/api/user/profile', token: session.token });
    expect(profile.statusCode).toBe(200);

    const reused = await call(t.app, {
      method: 'POST',
      url: '/api/user/verify-signup',
      payload: { email, code },
    });
    expect(reused.statusCode).toBe(400);
  });

  it.each([
    [{}, 'email'],
    [{ email: 'not-an-email', password: STRONG_PASSWORD }, 'email'],
    [{ email: uniqueEmail(), password: 'short' }, 'password'],
    [{ email: uniqueEmail(), password: 'x'.repeat(129) }, 'password'],
    [{ email: 42, password: STRONG_PASSWORD }, 'email'],
    [{ email: `${'a'.repeat(300)}@example.com`, password: STRONG_PASSWORD }, 'email'],
    [{ email: uniqueEmail(), password: STRONG_PASSWORD, role: 'admin' }, 'role'],
    [[{ email: uniqueEmail(), password: STRONG_PASSWORD }], 'body'],
    [{ email: uniqueEmail(), password: 'password123456' }, 'password'],
  ])('refuses %j with a 400 naming %s', async (body, path) => {
    const response = await signup(body);
    expect(response.statusCode).toBe(400);
    const payload = json<{ message: string; errors: { path: string }[] }>(response);
    expect(payload.message.length).toBeGreaterThan(0);
    expect(payload.errors.map((e) => e.path)).toContain(path);
  });
});
