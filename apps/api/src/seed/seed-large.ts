/**
 * Fills the configured database with synthetic benchmark data:
 *
 *   npm run seed:large -- --courses 10000 --learners 100000
 *
 * Reads DATABASE_URL and DATA_DIR like the server (SQLite under DATA_DIR unless DATABASE_URL names
 * PostgreSQL), runs the migrations, then adds the courses and learners; it never deletes anything, so
 * it can run on top of the demo data. Every generated learner's password is `coursewise-bench`.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { isPostgresUrl, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword } from '../lib/passwords.js';
import { openStorage } from '../lib/storage/open-storage.js';
import { seedLargeDataset } from './large-data.js';
import { storeLargeSeedMedia } from './large-media.js';

const BENCH_PASSWORD = 'coursewise-bench';

/** A mistake in the command line: shown as a message, without a stack trace. */
class UsageError extends Error {}

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 10_000_000) {
    throw new UsageError(`--${name} must be a whole number from 0 to 10,000,000 (got "${raw}")`);
  }
  return value;
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        courses: { type: 'string' },
        learners: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const { values } = parseOptions();
  if (values.help) {
    console.log('Usage: npm run seed:large -- [--courses 10000] [--learners 100000] [--seed 1]');
    return;
  }
  const courses = count('courses', values.courses, 1_000);
  const learners = count('learners', values.learners, 10_000);
  const seed = values.seed === undefined ? undefined : count('seed', values.seed, 1);
  const config = loadConfig();
  const target = isPostgresUrl(config.databaseUrl)
    ? config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')
    : (config.databaseUrl ?? `${config.dataDir}/coursewise.db`);
  console.log(`Seeding ${courses} courses and ${learners} learners into ${target}`);

  const started = performance.now();
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    const [passwordHash, media] = await Promise.all([
      hashPassword(BENCH_PASSWORD),
      storeLargeSeedMedia(openStorage(config)),
    ]);
    const result = await seedLargeDataset(database.db, {
      courses,
      learners,
      passwordHash,
      media,
      seed,
      onProgress: (message) => console.log(`  ${message}`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${result.courses} courses (${result.modules} modules, ${result.chapters} chapters), ` +
        `${result.learners} learners, ${result.purchases} purchases, ${result.reviews} reviews, ` +
        `${result.progress} chapter progress rows, ${result.instructors} instructors, ` +
        `${result.chapterAttempts} chapter quiz attempts, ${result.discussionThreads} discussion threads. Learners sign in with the password "${BENCH_PASSWORD}".`,
    );
    // bench/learning.ts reads this line to sign in as a learner who owns courses.
    if (result.sampleLearner)
      console.log(`Sample learner with courses and progress: ${result.sampleLearner}`);
    // bench/insight.ts reads these.
    console.log(`Bench admin: ${result.adminEmail}`);
    if (result.bigInstructorEmail) console.log(`Biggest instructor: ${result.bigInstructorEmail}`);
    if (result.bestSeller) console.log(`Best-selling course: ${result.bestSeller}`);
    // bench/catalogue.ts reads this: the sample learner reads its 1,000 threads.
    if (result.discussedChapter) console.log(`Discussed chapter: ${result.discussedChapter}`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
