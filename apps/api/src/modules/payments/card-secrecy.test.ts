import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { openFreshDatabase } from '../../../test/fresh-database.js';
import { describeEachDatabase } from '../../../test/helper.js';
import { CARDS, confirmCard, createdPayment } from '../../../test/payment-factories.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { DialectName } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';

/** Every table's rows as text, to search for what must never be stored. */
async function everyRow(db: Kysely<Database>, dialect: DialectName): Promise<string> {
  const tables =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema()`.execute(db);
  const dumps: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)}`.execute(db);
    dumps.push(`${name}: ${JSON.stringify(rows.rows)}`);
  }
  return dumps.join('\n');
}

describeEachDatabase('card numbers are never kept', (dialect) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const logLines: string[] = [];
  const parameters: string[] = [];

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-cards-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'trace',
    });
    const { database, dropDatabase } = await openFreshDatabase(dialect, dataDir, (event) => {
      parameters.push(JSON.stringify(event.query.parameters));
    });
    await migrateToLatest(database.db);
    app = await buildApp(config, {
      database,
      migrate: false,
      logStream: { write: (line) => logLines.push(line) },
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close?.());

  it('stores and logs only the brand and last four digits, whatever the card did', async () => {
    const learner = await createLearner(app);
    const course = await createCourseFixture(app);
    const payment = await createdPayment(app, learner.token, { courseIds: [course.id], currency: 'USD' });
    const typed = [
      CARDS.declined,
      CARDS.insufficientFunds,
      CARDS.realLooking,
      '4242 4242 4242 4241',
      CARDS.success,
    ];
    for (const card of typed) await confirmCard(app, learner.token, payment.id, card);
    await app.ctx.mailQueue.idle();

    const stored = await everyRow(app.ctx.db, dialect);
    expect(stored).toContain('"cardLast4":"4242"');
    expect(logLines.length).toBeGreaterThan(10);
    const logs = logLines.join('');
    const sent = parameters.join('\n');
    for (const card of typed) {
      const digits = card.replaceAll(' ', '');
      // The sandbox's own refusal names the success card, spaced; what the learner typed must appear nowhere.
      const forms =
        card === CARDS.success ? [digits, digits.slice(0, 12)] : [digits, card, digits.slice(0, 12)];
      for (const form of forms) {
        expect(stored).not.toContain(form);
        expect(logs).not.toContain(form);
        expect(sent).not.toContain(form);
      }
    }
  });
});
