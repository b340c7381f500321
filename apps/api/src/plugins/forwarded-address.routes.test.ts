import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLearner, uniqueEmail } from '../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../test/helper.js';
import { rules } from '../lib/rate-limit/rate-limiter.js';
import { saveSettings } from '../modules/settings/settings.service.js';

/**
 * A reverse proxy as nginx runs one (`proxy_add_x_forwarded_for`): it forwards every request to the app
 * and appends the address it saw to whatever X-Forwarded-For the client wrote.
 */
function startProxy(target: () => number): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target(),
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;

/** A forged X-Forwarded-For per request, as a client dodging per-address limits would send. */
const forged = (i: number) => `203.0.113.${i + 1}, 198.51.100.${i + 1}`;

// Issue 19: with TRUST_PROXY=true every hop was believed, so a client chose its own address and
// escaped every per-address limit. One hop is believed now: the address the proxy saw.
describeEachDatabase('client addresses behind a proxy', (dialect) => {
  const t = useTestApp(dialect, { TRUST_PROXY: 'true' });
  let proxy: Server;
  let proxyUrl = '';
  beforeAll(async () => {
    await saveSettings(t.app.ctx.db, { contactEmail: 'team@school.example' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await startProxy(() => portOf(t.app.server));
    proxyUrl = `http://127.0.0.1:${portOf(proxy)}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  const send = async (path: string, body: object, i: number) =>
    (
      await fetch(`${proxyUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged(i) },
        body: JSON.stringify(body),
      })
    ).status;

  it('limits wrong sign-ins by the address the proxy saw, whatever the client forwards', async () => {
    const owner = await createLearner(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < rules.signinAccountIp.limit + 2; i++)
      statuses.push(await send('/api/user/signin', { email: owner.email, password: `guess-${i}` }, i));
    expect(statuses.slice(0, rules.signinAccountIp.limit)).toEqual(
      Array(rules.signinAccountIp.limit).fill(401),
    );
    expect(statuses.slice(rules.signinAccountIp.limit)).toEqual([429, 429]);
  });

  it('limits contact messages by the address the proxy saw', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < rules.contactIp.limit + 3; i++) {
      const message = {
        name: 'Grace',
        email: uniqueEmail(),
        subject: 'Hello',
        message: `A question about group pricing, number ${i}.`,
      };
      statuses.push(await send('/api/contactUs/submit', message, i));
    }
    expect(statuses).toEqual([...Array(rules.contactIp.limit).fill(201), 429, 429, 429]);
  });
});
