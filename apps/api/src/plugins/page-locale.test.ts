import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { useWebDist } from '../../test/web-dist.js';
import { type PageRenderer, pageLocale, withHtmlLang } from './page-render.js';
import { registerWebPages } from './web-app.js';

const DATA = JSON.stringify({ queries: [{ key: ['courses'], data: { title: 'Courses' } }], settings: null });
const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe('a page in the negotiated language', () => {
  const dist = useWebDist();
  let app: FastifyInstance | undefined;
  let renders = 0;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function pagesApp() {
    renders = 0;
    const renderer: PageRenderer = async () => {
      renders += 1;
      return '<main>rendered</main>';
    };
    app = Fastify();
    await registerWebPages(app, dist.dir, async () => ({ initialDataJson: DATA }), {
      renderer,
      shellAfterMs: 600_000,
    });
    await app.ready();
    return app;
  }

  const get = (server: FastifyInstance, headers: Record<string, string>) =>
    server.inject({ method: 'GET', url: '/courses', headers });

  it('follows Accept-Language, says Content-Language and varies by it and the cookie', async () => {
    const server = await pagesApp();
    const response = await get(server, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    expect(langOf(response.body)).toBe('de');
    expect(response.body.match(/<html\b/g)).toHaveLength(1);
    expect(response.headers['content-language']).toBe('de');
    const vary = String(response.headers.vary).split(/,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
  });

  it('takes the locale cookie over Accept-Language, and English with neither', async () => {
    const server = await pagesApp();
    const chosen = await get(server, { 'accept-language': 'de', cookie: 'currency=EUR; locale=fr' });
    expect(langOf(chosen.body)).toBe('fr');
    expect(chosen.headers['content-language']).toBe('fr');
    const bogus = await get(server, { 'accept-language': 'es', cookie: 'locale=<script>' });
    expect(langOf(bogus.body)).toBe('es');
    expect(langOf((await get(server, {})).body)).toBe('en');
    expect(langOf((await get(server, { 'accept-language': 'ja, *;q=0.5' })).body)).toBe('en');
  });

  it('keeps one rendered page per locale: never another locale’s, in plain or compressed bytes', async () => {
    const server = await pagesApp();
    const de = await get(server, { 'accept-language': 'de' });
    const fr = await get(server, { 'accept-language': 'fr' });
    const deAgain = await get(server, { 'accept-language': 'de' });
    expect([langOf(de.body), langOf(fr.body), langOf(deAgain.body)]).toEqual(['de', 'fr', 'de']);
    // Two locales: two renders; the repeat is the kept page.
    expect(renders).toBe(2);
    expect(de.headers.etag).not.toBe(fr.headers.etag);
    expect(deAgain.headers.etag).toBe(de.headers.etag);

    const zipped = async (language: string) => {
      const response = await get(server, { 'accept-language': language, 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(String(response.headers.vary).split(/,\s*/)).toEqual(
        expect.arrayContaining(['accept-encoding', 'accept-language', 'cookie']),
      );
      return gunzipSync(response.rawPayload).toString();
    };
    expect(langOf(await zipped('es'))).toBe('es');
    expect(langOf(await zipped('de'))).toBe('de');
    expect(langOf(await zipped('es'))).toBe('es');
  });

  it('answers a revalidation with another locale’s ETag with the page, not a 304', async () => {
    const server = await pagesApp();
    const de = await get(server, { 'accept-language': 'de' });
    const fr = await get(server, { 'accept-language': 'fr', 'if-none-match': String(de.headers.etag) });
    expect(fr.statusCode).toBe(200);
    expect(langOf(fr.body)).toBe('fr');
  });
});

describe('withHtmlLang and pageLocale', () => {
  it('sets lang on the html tag, replacing one there and keeping its other attributes', () => {
    expect(withHtmlLang('<!doctype html><html lang="en" data-x="1"><head>', 'de')).toBe(
      '<!doctype html><html lang="de" data-x="1"><head>',
    );
    expect(withHtmlLang('<!doctype html><html lang="en"><head>', 'es')).toBe(
      '<!doctype html><html lang="es"><head>',
    );
  });

  it('reads the cookie among others, and ignores an oversized cookie header', () => {
    expect(pageLocale('a=1; locale=es; b=2', 'de')).toBe('es');
    expect(pageLocale(`x=${'y'.repeat(20_000)}; locale=es`, 'de')).toBe('de');
    expect(pageLocale(undefined, undefined)).toBe('en');
  });
});
