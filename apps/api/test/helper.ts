import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type DatabaseHandle, type DialectName, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

export interface TestApp {
  app: FastifyInstance;
  dialect: DialectName;
  dataDir: string;
  /** Every SQL statement the app has run, in order (tests assert on query counts). */
  queries: string[];
  close(): Promise<void>;
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const dialects = (): DialectName[] =>
  process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Runs a suite once per database engine, each with its own fresh app and database. */
export function describeEachDatabase(name: string, suite: (dialect: DialectName) => void): void {
  for (const dialect of dialects()) describe(`${name} [${dialect}]`, () => suite(dialect));
}

export async function buildTestApp(dialect: DialectName, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const queries: string[] = [];
  const { database, dropDatabase } = await openFreshDatabase(dialect, dataDir, (event) => {
    queries.push(event.query.sql);
  });
  let app: FastifyInstance;
  try {
    await migrateToLatest(database.db);
    app = await buildApp(config, { database, migrate: false });
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

async function openFreshDatabase(
  dialect: DialectName,
  dataDir: string,
  log: (event: LogEvent) => void,
): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    return { database: openDatabase({ url: null, dataDir, log }), dropDatabase: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    database: openDatabase({ url, dataDir, pgSchema: schema, log }),
    dropDatabase: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
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

/** Bodies that are not a JSON object, sent raw with content-type application/json. */
export const malformedJsonBodies: [label: string, raw: string][] = [
  ['broken JSON', '{"email": "a@example.com", '],
  ['a JSON array', '[{"email":"a@example.com"}]'],
  ['a JSON string', '"a@example.com"'],
  ['a JSON number', '42'],
  ['JSON null', 'null'],
];

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
