import { type Kysely, type Migration, Migrator } from 'kysely';
import * as accounts from './migrations/0001-accounts.js';
import * as catalogue from './migrations/0002-catalogue.js';
import * as content from './migrations/0003-content.js';

/** Every migration, in order. Kept static so the bundled server needs no migration folder on disk. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-catalogue': catalogue,
  '0003-content': content,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
