import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CourseDetails, CourseSummary, Paged, Session, Upload } from '@coursewise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { photo } from '../../test/images.js';
import { sharedServices } from '../../test/instances.js';
import { multipart } from '../../test/multipart.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { whenAvailable } from '../../test/skips.js';
import { filesUnder } from '../../test/upload-files.js';
import {
  createServerData,
  type ServerData,
  type ServerProcess,
  startServer,
} from '../resilience/server-process.js';

// Two real server processes (`node apps/api/dist/main.js`) started together as docs/operations.md
// "Running several instances" says: one PostgreSQL schema, one Redis, one S3 bucket (s3rver), one
// JWT_SECRET and PUBLIC_URL, SEED_DEMO off, ADMIN_EMAIL/ADMIN_PASSWORD, a DATA_DIR each. Everything
// goes through HTTP. NODE_ENV stays development (startServer's), for the dev outbox and payments sandbox.

interface Answer {
  status: number;
  body: Buffer;
  type: string | null;
  json<T>(): T;
}

/** One HTTP request to a process; `payload` is sent as JSON unless it is a multipart form. */
async function send(
  base: string,
  method: string,
  url: string,
  options: { token?: string; payload?: unknown; form?: ReturnType<typeof multipart> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = options.token ? { 'x-access-token': options.token } : {};
  let body: Buffer | string | undefined;
  if (options.form) {
    Object.assign(headers, options.form.headers);
    body = options.form.payload;
  } else if (options.payload !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.payload);
  }
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(5_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    body: bytes,
    type: response.headers.get('content-type'),
    json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
  };
}

/** The answer's `data`, after checking its status. */
function dataOf<T>(answer: Answer, status = 200): T {
  expect(answer.status, answer.body.toString('utf8')).toBe(status);
  return answer.json<{ data: T }>().data;
}

/** Polls `check` every 50 ms until it holds; fails after `ms`. Answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The title course/details and course/list answer anonymously (the cached answers) for the course. */
async function titlesOn(base: string, course: { id: string; slug: string }) {
  const details = dataOf<CourseDetails>(await send(base, 'GET', `/api/course/details?slug=${course.slug}`));
  const list = dataOf<Paged<CourseSummary>>(await send(base, 'GET', '/api/course/list?limit=100'));
  return { details: details.title, list: list.items.find((item) => item.id === course.id)?.title };
}

