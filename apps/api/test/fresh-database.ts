import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, type DialectName, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

/**
 * A database for one test app: an empty SQLite file in its data directory, or on PostgreSQL a
 * database of its own copied from a migrated template, which `dropDatabase` removes. Callers still
 * run `migrateToLatest`: on SQLite it builds the schema, on PostgreSQL it finds nothing to do.
 */
export async function openFreshDatabase(
  dialect: DialectName,
  dataDir: string,
  log: (event: LogEvent) => void,
): Promise<{ database: DatabaseHandle; dropDatabase: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    // A test's file is thrown away: no need to sync every commit (the server's default, FULL) to disk.
    const database = openDatabase({ url: null, dataDir, log, synchronous: 'normal' });
    return { database, dropDatabase: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = await migratedTemplate(url);
  await withClient(url, (client) => client.query(`create database ${name} template ${template}`));
  return {
    database: openDatabase({ url: databaseUrl(url, name), dataDir, log }),
    dropDatabase: () => dropTestDatabase(url, name),
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

/**
 * Drops a test database once its connections are gone. A closed pool's backends exit a moment after
 * its clients said goodbye; forcing them off sooner makes PostgreSQL send those clients a FATAL that
 * surfaces as an uncaught error, so the drop waits (polling) and forces only after five seconds.
 */
async function dropTestDatabase(url: string, name: string): Promise<void> {
  await withClient(url, async (client) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

/** TEST_DATABASE_URL naming another database of the same server. */
function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

const migrationsDir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

/**
 * The templates' prefix: named after the database of TEST_DATABASE_URL, so checkouts testing different
 * migrations on one server at once (each with a database of its own) never drop each other's template.
 */
function templatePrefix(url: string): string {
  const database =
    new URL(url).pathname
      .slice(1)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '') || 'test';
  return `cw_template_${database.slice(0, 20)}_`;
}

/** The template's name: a digest of the migrations, so changing one builds a new template. */
function templateName(url: string): string {
  const digest = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) {
    digest.update(file).update(readFileSync(path.join(migrationsDir, file)));
  }
  return `${templatePrefix(url)}${digest.digest('hex').slice(0, 16)}`;
}

let template: Promise<string> | undefined;

/**
 * The migrated template every PostgreSQL test database is copied from (a copy takes ~0.1 s, running
 * the migrations ~0.8 s, and each suite on PostgreSQL needs one). Built once per server and set of
 * migrations: test processes wait on an advisory lock while one builds it under a temporary name,
 * renamed when complete, so a process that dies half-way leaves no half-migrated template.
 */
function migratedTemplate(url: string): Promise<string> {
  template ??= withClient(url, async (client) => {
    const name = templateName(url);
    await client.query('select pg_advisory_lock(hashtext($1))', ['coursewise-test-template']);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_build`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const database = openDatabase({ url: databaseUrl(url, building), dataDir: tmpdir() });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.destroy();
      }
      await client.query(`alter database ${building} rename to ${name}`);
      // Templates of earlier migrations (of this database's prefix) are of no more use.
      const stale = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 escape '!' and datname <> $2",
        [`${templatePrefix(url).replaceAll('_', '!_')}%`, name],
      );
      for (const { datname } of stale.rows)
        await client.query(`drop database if exists ${datname} with (force)`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', ['coursewise-test-template']);
    }
  });
  return template;
}
