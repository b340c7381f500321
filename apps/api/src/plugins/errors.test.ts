import { request as httpRequest } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLearner, type TestUser } from '../../test/factories.js';
import { call, describeEachDatabase, hugeString, sendRawJson, useTestApp } from '../../test/helper.js';

/** Our refusal shape and nothing of Fastify's: no `statusCode`, `error`, stack, SQL or file path. */
function expectOurRefusal(
  label: string,
  status: number,
  body: string,
  headers: Record<string, unknown>,
  expected: { code: string; message?: string },
) {
  expect(String(headers['content-type']), label).toMatch(/^application\/json/);
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort(), label).toEqual(['code', 'message']);
  expect(parsed.code, label).toBe(expected.code);
  if (expected.message) expect(parsed.message, label).toBe(expected.message);
  expect(typeof parsed.message, label).toBe('string');
  expect(body, label).not.toMatch(/FST_|statusCode|\bat \w|node_modules|\/work\/|select |insert /i);
  expect(status, label).toBeGreaterThanOrEqual(400);
  expect(status, label).toBeLessThan(500);
}

const refusal = (
  label: string,
  response: LightMyRequestResponse,
  status: number,
  code: string,
  message?: string,
) => {
  expect(response.statusCode, label).toBe(status);
  expectOurRefusal(label, response.statusCode, response.body, response.headers, { code, message });
};

const longId = (length: number) => 'a'.repeat(length);

describeEachDatabase('errors raised by Fastify and its parsers', (dialect) => {
  const t = useTestApp(dialect);
  let learner: TestUser;

  beforeAll(async () => {
    learner = await createLearner(t.app);
  });

  it('answers a malformed %-escape in a path parameter with 400 INVALID_URL, on every method', async () => {
    const message = 'The address is not valid: it has a malformed %-escape';
    for (const [method, url] of [
      ['GET', '/api/chapter/details/%ZZ'],
      ['GET', '/api/certification/verify/%E0%A4%A'],
      ['POST', '/api/course/payment/%ZZ/confirm'],
      ['DELETE', '/api/admin/courses/%ZZ'],
    ] as const) {
      const response = await call(t.app, { method, url, token: learner.token, payload: {} });
      refusal(`${method} ${url}`, response, 400, 'INVALID_URL', message);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('answers an address over 8 KiB with 414 URI_TOO_LONG, in a path or a query, API or page', async () => {
    for (const [method, url] of [
      ['GET', `/api/chapter/details/${longId(10_000)}`],
      ['GET', `/api/course/list?search=${longId(10_000)}`],
      ['POST', `/api/course/payment/${longId(10_000)}/confirm`],
      ['GET', `/courses/${longId(10_000)}`],
      ['GET', `/assets/${longId(10_000)}.js`],
    ] as const) {
      const response = await call(t.app, { method, url, token: learner.token, payload: {} });
      refusal(`${method} ${url.slice(0, 40)}`, response, 414, 'URI_TOO_LONG', 'The address is too long');
      // The address is not echoed back.
      expect(response.body.length).toBeLessThan(200);
    }
  });

  it("answers a path parameter over the router's limit with 414 URI_TOO_LONG, not Fastify's body", async () => {
    // A GET falls through to the pages' catch-all; other methods reach the router's own refusal.
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/course/payment/${longId(500)}/confirm`,
      token: learner.token,
      payload: {},
    });
    refusal('a 500-character id', response, 414, 'URI_TOO_LONG', 'The address is too long');
  });

  it('answers JSON that does not parse with 400 INVALID_JSON', async () => {
    for (const raw of ['{"email": "a@example.com", ', '{', '', '{"a":1}}', '\u0000']) {
      const response = await sendRawJson(t.app, { method: 'POST', url: '/api/user/signin', raw });
      refusal(JSON.stringify(raw), response, 400, 'INVALID_JSON', 'The request body is not valid JSON');
    }
  });

  it('answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await sendRawJson(t.app, {
      method: 'POST',
      url: '/api/user/signin',
      raw: JSON.stringify({ email: hugeString(), password: 'x' }),
    });
    refusal('1.1 MB', response, 413, 'PAYLOAD_TOO_LARGE', 'The request is too large');
  });

  it('answers a body of a content type no route parses with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    for (const type of ['application/xml', 'application/x-www-form-urlencoded', 'image/png', 'nonsense']) {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/user/signin',
        payload: '<email>a@example.com</email>',
        headers: { 'content-type': type },
      });
      refusal(type, response, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request as JSON');
    }
  });

  it('answers a body shorter than its Content-Length with 400 BAD_REQUEST', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/signin',
      payload: '{"email":"a@example.com"}',
      headers: { 'content-type': 'application/json', 'content-length': '10' },
    });
    refusal('short body', response, 400, 'BAD_REQUEST');
  });
});

/** One request on a fresh connection to a listening server: status, headers and body as sent on the wire. */
function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

// Node's HTTP parser refuses these before Fastify (or inject) sees a request: only a real server shows them.
describe('errors raised by the HTTP parser, on a listening server [sqlite]', () => {
  const t = useTestApp('sqlite');
  let port = 0;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('answers headers over the server limit with 431 HEADERS_TOO_LARGE in our shape', async () => {
    const response = await rawRequest(port, '/api/health', { 'x-padding': 'a'.repeat(20_000) });
    expect(response.status).toBe(431);
    expectOurRefusal('20 kB header', response.status, response.body, response.headers, {
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a request line over the server limit with 414 URI_TOO_LONG in our shape', async () => {
    for (const path of [
      `/api/chapter/details/${longId(20_000)}`,
      `/api/course/list?search=${longId(20_000)}`,
    ]) {
      const response = await rawRequest(port, path);
      expect(response.status, path.slice(0, 30)).toBe(414);
      expectOurRefusal(path.slice(0, 30), response.status, response.body, response.headers, {
        code: 'URI_TOO_LONG',
        message: 'The address is too long',
      });
    }
  });

  it('answers a 10 kB address and a bad escape on the wire as inject does, and keeps serving', async () => {
    const long = await rawRequest(port, `/api/chapter/details/${longId(10_000)}`);
    expect(long.status).toBe(414);
    expectOurRefusal('10 kB', long.status, long.body, long.headers, { code: 'URI_TOO_LONG' });
    const badEscape = await rawRequest(port, '/api/chapter/details/%ZZ');
    expect(badEscape.status).toBe(400);
    expectOurRefusal('%ZZ', badEscape.status, badEscape.body, badEscape.headers, { code: 'INVALID_URL' });
    const health = await rawRequest(port, '/api/health');
    expect(health.status).toBe(200);
  });
});
