import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import type { Executor } from '../db/executor.js';
import { ReadBatcher } from './read-batcher.js';

describe('ReadBatcher', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-batcher-'));
  const { db, destroy } = openDatabase({ url: null, dataDir });
  afterAll(async () => {
    await destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A reader over a fixed table that records each statement's keys (and whether it ran in a transaction). */
  function reader(table: Record<string, number>, maxBatch?: number, fail = false) {
    const calls: { keys: string[]; inTransaction: boolean }[] = [];
    const batcher = new ReadBatcher(
      async (executor: Executor, keys: string[]) => {
        calls.push({ keys, inTransaction: executor.isTransaction });
        if (fail) throw new Error('the database is down');
        return new Map(keys.filter((key) => key in table).map((key) => [key, table[key] as number]));
      },
      (key) => key,
      maxBatch,
    );
    return { batcher, calls };
  }

  it('reads the keys loaded in one turn with one call, each load getting its own value', async () => {
    const { batcher, calls } = reader({ a: 1, b: 2, c: 3 });
    const values = await Promise.all(['a', 'b', 'a', 'missing', 'c'].map((key) => batcher.load(db, key)));
    expect(values).toEqual([1, 2, 1, undefined, 3]);
    expect(calls).toEqual([{ keys: ['a', 'b', 'missing', 'c'], inTransaction: false }]);
  });

  it('starts another statement past maxBatch keys, and in a later turn', async () => {
    const { batcher, calls } = reader({ a: 1, b: 2, c: 3 }, 2);
    expect(await Promise.all(['a', 'b', 'c'].map((key) => batcher.load(db, key)))).toEqual([1, 2, 3]);
    expect(await batcher.load(db, 'a')).toBe(1);
    expect(calls.map((call) => call.keys)).toEqual([['a', 'b'], ['c'], ['a']]);
  });

  it('fails every load of a batch whose read fails', async () => {
    const { batcher } = reader({ a: 1 }, undefined, true);
    const loads = ['a', 'b'].map((key) => batcher.load(db, key));
    for (const load of loads) await expect(load).rejects.toThrow('the database is down');
  });

  it('reads at once, alone, inside a transaction', async () => {
    const { batcher, calls } = reader({ a: 1, b: 2 });
    const values = await db
      .transaction()
      .execute((trx) => Promise.all([batcher.load(trx, 'a'), batcher.load(trx, 'b')]));
    expect(values).toEqual([1, 2]);
    expect(calls).toEqual([
      { keys: ['a'], inTransaction: true },
      { keys: ['b'], inTransaction: true },
    ]);
  });
});
