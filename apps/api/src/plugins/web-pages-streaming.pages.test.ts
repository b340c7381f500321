import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { useWebDist } from '../../test/web-dist.js';
import type { PageHead } from '../modules/seo/page-head.js';
import type { PageRenderer } from './page-render.js';
import { type HeadResolver, registerWebPages, type WebPagesOptions } from './web-app.js';

const DATA = JSON.stringify({
  queries: [{ key: ['courses'], data: { title: 'From the head' } }],
  settings: null,
});
const head: PageHead = { initialDataJson: DATA };
const DATA_SCRIPT = '<script type="application/json" id="coursewise-initial-data">';

/** A bare app with the web pages only, its log lines kept (pino writes one JSON object a line). */
async function pagesApp(dir: string, resolveHead: HeadResolver, options: WebPagesOptions) {
  const logs: { level: number; msg: string; url?: string; err?: { message: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await registerWebPages(app, dir, resolveHead, options);
  await app.ready();
  return { app, logs };
}

describe('server-rendered pages when the render or the data fails them', () => {
  const dist = useWebDist();
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  // Never streamed unless a test asks: the head is ready at once, so this is never reached.
  const noShell = { shellAfterMs: 600_000 };

  it('a render that throws: 200 with the page as built (its data still there), the error logged, and kept so', async () => {
    let calls = 0;
    const renderer: PageRenderer = async () => {
      calls += 1;
      throw new Error('the catalogue exploded');
    };
    const made = await pagesApp(dist.dir, async () => head, { renderer, ...noShell });
    app = made.app;
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject({ method: 'GET', url: '/courses' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('data-rendered');
      expect(response.body).toContain(`${DATA_SCRIPT}${DATA}</script>`);
    }
    // The same data fails alike: the page as built is kept, not rendered again.
    expect(calls).toBe(1);
    const failure = made.logs.find((line) => line.msg.startsWith('server render failed'));
    expect(failure).toMatchObject({ level: 50, url: '/courses', err: { message: 'the catalogue exploded' } });
  });

  it('a render that takes too long: the page for the browser to draw, and the next request tries again', async () => {
    let calls = 0;
    // Never resolves; gives up when told to, as React's prerender does.
    const renderer: PageRenderer = ({ signal }) => {
      calls += 1;
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    };
    const made = await pagesApp(dist.dir, async () => head, { renderer, renderTimeoutMs: 20, ...noShell });
    app = made.app;
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject({ method: 'GET', url: '/courses' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('data-rendered');
      expect(response.body).toContain(DATA_SCRIPT);
    }
    expect(calls).toBe(2);
  });

  describe.each(['gzip', 'br'] as const)('a slow head, asked for with %s', (encoding) => {
    it('sends the document’s start at once, and the rest when the data is read', async () => {
      let release = () => {};
      const read = new Promise<void>((resolve) => {
        release = resolve;
      });
      const resolveHead: HeadResolver = async () => {
        await read;
        return head;
      };
      const renderer: PageRenderer = async () => '<main><h1>Drawn on the server</h1></main>';
      ({ app } = await pagesApp(dist.dir, resolveHead, { renderer, shellAfterMs: 0 }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;

      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get(
            { port, host: '127.0.0.1', path: '/courses', headers: { 'accept-encoding': encoding } },
            resolve,
          )
          .on('error', reject);
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const decoded = response.pipe(encoding === 'br' ? createBrotliDecompress() : createGunzip());
      let text = '';
      let hasEnded = false;
      const ended = new Promise<void>((resolve) => decoded.on('end', resolve));
      ended.then(() => {
        hasEnded = true;
      });
      // The start: as index.html has it up to its head's own tags (its stylesheet may be inlined).
      const start = await new Promise<string>((resolve) => {
        decoded.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes(dist.script) && text.includes(dist.stylesheet)) resolve(text);
        });
      });
      expect(start).toMatch(/^<!doctype html>/);
      expect(start).not.toContain('<div id="root"');
      expect(hasEnded).toBe(false);

      release();
      await ended;
      expect(text.startsWith(start)).toBe(true);
      expect(text).toContain('<div id="root" data-rendered><main><h1>Drawn on the server</h1></main></div>');
      expect(text).toContain(DATA_SCRIPT);
      expect(text.trimEnd()).toMatch(/<\/html>$/);
    });
  });
});
