import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DialectName } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { openFreshDatabase } from './fresh-database.js';
import { services, whenAvailable } from './skips.js';

export interface TestApp {
  app: FastifyInstance;
  dialect: DialectName;
  dataDir: string;
  /** Every SQL statement the app has run, in order (tests assert on query counts). */
  queries: string[];
  close(): Promise<void>;
}

/**
 * Runs a suite once per database engine, each with its own fresh app and database: SQLite always,
 * PostgreSQL when TEST_DATABASE_URL is set (else that variant is registered as skipped, with the reason).
 */
export function describeEachDatabase(name: string, suite: (dialect: DialectName) => void): void {
  describeOnDatabase(name, 'sqlite', suite);
  describeOnDatabase(name, 'postgres', suite);
}

/**
 * One engine's half of `describeEachDatabase`, for a long suite split into a file per engine so that
 * the two halves run in parallel workers.
 */
export function describeOnDatabase(
  name: string,
  dialect: DialectName,
  suite: (dialect: DialectName) => void,
): void {
  if (dialect === 'sqlite') describe(`${name} [sqlite]`, () => suite('sqlite'));
  else describe(`${name} [postgres]`, whenAvailable(services.postgres), () => suite('postgres'));
}

/** What a test may pass on to `buildApp`: where log lines go (with `LOG_LEVEL` in `env`). */
export type TestAppOptions = Pick<BuildOptions, 'logStream'>;

export async function buildTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // A page streams its shell when its data takes over this long: on a loaded machine a PostgreSQL
    // read can, which would change the headers a test reads. Tests of streaming set their own.
    PAGE_SHELL_AFTER_MS: '60000',
    // Each app's background jobs in Redis keys of its own: no app takes another's (or another run's) jobs.
    JOB_QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    ...env,
  });
  const queries: string[] = [];
  const { database, dropDatabase } = await openFreshDatabase(dialect, dataDir, (event) => {
    queries.push(event.query.sql);
  });
  let app: FastifyInstance;
  try {
    await migrateToLatest(database.db);
    app = await buildApp(config, { database, migrate: false, logStream: options.logStream });
    await app.ready();
  } catch (error) {
    // Leave no schema or directory behind when the app cannot be built.
    await database.destroy();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    dialect,
    dataDir,
    queries,
    async close() {
      await app.close();
      await database.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suite's app, as `useTestApp` answers it: every field reads the app built for the suite. */
export type SuiteApp = Omit<TestApp, 'close'>;

/**
 * Builds a fresh app and database before the enclosing suite's tests (`beforeAll`) and closes them after
 * (`afterAll`). `env` may be a function when it names something an earlier `beforeAll` starts (a fake
 * Google or SMTP server). Hooks the suite adds later run after the app exists and before it closes.
 */
export function useTestApp(
  dialect: DialectName,
  env: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>) = {},
  options: TestAppOptions = {},
): SuiteApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(dialect, typeof env === 'function' ? await env() : env, options);
  });
  afterAll(async () => {
    await built?.close();
    built = undefined;
  });
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp: the app exists only in the tests and hooks of its suite');
    return built;
  };
  return {
    dialect,
    get app() {
      return current().app;
    },
    get dataDir() {
      return current().dataDir;
    },
    get queries() {
      return current().queries;
    },
  };
}

/** JSON body of a response, typed loosely for assertions. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let ipCounter = 0;
/** A client address no other request in this process has used (rate limits count per address). */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * One request through the app. Each call comes from a fresh client address unless the test names one
 * with `remoteAddress`, so the per-address rate limits only bite in the tests about them.
 */
export function call(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, headers, remoteAddress, ...rest } = options;
  return app.inject({
    ...rest,
    remoteAddress: remoteAddress ?? uniqueIp(),
    headers: { ...headers, ...(token ? { 'x-access-token': token } : {}) },
  });
}

/** The `{message, code, errors?}` body of a refused request. */
export interface ErrorPayload {
  message: string;
  code: string;
  errors?: { path: string; message: string }[];
}

export const errorOf = (response: LightMyRequestResponse): ErrorPayload => response.json() as ErrorPayload;

/** What a refusal tells the user: its message and, when fields are wrong, each field's path and message. */
export type Refusal = Pick<ErrorPayload, 'message' | 'errors'>;

/** The message and field errors of a refused request, without the code: compare it whole with `toEqual`. */
export function refusalOf(response: LightMyRequestResponse): Refusal {
  const { message, errors } = errorOf(response);
  return errors ? { message, errors } : { message };
}

/** The refusal of one wrong field, as the error handler words it. */
export const fieldRefusal = (path: string, message: string, where = ''): Refusal => ({
  message: `${where}${path}: ${message}`,
  errors: [{ path, message }],
});

const notAnObject = fieldRefusal('body', 'must be an object');
/** Bodies that are not a JSON object, sent raw with content-type application/json, and their refusal. */
export const malformedJsonBodies: [label: string, raw: string, refusal: Refusal][] = [
  ['broken JSON', '{"email": "a@example.com", ', { message: 'The request body is not valid JSON' }],
  ['a JSON array', '[{"email":"a@example.com"}]', notAnObject],
  ['a JSON string', '"a@example.com"', notAnObject],
  ['a JSON number', '42', notAnObject],
  ['JSON null', 'null', notAnObject],
];

/** The refusal of a body over the 1 MB limit. */
export const tooLarge: Refusal = { message: 'The request is too large' };

/** Sends `raw` as the body with content-type application/json, whatever it holds. */
export function sendRawJson(
  app: FastifyInstance,
  options: { method: 'POST' | 'PUT' | 'DELETE'; url: string; raw: string; token?: string },
) {
  return call(app, {
    method: options.method,
    url: options.url,
    token: options.token,
    payload: options.raw,
    headers: { 'content-type': 'application/json' },
  });
}

/** A body over the server's 1 MB limit: one huge string field. */
export const hugeString = (length = 1_100_000): string => 'x'.repeat(length);
