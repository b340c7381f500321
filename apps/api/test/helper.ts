import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
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
  const { database, dropDatabase } = await openFreshDatabase(dialect, dataDir);
  await migrateToLatest(database.db);
  const app = await buildApp(config, { database, migrate: false });
  await app.ready();
  return {
    app,
    dialect,
    dataDir,
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
): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    return { database: openDatabase({ url: null, dataDir }), dropDatabase: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    database: openDatabase({ url, dataDir, pgSchema: schema }),
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

export function call(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, headers, ...rest } = options;
  return app.inject({ ...rest, headers: { ...headers, ...(token ? { 'x-access-token': token } : {}) } });
}
