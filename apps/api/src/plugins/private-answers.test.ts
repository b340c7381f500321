import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../test/catalogue-factories.js';
import { createCertifiedLearner } from '../../test/certificate-factories.js';
import { createLearner, type TestUser } from '../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../test/helper.js';

/** The values of the Vary header, lower-cased, in order. */
const varyOf = (response: LightMyRequestResponse): string[] =>
  String(response.headers.vary ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);

describeEachDatabase('cache headers of answers to signed-in requests', (dialect) => {
  const t = useTestApp(dialect);
  let learner: TestUser;
  let slug = '';

  beforeAll(async () => {
    learner = await createLearner(t.app);
    // Enough courses for the list to be compressed (over the threshold) as well.
    for (let i = 0; i < 4; i++) slug = (await createCourseFixture(t.app, { subtitle: `Course ${i}` })).slug;
  });

  const optionalAuthUrls = () => ['/api/course/list', `/api/course/details?slug=${slug}`];

  it('stores no signed-in answer: Cache-Control no-store, whatever the route', async () => {
    for (const url of [
      ...optionalAuthUrls(),
      '/api/user/profile',
      '/api/cart/list',
      '/api/category/list',
      '/api/setting/details',
      '/api/health',
    ]) {
      const response = await call(t.app, { method: 'GET', url, token: learner.token });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('stores no refusal of a token either (bad token, unknown address, bad input)', async () => {
    for (const [url, token, status] of [
      ['/api/course/list', 'not-a-token', 401],
      ['/api/user/profile', 'not-a-token', 401],
      ['/api/no/such/thing', learner.token, 404],
      ['/api/course/list?page=0', learner.token, 400],
    ] as const) {
      const response = await call(t.app, { method: 'GET', url, token });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('says Vary: x-access-token on routes whose answer depends on the token, with or without one', async () => {
    for (const url of [...optionalAuthUrls(), '/api/user/profile', '/api/wish/list']) {
      for (const token of [learner.token, undefined]) {
        const response = await call(t.app, { method: 'GET', url, token });
        const label = `${url} ${token ? 'signed in' : 'anonymous'}`;
        expect(varyOf(response), label).toContain('x-access-token');
        expect(
          varyOf(response).filter((value) => value === 'x-access-token'),
          label,
        ).toHaveLength(1);
      }
    }
    // A public route answers the same to everyone: no Vary on the token.
    const categories = await call(t.app, { method: 'GET', url: '/api/category/list', token: learner.token });
    expect(varyOf(categories)).not.toContain('x-access-token');
  });

  it('keeps the other Vary values (compression) and HEAD agrees with GET', async () => {
    for (const url of optionalAuthUrls()) {
      for (const token of [learner.token, undefined]) {
        const headers = { 'accept-encoding': 'br' };
        const get = await call(t.app, { method: 'GET', url, token, headers });
        const head = await call(t.app, { method: 'HEAD', url, token, headers });
        const label = `${url} ${token ? 'signed in' : 'anonymous'}`;
        expect(varyOf(get), label).toEqual(expect.arrayContaining(['accept-encoding', 'x-access-token']));
        expect(
          varyOf(get).filter((value) => value === 'accept-encoding'),
          label,
        ).toHaveLength(1);
        expect(head.headers.vary, label).toBe(get.headers.vary);
        expect(head.headers['cache-control'], label).toBe(get.headers['cache-control']);
      }
    }
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/course/list',
      token: learner.token,
      headers: { 'accept-encoding': 'br' },
    });
    expect(list.headers['content-encoding']).toBe('br');
  });

  it('leaves public answers without a token as they were: no Cache-Control added', async () => {
    for (const url of [...optionalAuthUrls(), '/api/category/list', '/api/setting/details']) {
      const response = await call(t.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBeUndefined();
    }
    const { certificate } = await createCertifiedLearner(t.app);
    const verify = await call(t.app, { method: 'GET', url: `/api/certification/verify/${certificate.id}` });
    expect(verify.headers['cache-control']).toBe('no-cache');
    const pdf = await call(t.app, { method: 'GET', url: `/api/certification/${certificate.id}/pdf` });
    expect(pdf.headers['cache-control']).toBe('private, max-age=600');
  });

  it("keeps a route's own no-store and makes a laxer one no-store when a token is sent", async () => {
    const { learner: holder, certificate } = await createCertifiedLearner(t.app);
    const credential = await call(t.app, {
      method: 'GET',
      url: `/api/certification/${certificate.id}/credential`,
      token: holder.token,
    });
    expect(credential.statusCode).toBe(200);
    expect(credential.headers['cache-control']).toBe('private, no-store');
    const pdf = await call(t.app, {
      method: 'GET',
      url: `/api/certification/${certificate.id}/pdf`,
      token: holder.token,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('no-store');
  });
});
