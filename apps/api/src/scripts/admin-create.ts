import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { AppError } from '../lib/app-error.js';
import { grantAdmin } from '../modules/account/first-admin.service.js';

const usage =
  'Usage: npm run admin:create -- --email admin@example.com [--password "at least 12 characters"]';

/**
 * `npm run admin:create -- --email … --password …`: creates an admin account, or makes an existing
 * account an admin (and re-enables it; its password is kept). Uses the same DATABASE_URL/DATA_DIR as
 * the server.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.email) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const { outcome } = await grantAdmin(
      database.db,
      { email: values.email, password: values.password ?? null },
      'admin:create',
    );
    const said = {
      created: `Created the admin account ${values.email}.`,
      promoted: `${values.email} is now an admin (its password is unchanged).`,
      'already-admin': `${values.email} is already an admin; nothing changed.`,
    };
    console.log(said[outcome]);
    return 0;
  } finally {
    await database.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof AppError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
