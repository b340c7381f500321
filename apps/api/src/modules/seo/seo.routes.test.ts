import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asBuiltPage, squeeze } from '../../../test/built-page.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Coursewise</title><meta name="description" content="default"></head><body><div id="root"></div></body></html>';

describeEachDatabase('sharing and search engines', (dialect) => {
  let webDist: string;
  let course: { slug: string };

  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ WEB_DIST: webDist, PUBLIC_URL: 'https://learn.example.com' }));

  beforeAll(async () => {
    course = await createCourseFixture(t.app, {
      title: 'Bread & "butter" <basics>',
      subtitle: 'Bake a loaf at home',
    });
    await createCourseFixture(t.app, { published: false, slug: 'hidden-draft' });
  });

  it('serves a course page with its title, description and Open Graph tags, escaped', async () => {
    const response = await call(t.app, { method: 'GET', url: `/courses/${course.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Bread &amp; &quot;butter&quot; &lt;basics&gt; | Coursewise</title>');
    expect(html).toContain('<meta name="description" content="Bake a loaf at home">');
    expect(html).toContain(
      '<meta property="og:title" content="Bread &amp; &quot;butter&quot; &lt;basics&gt; | Coursewise">',
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://learn.example.com/courses/${course.slug}">`,
    );
    expect(html).not.toContain('content="default"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('serves unknown courses with the default head and a 404', async () => {
    // Every public page's own head: public-pages-head.routes.test.ts.
    const response = await call(t.app, { method: 'GET', url: '/courses/no-such-course' });
    expect(response.statusCode).toBe(404);
    expect(squeeze(response.body)).toBe(asBuiltPage(INDEX, { noindex: true }));
  });

  it('answers an address no page has with 404 and the same page (the app shows "not found")', async () => {
    for (const url of ['/no-such-page', '/courses/a/b', '/learn/x/chapters', '/administrator', '/studios']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await call(t.app, { method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        if (method === 'GET') expect(squeeze(response.body)).toBe(asBuiltPage(INDEX, { noindex: true }));
      }
    }
    for (const url of [
      '/admin',
      '/admin/courses',
      '/studio',
      '/studio/courses/x',
      '/signin',
      '/learn/x/final/review',
    ]) {
      const response = await call(t.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      // The console and the studio are private: search engines are told to leave them out.
      if (url.startsWith('/studio'))
        expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('sends pages with the content security policy, and HSTS on every answer of an https site', async () => {
    const page = await call(t.app, { method: 'GET', url: `/courses/${course.slug}` });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const api = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBeUndefined();
    for (const response of [page, api]) {
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('lists published courses and the main pages in sitemap.xml', async () => {
    const response = await call(t.app, { method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain(`<loc>https://learn.example.com/courses/${course.slug}</loc>`);
    expect(response.body).toContain('<loc>https://learn.example.com/about</loc>');
    expect(response.body).not.toContain('hidden-draft');
  });

  it('keeps private areas out of robots.txt and points to the sitemap', async () => {
    const response = await call(t.app, { method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /studio');
    expect(response.body).toContain('Sitemap: https://learn.example.com/sitemap.xml');
  });

  it('answers unknown API paths with a JSON 404, not the web page', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Nothing at GET /api/no-such-thing' });
  });
});