describe('two server processes on one PostgreSQL, Redis and S3 bucket', whenAvailable(sharedServices), () => {
  let s3: TestS3 | undefined;
  let data: ServerData | undefined;
  let dataDirB: string | undefined;
  let servers: ServerProcess[] = [];
  let a: string;
  let b: string;
  const adminLogin = { email: uniqueEmail('boss'), password: STRONG_PASSWORD };

  beforeAll(async () => {
    [s3, data] = await Promise.all([startTestS3(), createServerData('postgres')]);
    dataDirB = mkdtempSync(path.join(tmpdir(), 'coursewise-instance-'));
    const env = {
      ...s3.env,
      REDIS_URL: process.env.TEST_REDIS_URL as string,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://learn.example.test',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: adminLogin.email,
      ADMIN_PASSWORD: adminLogin.password,
    };
    // Both at once on the empty schema: the migrations and the first admin race.
    const started = await Promise.allSettled([
      startServer(data, env, 45_000),
      startServer({ ...data, dataDir: dataDirB }, env, 45_000),
    ]);
    servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
    [a, b] = servers.map((server) => server.url) as [string, string];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await data?.remove();
    if (dataDirB) rmSync(dataDirB, { recursive: true, force: true });
    await s3?.close();
  }, 30_000);

  const signIn = async (base: string, login: { email: string; password: string }) =>
    dataOf<Session>(await send(base, 'POST', '/api/user/signin', { payload: login })).token;

  it('migrated once and made one admin while both started', async () => {
    const rows = await data?.withDatabase((query) =>
      Promise.all([
        query<{ n: string; names: string }>(
          'select count(*) as n, count(distinct name) as names from kysely_migration',
        ),
        query<{ email: string }>("select email from users where role = 'admin'"),
      ]),
    );
    const [[migrations], admins] = rows ?? [[], []];
    expect(Number(migrations?.n)).toBeGreaterThan(0);
    expect(migrations?.n).toBe(migrations?.names);
    expect(admins).toEqual([{ email: adminLogin.email }]);
  });

  let course: { id: string; slug: string };
  let imageUrl: string;

  it('serves from B an image uploaded through A, kept in the bucket and on neither disk', async () => {
    const token = await signIn(a, adminLogin);
    const form = multipart({ area: 'course-image' }, [
      {
        field: 'file',
        filename: 'cover.jpg',
        contentType: 'image/jpeg',
        data: await photo('jpeg', 800, 400),
      },
    ]);
    const upload = dataOf<Upload>(await send(a, 'POST', '/api/admin/uploads', { token, form }), 201);
    imageUrl = upload.url;
    expect(s3?.keys()).toContain(`public/${upload.key}`);
    const [fromA, fromB] = await Promise.all([send(a, 'GET', imageUrl), send(b, 'GET', imageUrl)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.type).toBe('image/webp');
    expect(fromB.body.length).toBeGreaterThan(0);
    expect(fromB.body.equals(fromA.body)).toBe(true);
    for (const dataDir of [data?.dataDir as string, dataDirB as string]) {
      expect([...filesUnder(dataDir, 'uploads'), ...filesUnder(dataDir, 'private')]).toEqual([]);
    }
  });

  it('answers on B, within a second, a course title edited through A', async () => {
    const token = await signIn(a, adminLogin);
    const admin = (method: string, url: string, payload: unknown, status = 200) =>
      send(a, method, `/api/admin${url}`, { token, payload }).then((r) =>
        dataOf<{ id: string; slug: string }>(r, status),
      );
    const category = await admin('POST', '/categories', { name: `Processes ${Date.now()}` }, 201);
    const draft = await admin(
      'POST',
      '/courses',
      { title: 'Before the edit', categoryId: category.id, price: 2900, imageUrl },
      201,
    );
    const module = await admin('POST', `/courses/${draft.id}/modules`, { title: 'Basics' }, 201);
    await admin(
      'POST',
      `/modules/${module.id}/chapters`,
      { title: 'Intro', type: 'text', content: '<p>Welcome.</p>', durationMinutes: 7 },
      201,
    );
    course = await admin('PUT', `/courses/${draft.id}`, { published: true });

    const before = { details: 'Before the edit', list: 'Before the edit' };
    for (const base of [a, b, b]) expect(await titlesOn(base, course)).toEqual(before);
    // B answers from its cache: a change made behind both processes' backs is not seen there.
    await data?.withDatabase((query) =>
      query('update courses set title = ? where id = ?', ['Behind their backs', course.id]),
    );
    expect(await titlesOn(b, course)).toEqual(before);

    await admin('PUT', `/courses/${course.id}`, { title: 'After the edit' });
    const after = { details: 'After the edit', list: 'After the edit' };
    const took = await within(1_000, async () => {
      const seen = await titlesOn(b, course);
      return seen.details === after.details && seen.list === after.list;
    });
    expect(took).toBeLessThanOrEqual(1_000);
    expect(await titlesOn(a, course)).toEqual(after);
  });

  it('refuses on B, within a second, the old token of a learner whose password changed through A', async () => {
    const email = uniqueEmail();
    const password = 'amber-quarry-whistle';
    expect((await send(b, 'POST', '/api/user/signup', { payload: { email, password } })).status).toBe(201);
    let code: string | undefined;
    await within(3_000, async () => {
      const mails = dataOf<{ to: string; text: string }[]>(await send(a, 'GET', '/api/dev/outbox'));
      code = mails.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
      return code !== undefined;
    });
    dataOf<Session>(await send(b, 'POST', '/api/user/verify-signup', { payload: { email, code } }));

    const token = await signIn(a, { email, password });
    // The wishlist reads no account row: only the token check can refuse it. B checks (and keeps) it twice.
    const wishlistOnB = () => send(b, 'GET', '/api/wish/list', { token }).then((r) => r.status);
    expect([await wishlistOnB(), await wishlistOnB()]).toEqual([200, 200]);

    const changed = await send(a, 'POST', '/api/user/change-password', {
      token,
      payload: { currentPassword: password, newPassword: 'copper-meadow-signal' },
    });
    const fresh = dataOf<Session>(changed).token;
    const took = await within(1_000, async () => (await wishlistOnB()) === 401);
    expect(took).toBeLessThanOrEqual(1_000);
    expect((await send(b, 'GET', '/api/wish/list', { token: fresh })).status).toBe(200);
    expect((await send(a, 'GET', '/api/wish/list', { token })).status).toBe(401);
  });

  it('stops both processes on SIGTERM with exit code 0', async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    const exits = await Promise.all(servers.map((server) => server.exited));
    expect(exits, servers.map((server) => server.output()).join('\n')).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
  }, 15_000);
});
