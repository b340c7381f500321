import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { withNamedStatements } from '../lib/pg-named-statements.js';
import { isTemplateStatement } from '../lib/query-template.js';
import { withStatementCache } from '../lib/sqlite-statements.js';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`, `sqlite:path`/`file:path`, or null for DATA_DIR/coursewise.db. */
  url: string | null;
  dataDir: string;
  /** PostgreSQL schema to use (tests get a fresh one each). */
  pgSchema?: string;
  /**
   * SQLite's `synchronous` (default `full`: every commit is on disk before it is acknowledged, through
   * a power cut too; see docs/decisions.md). Test databases, thrown away after the run, take `normal`.
   */
  synchronous?: 'full' | 'normal';
  log?: (event: LogEvent) => void;
}

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export function isPostgresUrl(url: string | null): url is string {
  return url !== null && /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (isPostgresUrl(options.url)) {
    // Timestamps come back as ISO strings and counts as numbers, the same as on SQLite.
    const types = {
      getTypeParser(oid: number, format?: 'text' | 'binary') {
        if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
        if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      },
    };
    const pool = new pg.Pool({
      connectionString: options.url,
      types,
      max: 10,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    });
    const dialect = new PostgresDialect({ pool: withNamedStatements(pool, isTemplateStatement) });
    const db = new Kysely<Database>({ dialect, plugins, log: options.log });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }

  const file = sqliteFile(options);
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL: readers never wait for the writer. FULL syncs the WAL at each commit (NORMAL only at
  // checkpoints: safe from a killed process, but a power cut may take the last commits, payments too).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
    log: options.log,
  });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

function sqliteFile({ url, dataDir }: DatabaseOptions): string {
  if (url === null) return path.join(dataDir, 'coursewise.db');
  const rest = url.replace(/^(sqlite|file):(\/\/)?/, '');
  return rest === ':memory:' ? rest : path.resolve(rest);
}
