import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statements.js';

describe('SQLite statement cache', () => {
  it('prepares each statement once and keeps at most `max`, dropping the least recently used', () => {
    const raw = new SQLite(':memory:');
    let prepared = 0;
    const counting = {
      close: () => raw.close(),
      prepare: (sql: string) => {
        prepared += 1;
        return raw.prepare(sql);
      },
    };
    const db = withStatementCache(counting, 2);
    db.prepare('create table t (n integer)').run([]);
    const insert = db.prepare('insert into t (n) values (?)');
    insert.run([1]);
    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    db.prepare('insert into t (n) values (?)').run([2]);
    expect(db.prepare('select n from t order by n').all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(prepared).toBe(3);
    // The create statement was used least recently and has been dropped; the insert is still kept.
    db.prepare('insert into t (n) values (?)');
    db.prepare('create table u (n integer)');
    expect(prepared).toBe(4);
    db.prepare('select n from t order by n');
    expect(prepared).toBe(5);
    db.close();
  });
});
