import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../test/admin-factories.js';
import { createLearner } from '../test/factories.js';
import { call, describeEachDatabase, type ErrorPayload, json, useTestApp } from '../test/helper.js';
import { registeredAdminRoutes } from './admin-routes.js';

/** A concrete URL for a route pattern: every path parameter (and wildcard) becomes a placeholder id. */
const concrete = (url: string) => url.replace(/:[^/]+/g, 'placeholder-id').replace(/\*$/, 'placeholder');
// Fastify registers methods (SEARCH, PROPFIND…) that light-my-request's type does not list; it sends any.
const injectable = (method: string) => method as NonNullable<InjectOptions['method']>;

describeEachDatabase('the /api/admin guard', (dialect) => {
  const t = useTestApp(dialect);

  const routes = () => registeredAdminRoutes(t.app.ctx);

  it('sees the admin routes (the checks below would pass vacuously on an empty table)', () => {
    const urls = routes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('GET /api/admin/audit');
    expect(routes().every((route) => route.url.startsWith('/api/admin/'))).toBe(true);
  });

  it('answers 401 to every admin route without a token, and with a forged one', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const url = concrete(route.url);
      for (const token of [undefined, 'not-a-token']) {
        const response = await call(t.app, { method: injectable(route.method), url, token, payload: {} });
        if (response.statusCode !== 401) failures.push(`${route.method} ${url}: ${response.statusCode}`);
        else if (route.method !== 'HEAD' && !json<ErrorPayload>(response).message) {
          failures.push(`${route.method} ${url}: no message`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to every admin route for a learner', async () => {
    const learner = await createLearner(t.app);
    const failures: string[] = [];
    for (const route of routes()) {
      const url = concrete(route.url);
      const response = await call(t.app, {
        method: injectable(route.method),
        url,
        token: learner.token,
        payload: {},
      });
      if (response.statusCode !== 403) failures.push(`${route.method} ${url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets an admin in, and shuts a demoted admin out at once with the same token', async () => {
    const admin = await createAdmin(t.app);
    const before = await call(t.app, { method: 'GET', url: '/api/admin/audit', token: admin.token });
    expect(before.statusCode).toBe(200);
    await t.app.ctx.db.updateTable('users').set({ role: 'learner' }).where('id', '=', admin.id).execute();
    const after = await call(t.app, { method: 'GET', url: '/api/admin/audit', token: admin.token });
    expect(after.statusCode).toBe(403);
    expect(json<ErrorPayload>(after).message).toBe('This needs an administrator account');
  });
});

describe('concrete admin URLs', () => {
  it('fill every path parameter', () => {
    expect(concrete('/api/admin/modules/:id/chapters/:chapterId')).toBe(
      '/api/admin/modules/placeholder-id/chapters/placeholder-id',
    );
  });
});
