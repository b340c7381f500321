import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/helper.js';
import { services, whenAvailable } from '../../test/skips.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const adminUrl = process.env.TEST_DATABASE_URL as string;
/** Every migration's name, from its file (`0001-accounts.ts` → `0001-accounts`). */
const migrationNames = readdirSync(new URL('../db/migrations/', import.meta.url))
  .filter((file) => /^\d{4}-.+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

/** TEST_DATABASE_URL with its search_path set to `schema`, as an operator would give DATABASE_URL. */
function urlForSchema(schema: string): string {
  const url = new URL(adminUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

// Instances started together on an empty database each run the migrations at start (buildApp):
// Kysely's migrator holds a PostgreSQL advisory lock while it migrates, so one of them does the work
// and the others find it done.
describe(
  'three instances starting at once on an empty PostgreSQL schema',
  whenAvailable(services.postgres),
  () => {
    const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const dataDirs: string[] = [];
    let apps: FastifyInstance[] = [];
    beforeAll(async () => {
      await query(`create schema ${schema}`);
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await query(`drop schema ${schema} cascade`);
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    it('all start, and every migration is applied exactly once', async () => {
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: urlForSchema(schema),
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'silent',
      };
      const configs = Array.from({ length: 3 }, () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-migrate-'));
        dataDirs.push(dataDir);
        return loadConfig({ ...env, DATA_DIR: dataDir });
      });
      const started = await Promise.allSettled(configs.map((config) => buildApp(config)));
      apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

      const applied = await query<{ name: string }>(
        `select name from ${schema}.kysely_migration order by name`,
      );
      expect(applied.map((row) => row.name)).toEqual(migrationNames);
      // Every instance reads and writes the one schema.
      for (const app of apps) {
        await app.ready();
        expect((await call(app, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
      const tables = await query<{ count: number }>(
        `select count(*)::int as count from information_schema.tables where table_schema = '${schema}' and table_name = 'users'`,
      );
      expect(tables).toEqual([{ count: 1 }]);
    });
  },
);
