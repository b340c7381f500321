import { type Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * What repositories and writing services take first: the database or a transaction (Kysely's own
 * example does the same), so one service can call others inside a single transaction.
 */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (Kysely cannot nest them), else
 * a new one. A service that must be atomic uses this and so still composes into a larger transaction.
 */
export function inTransaction<T>(db: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db instanceof Transaction ? work(db) : db.transaction().execute(work);
}
