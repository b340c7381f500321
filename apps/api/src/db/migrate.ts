import { type Kysely, type Migration, Migrator, PostgresAdapter, sql } from 'kysely';
import * as accounts from './migrations/0001-accounts.js';
import * as catalogue from './migrations/0002-catalogue.js';
import * as content from './migrations/0003-content.js';
import * as sortIndexes from './migrations/0004-catalogue-sort-indexes.js';
import * as payments from './migrations/0005-payments.js';
import * as learning from './migrations/0006-learning.js';
import * as assessments from './migrations/0007-assessments.js';
import * as certificates from './migrations/0008-certificates.js';

/** Every migration, in order. Kept static so the bundled server needs no migration folder on disk. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-catalogue': catalogue,
  '0003-content': content,
  '0004-catalogue-sort-indexes': sortIndexes,
  '0005-payments': payments,
  '0006-learning': learning,
  '0007-assessments': assessments,
  '0008-certificates': certificates,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await postgresSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * On PostgreSQL, the schema in use (search_path). Kysely looks for its migration tables in every
 * schema unless told which one, so another schema's tables (a second app or test run in the same
 * database) would make it skip creating its own and then fail.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function postgresSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  return rows[0]?.name;
}
