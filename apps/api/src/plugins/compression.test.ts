import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../test/catalogue-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../test/helper.js';
import { fileOf, useWebDist } from '../../test/web-dist.js';
import { COMPRESSION_THRESHOLD } from './compression.js';

/** The identity bytes of an answer, whatever its Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  if (encoding === undefined) return response.rawPayload;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describeEachDatabase('compressed answers', (dialect) => {
  const web = useWebDist();
  const t = useTestApp(dialect, () => ({ WEB_DIST: web.dir }));
  let coursePage = '';

  beforeAll(async () => {
    for (let i = 0; i < 6; i++) await createCourseFixture(t.app, { subtitle: `Subtitle number ${i}` });
    coursePage = `/courses/${(await createCourseFixture(t.app)).slug}`;
  });

  const targets = () => [
    ['a script', web.script, 'application/javascript; charset=utf-8'],
    ['a stylesheet', web.stylesheet, 'text/css; charset=utf-8'],
    ['the home page', '/', 'text/html; charset=utf-8'],
    ['a course page', coursePage, 'text/html; charset=utf-8'],
    ['an API list', '/api/course/list?limit=12', 'application/json; charset=utf-8'],
  ];

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ["Chrome's list", 'gzip, deflate, br, zstd'],
  ])('sends the same bytes compressed (%s) as uncompressed, typed and sized', async (_label, accept) => {
    const expected = accept.includes('br') ? 'br' : 'gzip';
    for (const [label, url, type] of targets()) {
      const plain = await call(t.app, { method: 'GET', url });
      const packed = await call(t.app, { method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(plain.statusCode, label).toBe(200);
      expect(plain.headers['content-encoding'], label).toBeUndefined();
      expect(plain.rawPayload.length, label).toBeGreaterThan(COMPRESSION_THRESHOLD);
      expect(packed.headers['content-encoding'], label).toBe(expected);
      expect(packed.headers['content-type'], label).toBe(type);
      expect(varies(packed) && varies(plain), label).toBe(true);
      expect(packed.rawPayload.length, label).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoded(packed).equals(plain.rawPayload), label).toBe(true);
      if (packed.headers['content-length'] !== undefined) {
        expect(Number(packed.headers['content-length']), label).toBe(packed.rawPayload.length);
      }
    }
  });

  it('sends the files compressed at build time as they are, not compressed again', async () => {
    for (const [suffix, accept] of [
      ['.br', 'br'],
      ['.gz', 'gzip'],
    ]) {
      const response = await call(t.app, {
        method: 'GET',
        url: web.script,
        headers: { 'accept-encoding': accept },
      });
      expect(response.rawPayload.equals(readFileSync(fileOf(web, web.script) + suffix))).toBe(true);
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(response.headers.etag).toBeDefined();
    }
    const plain = await call(t.app, { method: 'GET', url: web.script });
    const br = await call(t.app, { method: 'GET', url: web.script, headers: { 'accept-encoding': 'br' } });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  it('sends identity when the client asks for it or accepts nothing we offer', async () => {
    for (const accept of ['identity', 'deflate', 'zstd', 'br;q=0, gzip;q=0']) {
      const response = await call(t.app, {
        method: 'GET',
        url: web.script,
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.rawPayload.equals(readFileSync(fileOf(web, web.script))), accept).toBe(true);
      const api = await call(t.app, {
        method: 'GET',
        url: '/api/course/list',
        headers: { 'accept-encoding': accept },
      });
      expect(api.headers['content-encoding'], accept).toBeUndefined();
    }
  });

  it('leaves small answers uncompressed', async () => {
    const health = await call(t.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const favicon = await call(t.app, {
      method: 'GET',
      url: web.favicon,
      headers: { 'accept-encoding': 'br' },
    });
    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.body).toContain('<circle');
  });

  it('sends media ranges and whole media files as stored', async () => {
    const bytes = Buffer.from('WEBVTT\n\n'.padEnd(4000, 'x'));
    await t.app.ctx.privateStorage.put('videos/compress-test.en.vtt', bytes, 'text/vtt');
    const url = t.app.ctx.mediaLinks.url('videos/compress-test.en.vtt');
    const whole = await call(t.app, { method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const ranged = await call(t.app, {
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', range: 'bytes=100-1999' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-encoding']).toBeUndefined();
    expect(ranged.headers['content-range']).toBe(`bytes 100-1999/${bytes.length}`);
    expect(ranged.rawPayload.equals(bytes.subarray(100, 2000))).toBe(true);
  });
});
