import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper.js';
import { registerSecurityHeaders } from './security-headers.js';

/** The policy pages carry, to the letter. */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com https://js.stripe.com",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self' https://accounts.google.com https://api.stripe.com",
  'frame-src https://accounts.google.com https://js.stripe.com https://hooks.stripe.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWithHeaders(https: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  apps.push(app);
  registerSecurityHeaders(app, { https });
  app.get('/json', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>hi</p>'));
  app.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  app.get('/uploads/*', async (_request, reply) => reply.type('image/webp').send(Buffer.from('RIFF')));
  await app.ready();
  return app;
}

/** Features denied everywhere, and the few kept: payment for us and Stripe's frame, fullscreen for the player. */
const expectedPolicy = {
  accelerometer: '()',
  'browsing-topics': '()',
  camera: '()',
  'display-capture': '()',
  fullscreen: '(self)',
  geolocation: '()',
  gyroscope: '()',
  hid: '()',
  'idle-detection': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '(self "https://js.stripe.com")',
  serial: '()',
  usb: '()',
  'xr-spatial-tracking': '()',
};

const policyOf = (header: unknown): Record<string, string> =>
  Object.fromEntries(
    String(header)
      .split(',')
      .map((part) => part.trim().split('=') as [string, string]),
  );

const cspParts = (header: unknown): string[] =>
  String(header)
    .split(';')
    .map((part) => part.trim());

describe('security headers', () => {
  it.each(['/json', '/page', '/pdf', '/boom', '/absent'])(
    '%s carries the headers every answer has',
    async (url) => {
      const app = await appWithHeaders(false);
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(policyOf(headers['permissions-policy'])).toEqual(expectedPolicy);
    },
  );

  it.each(['/uploads/images/course.webp', '/uploads/absent.webp'])(
    '%s may be embedded by other sites (link previews, badges), under the same policies',
    async (url) => {
      const app = await appWithHeaders(false);
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(policyOf(headers['permissions-policy'])).toEqual(expectedPolicy);
      expect(headers['content-security-policy']).toBeUndefined();
    },
  );

  it('keeps our own images open only at /uploads/', async () => {
    const app = await appWithHeaders(false);
    for (const url of ['/uploadsx/a.webp', '/api/uploads/a.webp', '/page?next=/uploads/a.webp']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('gives HTML pages the content security policy, directive for directive', async () => {
    const app = await appWithHeaders(false);
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.body).toBe('<p>hi</p>');
    expect(cspParts(response.headers['content-security-policy'])).toEqual(cspParts(PAGE_CSP));
  });

  it.each(['/json', '/pdf', '/boom', '/absent'])('sends no content security policy with %s', async (url) => {
    const app = await appWithHeaders(false);
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('sends HSTS only when the site is served over https', async () => {
    const plain = await appWithHeaders(false);
    const secure = await appWithHeaders(true);
    expect(
      (await plain.inject({ method: 'GET', url: '/json' })).headers['strict-transport-security'],
    ).toBeUndefined();
    for (const url of ['/json', '/page']) {
      const response = await secure.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('security headers of the whole app', () => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Coursewise</title>');
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp('sqlite', () => ({ WEB_DIST: webDist }));

  it('opens uploaded images to other sites and keeps pages and the API to our own', async () => {
    await t.app.ctx.storage.put('images/shared.webp', Buffer.from('RIFF0000WEBP'), 'image/webp');
    const image = await t.app.inject({ method: 'GET', url: '/uploads/images/shared.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of ['/courses', '/api/health', '/api/docs/json']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(policyOf(headers['permissions-policy']), url).toEqual(expectedPolicy);
    }
    const page = await t.app.inject({ method: 'GET', url: '/courses' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(cspParts(page.headers['content-security-policy'])).toEqual(cspParts(PAGE_CSP));
  });
});
