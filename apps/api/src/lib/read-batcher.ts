import type { Kysely } from 'kysely';
import type { Executor } from '../db/executor.js';
import type { Database } from '../db/schema.js';

interface Batch<Key, Value> {
  keys: Map<string, Key>;
  waiting: Map<string, { resolve: (value: Value | undefined) => void; reject: (error: unknown) => void }[]>;
}

/**
 * Gathers the reads that requests start in one turn of the event loop and runs them as one
 * statement (the DataLoader pattern). A signed-in request's one read is most of what it costs more
 * than an anonymous one, and on PostgreSQL most of a read is the round trip (two system calls and the
 * server's own work), so requests arriving together share one. A batch holds at most `maxBatch`
 * keys; inside a transaction nothing is gathered (the read must see the transaction).
 *
 * `readMany` answers each key's value by `idOf(key)`; `uses` (what the statement is built from) must
 * be the same for every load on one database, as a batch is read with the first load's.
 */
export class ReadBatcher<Key, Value, Uses = undefined> {
  private readonly open = new WeakMap<Kysely<Database>, Batch<Key, Value>>();

  constructor(
    private readonly readMany: (db: Executor, keys: Key[], uses: Uses) => Promise<Map<string, Value>>,
    private readonly idOf: (key: Key) => string,
    private readonly maxBatch = 16,
  ) {}

  load(db: Executor, key: Key, ...[uses]: Uses extends undefined ? [] : [Uses]): Promise<Value | undefined> {
    const id = this.idOf(key);
    if (db.isTransaction) return this.readMany(db, [key], uses as Uses).then((found) => found.get(id));
    let batch = this.open.get(db);
    if (!batch || batch.keys.size >= this.maxBatch) {
      const started: Batch<Key, Value> = { keys: new Map(), waiting: new Map() };
      batch = started;
      this.open.set(db, started);
      setImmediate(() => void this.run(db, started, uses as Uses));
    }
    batch.keys.set(id, key);
    const waiting = batch.waiting.get(id) ?? [];
    batch.waiting.set(id, waiting);
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  private async run(db: Kysely<Database>, batch: Batch<Key, Value>, uses: Uses): Promise<void> {
    if (this.open.get(db) === batch) this.open.delete(db);
    try {
      const found = await this.readMany(db, [...batch.keys.values()], uses);
      for (const [id, waiting] of batch.waiting) for (const { resolve } of waiting) resolve(found.get(id));
    } catch (error) {
      for (const waiting of batch.waiting.values()) for (const { reject } of waiting) reject(error);
    }
  }
}
