import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../../test/helper.js';
import { listWindow, pagedOf, pageOf } from './admin-list.js';
import { AppError } from './app-error.js';

/**
 * The admin lists' one shape on both engines, on rows of its own (number sequences named with a prefix
 * no other test uses): what the route tests do not reach — a page past the end, the total under a
 * filter, ties broken by the id so pages neither overlap nor skip.
 */
describeEachDatabase('pageOf', (dialect) => {
  const t = useTestApp(dialect);
  const prefix = 'admin-list-';
  // Values with ties (two 3s, two 5s), so the name must break them.
  const values = { a: 3, b: 5, c: 1, d: 5, e: 3, f: 8 };

  beforeAll(async () => {
    await t.app.ctx.db
      .insertInto('numberSequences')
      .values(Object.entries(values).map(([name, value]) => ({ name: `${prefix}${name}`, value })))
      .execute();
  });

  const listAtLeast = (least: number, limit: number, offset: number) =>
    pageOf(
      t.app.ctx.db
        .selectFrom('numberSequences')
        .where('name', 'like', `${prefix}%`)
        .where('value', '>=', least),
      (query) => query.select(['name', 'value']).orderBy('value', 'desc').orderBy('name', 'desc'),
      { limit, offset },
    );

  it('counts every row the filter matches, as a number, whatever the page holds', async () => {
    const page = await listAtLeast(3, 2, 0);
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.name)).toEqual([`${prefix}f`, `${prefix}d`]);
  });

  it('answers pages in order with ties broken, none overlapping, together the whole filtered list', async () => {
    const names: string[] = [];
    for (let offset = 0; offset < 5; offset += 2) {
      const page = await listAtLeast(3, 2, offset);
      expect(page.total).toBe(5);
      names.push(...page.rows.map((row) => row.name.slice(prefix.length)));
    }
    expect(names).toEqual(['f', 'd', 'b', 'e', 'a']);
  });

  it('answers no rows and still the whole total for a page past the end', async () => {
    expect(await listAtLeast(3, 2, 40)).toEqual({ rows: [], total: 5 });
  });

  it('counts right when the filtered query already selects a column', async () => {
    const page = await pageOf(
      t.app.ctx.db.selectFrom('numberSequences').select('name').where('name', 'like', `${prefix}%`),
      (query) => query.orderBy('name'),
      { limit: 1, offset: 0 },
    );
    expect(page).toEqual({ rows: [{ name: `${prefix}a` }], total: 6 });
  });

  it('answers no rows and a total of 0 when nothing matches', async () => {
    expect(await listAtLeast(100, 20, 0)).toEqual({ rows: [], total: 0 });
  });
});

describe('listWindow', () => {
  const columns = { created: 'users.createdAt', email: 'users.email' } as const;

  it('reads an empty query as the first page of 20, by the first column, in the fallback order', () => {
    expect(listWindow({}, columns)).toEqual({
      page: 1,
      limit: 20,
      offset: 0,
      sort: { column: 'users.createdAt', order: 'desc' },
    });
    expect(listWindow({}, columns, 'asc').sort.order).toBe('asc');
  });

  it("places the page's offset and takes the asked column and order", () => {
    expect(listWindow({ page: 3, limit: 7, sort: 'email', order: 'asc' }, columns)).toEqual({
      page: 3,
      limit: 7,
      offset: 14,
      sort: { column: 'users.email', order: 'asc' },
    });
  });

  it('refuses a sort the list does not offer with a 400 naming the ones it does', () => {
    const refusal = (() => {
      try {
        listWindow({ sort: 'createdAt' }, columns);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 400,
      message: 'sort must be one of: created, email',
      errors: [{ path: 'sort', message: 'must be one of: created, email' }],
    });
  });

  it('answers the page it read with the items and total', () => {
    const window = listWindow({ page: 2, limit: 5 }, columns);
    expect(pagedOf(window, ['x'], 6)).toEqual({ items: ['x'], page: 2, limit: 5, total: 6 });
  });
});
