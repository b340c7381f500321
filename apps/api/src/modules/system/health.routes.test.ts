import { expect, it } from 'vitest';
import { buildTestApp, call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';

describeEachDatabase('health', (dialect) => {
  const t = useTestApp(dialect);

  it('answers 200 {status:"ok"} once the database is reachable, with the security headers', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 503 with a message when the database is gone', async () => {
    const broken = await buildTestApp(dialect);
    await broken.app.ctx.db.destroy();
    try {
      const response = await call(broken.app, { method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response)).toEqual({ code: 'UNAVAILABLE', message: 'The database is not reachable' });
    } finally {
      await broken.close();
    }
  });

  it('answers an unknown API path with a JSON 404 and a message', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Nothing at GET /api/no/such/thing' });
  });

  it('answers a known path with the wrong method with a 404 and a message', async () => {
    const response = await call(t.app, { method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Nothing at DELETE /api/health' });
  });
});
