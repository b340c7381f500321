import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, json, useTestApp } from '../../../test/helper.js';
import { checkoutFirstPaint } from './checkout-first-paint.service.js';

describeEachDatabase("the checkout's first paint for the signed-in learner", (dialect) => {
  const t = useTestApp(dialect);
  const api = async (url: string, token?: string) =>
    json<{ data: unknown }>(await call(t.app, { url, ...(token ? { token } : {}) })).data;

  it('carries the learner’s profile and the settings exactly as the API answers them, and no query', async () => {
    const learner = await createLearner(t.app);
    const firstPaint = await checkoutFirstPaint(t.app.ctx, learner.id);
    expect(firstPaint?.data.viewer).toEqual(await api('/api/user/profile', learner.token));
    expect(firstPaint?.data.settings).toEqual(await api('/api/setting/details'));
    // The order is a payment the page opens itself (a POST): nothing is created for a page request.
    expect(firstPaint?.data.queries).toEqual([]);
  });

  it('is null for an account that does not exist, so the page goes out as built', async () => {
    expect(await checkoutFirstPaint(t.app.ctx, randomUUID())).toBeNull();
  });
});
