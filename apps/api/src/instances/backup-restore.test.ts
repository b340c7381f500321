import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Purchase, Upload } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin-factories.js';
import { createCourseFixture } from '../../test/catalogue-factories.js';
import { createLearner, signin } from '../../test/factories.js';
import { call } from '../../test/helper.js';
import { photo } from '../../test/images.js';
import { multipart } from '../../test/multipart.js';
import { buyCourses } from '../../test/payment-factories.js';
import { services, whenAvailable } from '../../test/skips.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const operations = readFileSync(new URL('../../../../docs/operations.md', import.meta.url), 'utf8');

/** The shell block docs/operations.md marks `<!-- tested: name -->`, as a reader would copy it. */
function documented(name: string): string {
  const block = new RegExp(`<!-- tested: ${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(operations)?.[1];
  if (!block) throw new Error(`docs/operations.md has no block "${name}"`);
  return block;
}

/** Runs a documented block with bash (stopping at the first failing command) and these variables. */
function run(name: string, variables: Record<string, string>): void {
  execFileSync('bash', ['-euo', 'pipefail', '-c', documented(name)], {
    env: { ...process.env, ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Whether the commands a recipe runs are installed; its suite is skipped, with the reason, without them. */
function commands(...names: string[]) {
  const missing = names.filter((name) => {
    try {
      execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  return {
    isAvailable: missing.length === 0,
    reason: `the commands ${names.join(', ')} (missing: ${missing.join(', ')})`,
  };
}

const temporary = (label: string) => mkdtempSync(path.join(tmpdir(), `coursewise-${label}-`));

interface Engine {
  /** DATABASE_URL of the running app (unset: SQLite in DATA_DIR). */
  databaseUrl: string | null;
  backup(variables: Record<string, string>): void;
  /** Restores the database backup; answers the DATABASE_URL of the copy (null: SQLite in NEW_DATA_DIR). */
  restore(variables: Record<string, string>): string | null;
}

/** The stored data the restore must bring back, made through the API of the running app. */
async function fillWithData(app: FastifyInstance) {
  const learner = await createLearner(app);
  const course = await createCourseFixture(app, { title: 'Backed-up course' });
  await buyCourses(app, learner.token, [course.id]);
  const admin = await createAdmin(app);
  const uploaded = await call(app, {
    method: 'POST',
    url: '/api/admin/uploads',
    token: admin.token,
    ...multipart({ area: 'course-image' }, [
      {
        field: 'file',
        filename: 'cover.jpg',
        contentType: 'image/jpeg',
        data: await photo('jpeg', 640, 360),
      },
    ]),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const image = uploaded.json<{ data: Upload }>().data.url;
  const stored = (await call(app, { method: 'GET', url: image })).rawPayload;
  return { learner, course, image, stored };
}

function backupAndRestoreSuite(engine: () => Engine) {
  const jwtSecret = randomBytes(32).toString('hex');
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const start = async (dataDir: string, databaseUrl: string | null) => {
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'silent',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      }),
    );
    cleanups.push(() => app.close());
    await app.ready();
    return app;
  };

  it('brings back accounts, purchases and uploads with the documented commands, taken while running', async () => {
    const { databaseUrl, backup, restore } = engine();
    const [dataDir, backupDir, newDataDir] = [temporary('data'), temporary('backup'), temporary('restored')];
    cleanups.push(() => {
      for (const dir of [dataDir, backupDir, newDataDir]) rmSync(dir, { recursive: true, force: true });
    });
    const running = await start(dataDir, databaseUrl);
    const { learner, course, image, stored } = await fillWithData(running);

    const variables = {
      DATA_DIR: dataDir,
      BACKUP_DIR: path.join(backupDir, 'nightly'),
      NEW_DATA_DIR: newDataDir,
    };
    backup(variables);
    run('files-backup', variables);
    const later = await createLearner(running); // after the backup: not in it
    run('files-restore', variables);
    const restored = await start(newDataDir, restore(variables));

    const signedIn = await signin(restored, learner.email, learner.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json<{ data: { token: string } }>().data.token;
    const purchases = await call(restored, { method: 'GET', url: '/api/purchase/list', token });
    expect(purchases.statusCode).toBe(200);
    expect(purchases.json<{ data: { items: Purchase[] } }>().data.items).toMatchObject([
      { course: { id: course.id, title: 'Backed-up course' } },
    ]);
    const served = await call(restored, { method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(stored);
    expect((await signin(restored, later.email, later.password)).statusCode).toBe(401);
  });
}

describe('backup and restore [sqlite]', whenAvailable(commands('sqlite3', 'tar')), () => {
  backupAndRestoreSuite(() => ({
    databaseUrl: null,
    backup: (variables) => run('sqlite-backup', variables),
    restore: (variables) => {
      run('sqlite-restore', variables);
      return null;
    },
  }));
});

const postgresTools = commands('pg_dump', 'pg_restore', 'createdb', 'tar');
describe(
  'backup and restore [postgres]',
  whenAvailable({
    isAvailable: services.postgres.isAvailable && postgresTools.isAvailable,
    reason: services.postgres.isAvailable ? postgresTools.reason : services.postgres.reason,
  }),
  () => {
    const server = process.env.TEST_DATABASE_URL as string;
    const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const [source, copy] = [`cw_backup_${suffix}`, `cw_restore_${suffix}`];
    const urlOf = (database: string) =>
      Object.assign(new URL(server), { pathname: `/${database}` }).toString();
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    beforeAll(() => admin(`create database ${source}`));
    afterAll(async () => {
      await admin(`drop database if exists ${copy} with (force)`);
      await admin(`drop database if exists ${source} with (force)`);
    });

    backupAndRestoreSuite(() => ({
      databaseUrl: urlOf(source),
      backup: (variables) => run('postgres-backup', { ...variables, DATABASE_URL: urlOf(source) }),
      restore: (variables) => {
        run('postgres-restore', {
          ...variables,
          DATABASE_URL: urlOf(source),
          RESTORE_DB: copy,
          RESTORE_URL: urlOf(copy),
        });
        return urlOf(copy);
      },
    }));
  },
);
