import { randomBytes } from 'node:crypto';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, type DialectName, openDatabase } from '../src/db/database.js';

/**
 * An empty database for one test app: a SQLite file in its data directory, or a schema of its own in
 * TEST_DATABASE_URL's PostgreSQL, which `dropDatabase` removes.
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
