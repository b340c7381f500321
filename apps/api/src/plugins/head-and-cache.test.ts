import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture } from '../../test/catalogue-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../test/helper.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { useWebDist } from '../../test/web-dist.js';

/** The headers a HEAD answer must repeat from GET (Date and the like differ by nature). */
const HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'vary',
  'etag',
  'last-modified',
  'content-security-policy',
] as const;

const pick = (headers: Record<string, unknown>) =>
  Object.fromEntries(HEADERS.map((name) => [name, headers[name]]));

const CHROME = 'gzip, deflate, br, zstd';

describeEachDatabase('HEAD and caching of pages, assets and files', (dialect) => {
  const web = useWebDist();
  const t = useTestApp(dialect, () => ({ WEB_DIST: web.dir }));
  let coursePage = '';
  const upload = 'course-image/0190a6b4-0000-7000-8000-000000000001/640.webp';

  beforeAll(async () => {
    coursePage = `/courses/${(await createCourseFixture(t.app, { title: 'Sourdough at home' })).slug}`;
    await t.app.ctx.storage.put(upload, Buffer.alloc(3000, 7), 'image/webp');
  });

  const urls = () => [
    ['the home page', '/'],
    ['a course page', coursePage],
    ['an unknown page', '/no/such/page'],
    ['a hashed asset', web.script],
    ['the favicon', web.favicon],
    ['an upload', `/uploads/${upload}`],
    ['the sitemap', '/sitemap.xml'],
    ['robots.txt', '/robots.txt'],
    ['an API list', '/api/course/list'],
    ['an API detail', `/api/course/details?slug=${coursePage.split('/').pop()}`],
  ];

  it.each([
    ['no encoding', {}],
    ['brotli', { 'accept-encoding': 'br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ["Chrome's list", { 'accept-encoding': CHROME }],
  ])('answers HEAD like GET, without a body, everywhere GET answers (%s)', async (_label, headers) => {
    for (const [label, url] of urls()) {
      const get = await call(t.app, { method: 'GET', url, headers });
      const head = await call(t.app, { method: 'HEAD', url, headers });
      // An unknown page is still the app's page (its "not found" screen), with a 404.
      const status = url === '/no/such/page' ? 404 : 200;
      expect(get.statusCode, label).toBe(status);
      expect(head.statusCode, label).toBe(status);
      expect(head.rawPayload.length, label).toBe(0);
      expect(get.rawPayload.length, label).toBeGreaterThan(0);
      expect(pick(head.headers), label).toEqual(pick(get.headers));
      if (get.headers['content-length'] !== undefined) {
        expect(Number(get.headers['content-length']), label).toBe(get.rawPayload.length);
      }
    }
  });

  it('serves pages as HTML with the course head on HEAD too', async () => {
    const head = await call(t.app, { method: 'HEAD', url: coursePage });
    const get = await call(t.app, { method: 'GET', url: coursePage });
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(get.body).toContain('Sourdough at home');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(get.body)));
  });

  it('answers unknown API, upload and asset paths with a JSON 404 on GET and HEAD', async () => {
    for (const url of [
      '/api/nothing',
      '/api',
      '/uploads/course-image/none.webp',
      '/assets/gone-Zz99Yy88.js',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await call(t.app, { method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type'], url).toContain('application/json');
      }
    }
  });

  it('caches only content-hashed assets for good', async () => {
    const cacheOf = async (url: string) =>
      (await call(t.app, { method: 'GET', url, headers: { 'accept-encoding': 'br' } })).headers[
        'cache-control'
      ];
    for (const url of [web.script, web.stylesheet]) {
      expect(await cacheOf(url), url).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', coursePage, '/no/such/page', '/index.html']) {
      expect(await cacheOf(url), url).toBe('no-cache');
    }
    for (const url of [web.favicon, web.unhashedAsset]) {
      expect(await cacheOf(url), url).toBe('public, max-age=3600');
    }
    for (const url of ['/', coursePage, '/index.html', web.favicon, web.unhashedAsset, '/sitemap.xml']) {
      expect(await cacheOf(url), url).not.toContain('immutable');
    }
  });

  it('does not serve the compressed variants or the build manifest as files of their own', async () => {
    for (const url of [`${web.script}.br`, `${web.script}.gz`, '/.vite/manifest.json']) {
      const response = await call(t.app, { method: 'GET', url });
      expect(response.headers['content-type'], url).not.toContain('javascript');
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
  });
});

// The S3 driver streams public files itself; its HEAD must not need the object's bytes.
describe('HEAD on uploads in S3-compatible storage [sqlite]', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());
  const t = useTestApp('sqlite', () => s3.env);

  it('answers HEAD with the GET headers and no body', async () => {
    const key = 'avatar/0190a6b4-0000-7000-8000-000000000002/128.webp';
    await t.app.ctx.storage.put(key, Buffer.alloc(2048, 1), 'image/webp');
    const get = await call(t.app, { method: 'GET', url: `/uploads/${key}` });
    const head = await call(t.app, { method: 'HEAD', url: `/uploads/${key}` });
    expect(get.statusCode).toBe(200);
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(pick(head.headers)).toEqual(pick(get.headers));
    expect(head.headers['content-length']).toBe('2048');
    expect((await call(t.app, { method: 'HEAD', url: '/uploads/avatar/none.webp' })).statusCode).toBe(404);
  });
});
