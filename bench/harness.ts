/**
 * What every bench shares: the seeded databases, the server pinned to one core, autocannon pinned to
 * the other, and the bare node:http baseline that sends the same bytes.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';
export const APP_PORT = 3900;

export interface Result {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

export interface Engine {
  name: string;
  env: { DATA_DIR: string; DATABASE_URL: string };
}

/** SQLite always; PostgreSQL when BENCH_DATABASE_URL is set. */
export const engines: Engine[] = [
  { name: 'sqlite', env: { DATA_DIR: path.join(root, 'bench/.data/sqlite'), DATABASE_URL: '' } },
  ...(process.env.BENCH_DATABASE_URL
    ? [
        {
          name: 'postgres',
          env: {
            DATA_DIR: path.join(root, 'bench/.data/postgres'),
            DATABASE_URL: process.env.BENCH_DATABASE_URL,
          },
        },
      ]
    : []),
];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Request {
  method?: 'GET' | 'POST';
  token?: string;
  body?: string;
  /** The `accept` header: `text/html` asks for a page rather than an API answer. */
  accept?: string;
  /** `accept-encoding`: what a browser sends (`br, gzip`) has the app compress its answer. */
  acceptEncoding?: string;
}

export interface LoadOptions {
  seconds: string;
  connections: string;
}

/** One autocannon run against `url`, on the load core. */
export function load(url: string, options: LoadOptions, request: Request = {}): Result {
  const out = execFileSync(
    'taskset',
    [
      '-c',
      LOAD_CORE,
      process.execPath,
      path.join(root, 'bench/load.mjs'),
      url,
      options.seconds,
      options.connections,
      request.token ?? '',
      request.method ?? 'GET',
      request.body ?? '',
      request.accept ?? '',
      request.acceptEncoding ?? '',
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as Result;
}

/** The server's environment for an engine. */
export function serverEnv(engine: Engine): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...engine.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
  };
}

const SAMPLE_LINE = /^Sample learner with courses and progress: (\S+)$/m;

/**
 * Fills the engine's database once with `seed:large` (a marker file in DATA_DIR remembers it) and
 * answers the sample learner it named: one who owns several courses and has studied in them.
 */
export function seedOnce(engine: Engine, courses: string, learners: string): string | null {
  mkdirSync(engine.env.DATA_DIR, { recursive: true });
  const marker = path.join(engine.env.DATA_DIR, `seeded-${courses}-${learners}`);
  if (!existsSync(marker)) {
    console.log(`[${engine.name}] seeding ${courses} courses and ${learners} learners…`);
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/seed/seed-large.ts', '--courses', courses, '--learners', learners],
      { cwd: root, env: serverEnv(engine), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    process.stdout.write(output);
    // The seed's named accounts and ids (`Label: value` lines), for the scenarios that sign in as them.
    const named = output.split('\n').filter((line) => /^[A-Z][\w -]+: \S+$/.test(line));
    writeFileSync(marker, `${new Date().toISOString()}\n${named.join('\n')}\n`);
  }
  return SAMPLE_LINE.exec(readFileSync(marker, 'utf8'))?.[1] ?? null;
}

/** A `Label: value` line `seed:large` printed for the engine's data (after `seedOnce`), or null. */
export function seededValue(engine: Engine, courses: string, learners: string, label: string): string | null {
  const marker = path.join(engine.env.DATA_DIR, `seeded-${courses}-${learners}`);
  const line = readFileSync(marker, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${label}: `));
  return line ? line.slice(label.length + 2) : null;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

/** The built server: apps/api/dist/main.js, or BENCH_SERVER (a bundle of its own, beside others' builds). */
const serverEntry = path.resolve(root, process.env.BENCH_SERVER ?? 'apps/api/dist/main.js');

/** Runs `work` against the built server on the server core, then stops it. */
export async function withServer<T>(engine: Engine, work: (base: string) => Promise<T>): Promise<T> {
  const server = spawn(
    'taskset',
    [
      '-c',
      SERVER_CORE,
      process.execPath,
      ...(process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      serverEntry,
    ],
    { cwd: root, env: serverEnv(engine), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${APP_PORT}`;
  try {
    await waitFor(`${base}/api/health`, server);
    return await work(base);
  } finally {
    server.kill('SIGTERM');
    await sleep(500);
  }
}
