import { describe, expect, it } from 'vitest';
import { LocalRevocationChannel, type TokenVersion } from './revocation-channel.js';
import { TokenVersionCache } from './version-cache.js';

/** A users table in memory, counting reads; `hold()` makes the next reads wait until released. */
function fakeTable(initial: Record<string, TokenVersion>) {
  const rows = new Map(Object.entries(initial));
  let held: Promise<void> | null = null;
  let release = () => {};
  const table = {
    rows,
    reads: 0,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
    async read(userId: string): Promise<TokenVersion> {
      table.reads += 1;
      const answer = rows.get(userId) ?? null; // read now, answered later: a read in flight
      if (held) await held;
      return answer;
    },
  };
  return table;
}

const cacheOf = (table: ReturnType<typeof fakeTable>, options = {}) =>
  new TokenVersionCache((id) => table.read(id), new LocalRevocationChannel(), options);

describe('token version cache', () => {
  it('reads a user once, then answers from memory', async () => {
    const table = fakeTable({ ada: 2 });
    const cache = cacheOf(table);
    expect(await cache.isCurrent('ada', 2)).toBe(true);
    expect(cache.isCurrent('ada', 2)).toBe(true);
    expect(cache.isCurrent('ada', 1)).toBe(false);
    expect(table.reads).toBe(1);
  });

  it('makes one read for many concurrent requests of one user', async () => {
    const table = fakeTable({ ada: 0 });
    const cache = cacheOf(table);
    const release = table.hold();
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.isCurrent('ada', 0)));
    release();
    expect(await answers).toEqual(Array(20).fill(true));
    expect(table.reads).toBe(1);
  });

  it('refuses older tokens at once after a revocation, without reading', async () => {
    const table = fakeTable({ ada: 0 });
    const cache = cacheOf(table);
    await cache.isCurrent('ada', 0);
    table.rows.set('ada', 1);
    await cache.revoke('ada', 1);
    expect(cache.isCurrent('ada', 0)).toBe(false);
    expect(cache.isCurrent('ada', 1)).toBe(true);
    expect(table.reads).toBe(1);
  });

  it('keeps a revocation that arrives while an older read is in flight', async () => {
    const table = fakeTable({ ada: 4 });
    const cache = cacheOf(table);
    const release = table.hold();
    const inFlight = cache.isCurrent('ada', 4);
    await cache.revoke('ada', 5); // the read already saw 4
    release();
    expect(await inFlight).toBe(false);
    expect(cache.isCurrent('ada', 4)).toBe(false);
    expect(cache.isCurrent('ada', 5)).toBe(true);
  });

  it('reads again when a token is newer than the version it knows', async () => {
    const table = fakeTable({ ada: 0 });
    const cache = cacheOf(table);
    await cache.isCurrent('ada', 0);
    table.rows.set('ada', 1); // changed by another instance whose message has not arrived yet
    expect(await cache.isCurrent('ada', 1)).toBe(true);
    expect(cache.isCurrent('ada', 0)).toBe(false);
    expect(table.reads).toBe(2);
  });

  it('refuses every token of a deleted account, even a newer one, without reading', async () => {
    const table = fakeTable({ ada: 0 });
    const cache = cacheOf(table);
    await cache.isCurrent('ada', 0);
    await cache.revoke('ada', null);
    expect(cache.isCurrent('ada', 0)).toBe(false);
    expect(cache.isCurrent('ada', 9)).toBe(false);
    expect(await cache.isCurrent('nobody', 0)).toBe(false);
    expect(table.reads).toBe(2);
  });

  it('does not store a read that began before the cache was cleared', async () => {
    const table = fakeTable({ ada: 0 });
    const cache = cacheOf(table);
    const release = table.hold();
    const inFlight = cache.isCurrent('ada', 0);
    cache.clear();
    release();
    expect(await inFlight).toBe(true);
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries users, dropping the least recently used', async () => {
    const table = fakeTable({ a: 0, b: 0, c: 0 });
    const cache = cacheOf(table, { maxEntries: 2 });
    await cache.isCurrent('a', 0);
    await cache.isCurrent('b', 0);
    cache.isCurrent('a', 0); // a is now the most recently used
    await cache.isCurrent('c', 0);
    expect(cache.size).toBe(2);
    const reads = table.reads;
    expect(cache.isCurrent('a', 0)).toBe(true);
    expect(await cache.isCurrent('b', 0)).toBe(true);
    expect(table.reads).toBe(reads + 1);
  });

  it('reads an entry again once it has expired', async () => {
    const table = fakeTable({ ada: 0 });
    const cache = cacheOf(table, { ttlMs: 20 });
    await cache.isCurrent('ada', 0);
    table.rows.set('ada', 3);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.isCurrent('ada', 0)).toBe(false);
    expect(table.reads).toBe(2);
  });
});
