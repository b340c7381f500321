import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe } from 'vitest';
import { services, whenAvailable } from '../../test/skips.js';
import type { DialectName } from '../db/database.js';

/**
 * The server `npm start` runs (apps/api/dist/main.js, built by `npm run build`, which `npm test` runs
 * first), started as a child process on a data directory and database of its own, and what the
 * resilience tests need around it: its database opened directly, a kill, a restart on the same data.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
export const serverEntry = path.join(root, 'apps/api/dist/main.js');

/** Runs a suite once per engine, like describeEachDatabase, without building an app in this process. */
export function describeEachEngine(name: string, suite: (dialect: DialectName) => void): void {
  describeOnEngine(name, 'sqlite', suite);
  describeOnEngine(name, 'postgres', suite);
}

/** One engine's half of `describeEachEngine`, for a long suite split into a file per engine. */
export function describeOnEngine(
  name: string,
  dialect: DialectName,
  suite: (dialect: DialectName) => void,
): void {
  if (dialect === 'sqlite') describe(`${name} [sqlite]`, () => suite('sqlite'));
  else describe(`${name} [postgres]`, whenAvailable(services.postgres), () => suite('postgres'));
}

/** Rows of a query, the same on both engines: `?` placeholders, snake_case names. */
export type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/**
 * Where a server keeps its data: a temporary DATA_DIR and, on PostgreSQL, a fresh schema in
 * TEST_DATABASE_URL's database that the server selects through its DATABASE_URL.
 */
export interface ServerData {
  dialect: DialectName;
  dataDir: string;
  /** DATABASE_URL for the server ('' = SQLite under DATA_DIR). */
  databaseUrl: string;
  /** The SQLite file (null on PostgreSQL). */
  sqliteFile: string | null;
  /** Runs `use` on a connection of the test's own, closed afterwards. */
  withDatabase<T>(use: (query: Query) => Promise<T>): Promise<T>;
  remove(): Promise<void>;
}

export async function createServerData(dialect: DialectName): Promise<ServerData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-resilience-'));
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'coursewise.db');
    return {
      dialect,
      dataDir,
      databaseUrl: '',
      sqliteFile: file,
      async withDatabase(use) {
        const db = new SQLite(file, { fileMustExist: true });
        try {
          return await use(
            async <T>(sql: string, params: unknown[] = []) => db.prepare(sql).all(...params) as T[],
          );
        } finally {
          db.close();
        }
      },
      async remove() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `r_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dialect,
    dataDir,
    databaseUrl: serverUrl.toString(),
    sqliteFile: null,
    withDatabase: (use) =>
      withClient(serverUrl.toString(), (client) =>
        use(async <T>(sql: string, params: unknown[] = []) => {
          let n = 0;
          const text = sql.replace(/\?/g, () => `$${++n}`);
          return (await client.query(text, params)).rows as T[];
        }),
      ),
    async remove() {
      await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with its code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** kill -9, and wait until it is gone. */
  kill(): Promise<void>;
}

/** A port nothing listens on now (asked of the OS, then released for the server to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The application's variables this process may have set, cleared so that only `env` decides them. */
const APP_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'S3_BUCKET',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'GOOGLE_CLIENT_ID',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'JWT_SECRET',
  'SEED_DEMO',
  'WEB_DIST',
];

/**
 * Starts `node apps/api/dist/main.js` on a free port with `data` and `env`, and waits until
 * `GET /api/health` answers 200 (the seed, when asked, runs before it listens).
 */
export async function startServer(
  data: ServerData,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  for (const name of APP_VARIABLES) delete inherited[name];
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const server: ServerProcess = {
    url,
    child,
    exited,
    output: () => output,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
}

/** After a suite: kill -9 its server if it still runs, then remove the data the server had open. */
export async function killAndRemove(
  server: ServerProcess | undefined,
  data: ServerData | undefined,
): Promise<void> {
  await server?.kill();
  await data?.remove();
}

/** A seeded pseudo-random source (mulberry32): the same seed deals the same delays and orders. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
