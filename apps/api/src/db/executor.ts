import { type Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';
import { type EffectTargets, UnitOfWork } from './unit-of-work.js';

export type { EffectTargets, UnitOfWork };

/**
 * What repositories and writing services take first: the database or a transaction (Kysely's own
 * example does the same), so one service can call others inside a single transaction.
 */
export type Executor = Kysely<Database> | Transaction<Database>;

/** The work of a transaction: it writes through `trx` and declares after-commit effects to `uow`. */
export type TransactionWork<T> = (trx: Transaction<Database>, uow: UnitOfWork) => Promise<T>;

// The unit of work of each transaction this helper opened, so a nested call joins it.
const unitsOfWork = new WeakMap<Transaction<Database>, UnitOfWork>();

/**
 * Runs `work` in a transaction: the caller's when `db` already is one (Kysely cannot nest them), else
 * a new one. A service that must be atomic uses this and so still composes into a larger transaction.
 * With `effects` (`ctx.effects`) the work may declare after-commit effects to its unit of work; they
 * run once the outermost transaction commits (a joining call adds to the outer's list), never after a
 * rollback. The promise settles after they ran, so an answer never leaves before its cache is cleared.
 */
export function inTransaction<T>(db: Executor, work: TransactionWork<T>): Promise<T>;
export function inTransaction<T>(db: Executor, effects: EffectTargets, work: TransactionWork<T>): Promise<T>;
export async function inTransaction<T>(
  db: Executor,
  effectsOrWork: EffectTargets | TransactionWork<T>,
  maybeWork?: TransactionWork<T>,
): Promise<T> {
  const effects = typeof effectsOrWork === 'function' ? null : effectsOrWork;
  const work = typeof effectsOrWork === 'function' ? effectsOrWork : (maybeWork as TransactionWork<T>);
  if (db instanceof Transaction) {
    const outer = unitsOfWork.get(db);
    if (outer) {
      outer.adopt(effects);
      return work(db, outer);
    }
    // Opened around the helper (a raw db.transaction()): nobody would run effects after its commit, so
    // this unit of work has no targets and refuses them; plain atomic work still joins.
    return work(db, new UnitOfWork(db, null));
  }
  let uow: UnitOfWork | undefined;
  const result = await db.transaction().execute((trx) => {
    uow = new UnitOfWork(trx, effects);
    unitsOfWork.set(trx, uow);
    return work(trx, uow);
  });
  await uow?.committed();
  return result;
}
