import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NotificationEvent, Payment, Session } from '@coursewise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../../test/event-stream.js';
import { STRONG_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { photo } from '../../test/images.js';
import { sharedServices } from '../../test/instances.js';
import { multipart } from '../../test/multipart.js';
import { CARDS, FUTURE_EXPIRY } from '../../test/payment-factories.js';
import { whenAvailable } from '../../test/skips.js';
import {
  createServerData,
  type ServerData,
  type ServerProcess,
  startServer,
} from '../resilience/server-process.js';

// Two real server processes on one PostgreSQL and one Redis (as processes.instances.test.ts starts
// them): a notification written through A reaches the stream of its user connected to B.

async function send<T>(base: string, method: string, url: string, token?: string, payload?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { 'x-access-token': token } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

describe('notifications across two server processes', whenAvailable(sharedServices), () => {
  let data: ServerData | undefined;
  let dataDirB: string | undefined;
  let servers: ServerProcess[] = [];
  let a: string;
  let b: string;
  const admin = { email: uniqueEmail('boss'), password: STRONG_PASSWORD };

  beforeAll(async () => {
    data = await createServerData('postgres');
    dataDirB = mkdtempSync(path.join(tmpdir(), 'coursewise-instance-'));
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://learn.example.test',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
    const first = await startServer(data, env, 45_000);
    servers = [first, await startServer({ ...data, dataDir: dataDirB }, env, 45_000)];
    [a, b] = servers.map((server) => server.url) as [string, string];
  }, 100_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await data?.remove();
    if (dataDirB) rmSync(dataDirB, { recursive: true, force: true });
  }, 30_000);

  /** A learner signed up and verified on `base`, through the dev outbox. */
  async function signUp(base: string): Promise<{ email: string; token: string }> {
    const email = uniqueEmail();
    await send(base, 'POST', '/api/user/signup', undefined, { email, password: STRONG_PASSWORD });
    let code: string | undefined;
    for (let tries = 0; !code && tries < 100; tries += 1) {
      const outbox = await send<{ to: string; text: string }[]>(base, 'GET', '/api/dev/outbox');
      code = outbox.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const session = await send<Session>(base, 'POST', '/api/user/verify-signup', undefined, { email, code });
    return { email, token: session.token };
  }

  it('delivers to the recipient’s stream on B, within a second, a gift paid through A', async () => {
    const token = (await send<Session>(a, 'POST', '/api/user/signin', undefined, admin)).token;
    const adminCall = <T>(method: string, url: string, payload: unknown) =>
      send<T & { id: string }>(a, method, `/api/admin${url}`, token, payload);
    const category = await adminCall('POST', '/categories', { name: `Notify ${Date.now()}` });
    const form = multipart({ area: 'course-image' }, [
      {
        field: 'file',
        filename: 'cover.jpg',
        contentType: 'image/jpeg',
        data: await photo('jpeg', 800, 400),
      },
    ]);
    const uploaded = await fetch(`${a}/api/admin/uploads`, {
      method: 'POST',
      headers: { 'x-access-token': token, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const imageUrl = ((await uploaded.json()) as { data: { url: string } }).data.url;
    const draft = await adminCall('POST', '/courses', {
      title: 'Live bells',
      categoryId: category.id,
      price: 2900,
      imageUrl,
    });
    const module = await adminCall('POST', `/courses/${draft.id}/modules`, { title: 'Basics' });
    await adminCall('POST', `/modules/${module.id}/chapters`, {
      title: 'Intro',
      type: 'text',
      content: '<p>Welcome.</p>',
      durationMinutes: 7,
    });
    await adminCall('PUT', `/courses/${draft.id}`, { published: true });

    const learner = await signUp(b);
    const { ticket } = await send<{ ticket: string }>(
      b,
      'POST',
      '/api/notification/ticket',
      learner.token,
      {},
    );
    const stream: EventStream = await openEventStream(`${b}/api/notification/stream?ticket=${ticket}`);
    expect(stream.status).toBe(200);
    await stream.until((s) => s.comments.includes('connected'));

    const payment = await send<Payment>(a, 'POST', '/api/course/payment', token, {
      courseIds: [draft.id],
      currency: 'USD',
      gift: { email: learner.email },
    });
    await send(a, 'POST', `/api/course/payment/${payment.id}/confirm`, token, {
      cardNumber: CARDS.success,
      expiry: FUTURE_EXPIRY,
      cvc: '123',
    });
    // A answered after its commit and its publish: from here, B has a second.
    const paidAt = Date.now();
    await stream.until((s) => s.events.some((event) => event.event === 'notification'), 1000);
    const waited = Date.now() - paidAt;
    const [event] = stream.events.map((e) => JSON.parse(e.data) as NotificationEvent);
    expect(event?.notification).toMatchObject({ kind: 'gift_received', link: '/gifts/redeem' });
    expect(event?.unread).toBe(1);
    expect(waited).toBeLessThan(1000);
    stream.close();
  });
});
