import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { createLearner, signin } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, useTestApp } from '../../../test/helper.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function expectLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
  expect(errorOf(response).code).toBe('RATE_LIMITED');
  expect(errorOf(response).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describeEachDatabase('current-password limits', (dialect) => {
  const t = useTestApp(dialect);
  const { limit } = rules.passwordCheckAccount;

  const change = (token: string, currentPassword: string, newPassword = 'copper-meadow-signal') =>
    call(t.app, {
      method: 'POST',
      url: '/api/user/change-password',
      token,
      payload: { currentPassword, newPassword },
    });
  const remove = (token: string, password: string) =>
    call(t.app, { method: 'DELETE', url: '/api/user/delete', token, payload: { password } });

  it('change-password: refuses even the right password after 10 wrong ones; other accounts go on', async () => {
    const learner = await createLearner(t.app);
    const other = await createLearner(t.app);
    const wrong = await Promise.all(range(limit + 3).map((i) => change(learner.token, `wrong-guess-${i}`)));
    expect(wrong.filter((response) => response.statusCode === 400)).toHaveLength(limit);
    for (const response of wrong.filter((r) => r.statusCode !== 400)) expectLimited(response);

    expectLimited(await change(learner.token, learner.password));
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
    expect((await change(other.token, other.password)).statusCode).toBe(200);
  });

  it('user/delete: refuses even the right password after 10 wrong ones, and erases nothing', async () => {
    const learner = await createLearner(t.app);
    for (const i of range(limit))
      expect((await remove(learner.token, `wrong-guess-${i}`)).statusCode).toBe(400);
    expectLimited(await remove(learner.token, learner.password));
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
  });

  it('counts wrong passwords of both checks together', async () => {
    const learner = await createLearner(t.app);
    for (const i of range(limit / 2)) {
      expect((await change(learner.token, `wrong-change-${i}`)).statusCode).toBe(400);
      expect((await remove(learner.token, `wrong-delete-${i}`)).statusCode).toBe(400);
    }
    expectLimited(await remove(learner.token, learner.password));
  });

  it('never counts the right password', async () => {
    const learner = await createLearner(t.app);
    const passwords = [learner.password, 'copper-meadow-signal'];
    let token = learner.token;
    for (const i of range(limit + 2)) {
      const response = await change(token, passwords[i % 2] as string, passwords[(i + 1) % 2]);
      expect(response.statusCode).toBe(200);
      token = json<{ data: { token: string } }>(response).data.token;
    }
    expect((await remove(token, passwords[(limit + 2) % 2] as string)).statusCode).toBe(200);
  });
});
