import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatViolation, readSourceTree, type SourceFile } from '../test/module-boundaries.js';
import {
  checkTableOwnership,
  databaseTables,
  foreignTableExceptions,
  unusedExceptions,
} from '../test/table-ownership.js';
import { tableOwners } from './db/schema.js';

const check = (files: SourceFile[], exceptions = {}) =>
  checkTableOwnership(files, exceptions).map(formatViolation);

describe('table ownership in apps/api/src', () => {
  const files = readSourceTree(fileURLToPath(new URL('.', import.meta.url)));

  it('gives every table of the Database interface one owner, a module or the shared db folder', () => {
    const schema = readFileSync(fileURLToPath(new URL('./db/schema.ts', import.meta.url)), 'utf8');
    const tables = databaseTables(schema);
    expect(tables.length).toBeGreaterThan(30);
    expect(Object.keys(tableOwners).sort()).toEqual([...tables].sort());
    const modules = readdirSync(fileURLToPath(new URL('./modules', import.meta.url)));
    const owners = new Set<string>(Object.values(tableOwners));
    expect([...owners].filter((owner) => owner !== 'db' && !modules.includes(owner))).toEqual([]);
  });

  it('holds: a module’s SQL names only its own tables, apart from the listed exceptions', () => {
    expect(checkTableOwnership(files).map(formatViolation)).toEqual([]);
  });

  it('lists only exceptions the code still needs, each with a reason', () => {
    expect(unusedExceptions(files)).toEqual([]);
    for (const reason of Object.values(foreignTableExceptions)) expect(reason.length).toBeGreaterThan(20);
  });
});

describe('the table-ownership checker', () => {
  it('reports a planted foreign join, insert and column reference, naming the table’s owner', () => {
    const text = [
      'export const list = (db) =>',
      "  db.selectFrom('wishlistItems').innerJoin('courses as c', 'c.id', 'wishlistItems.courseId')",
      "    .select(['wishlistItems.courseId', 'users.email as email']);",
      "export const buy = (trx) => trx.insertInto('purchases').values({}).execute();",
    ].join('\n');
    expect(check([{ path: 'modules/wishlist/wishlist.repository.ts', text }])).toEqual([
      "modules/wishlist/wishlist.repository.ts: foreign-table: names the courses table (innerJoin('courses as c')), which belongs to the courses module",
      "modules/wishlist/wishlist.repository.ts: foreign-table: names the users table ('users.email as email'), which belongs to the account module",
      "modules/wishlist/wishlist.repository.ts: foreign-table: names the purchases table (insertInto('purchases')), which belongs to the purchases module",
    ]);
  });

  it('reads raw SQL, arrays of tables, updates and deletes', () => {
    const text = [
      "import { sql } from 'kysely';",
      "export const a = (db) => db.selectFrom(['cartItems', 'chapterProgress']).where(sql`payments.id = 1`);",
      "export const b = (db) => db.updateTable('siteSettings').set({});",
      "export const c = (db) => db.deleteFrom('auditLog');",
    ].join('\n');
    expect(check([{ path: 'modules/cart/cart.repository.ts', text }])).toEqual([
      "modules/cart/cart.repository.ts: foreign-table: names the chapterProgress table (selectFrom('chapterProgress')), which belongs to the learning module",
      'modules/cart/cart.repository.ts: foreign-table: names the payments table (sql`… payments. …`), which belongs to the payments module',
      "modules/cart/cart.repository.ts: foreign-table: names the siteSettings table (updateTable('siteSettings')), which belongs to the settings module",
      "modules/cart/cart.repository.ts: foreign-table: names the auditLog table (deleteFrom('auditLog')), which belongs to the audit module",
    ]);
  });

  it('accepts the owner, test files, files outside modules and listed exceptions (by module or file)', () => {
    const join =
      "export const x = (db) => db.selectFrom('reviews').innerJoin('users', 'users.id', 'reviews.userId');";
    const files = [
      { path: 'modules/reviews/reviews.repository.ts', text: join },
      { path: 'modules/reviews/reviews.admin.repository.ts', text: join },
      { path: 'modules/wishlist/wishlist.routes.test.ts', text: join },
      { path: 'seed/seed-demo.ts', text: join },
      { path: 'modules/account/account.repository.ts', text: "db.selectFrom('users')" },
    ];
    expect(check(files, { 'modules/reviews/reviews.repository.ts -> users': 'the one join' })).toEqual([
      "modules/reviews/reviews.admin.repository.ts: foreign-table: names the users table (innerJoin('users')), which belongs to the account module",
    ]);
    expect(check(files, { 'reviews -> users': 'the whole module' })).toEqual([]);
    expect(unusedExceptions(files, { 'reviews -> users': 'used', 'cart -> courses': 'unused' })).toEqual([
      'cart -> courses',
    ]);
  });
});
