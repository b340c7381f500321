import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.js';

/** The policy pages carried before helmet, to the letter: the move to helmet must not change it. */
const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com https://js.stripe.com",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "connect-src 'self' https://accounts.google.com https://api.stripe.com",
  'frame-src https://accounts.google.com https://js.stripe.com https://hooks.stripe.com',
  "object-src 'none'",
  "base-uri 'self'",
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
  await app.ready();
  return app;
}

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
      expect(headers['cross-origin-resource-policy']).toBeUndefined();
    },
  );

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
