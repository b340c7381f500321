import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { historyQueries } from './purchases.repository.js';

// The history includes refunded purchases, which the partial (live-only) indexes cannot answer: without
// 0042 both statements scanned the whole table (265 ms on seed:large). SQLite plans by the schema alone
// here, so its plan shows which index is used; PostgreSQL's depends on the table's size.
describe('the purchase history query plan (SQLite)', () => {
  const t = useTestApp('sqlite');

  it('reads a learner’s page and count through an index, with no scan nor sort', async () => {
    const queries = historyQueries(t.app.ctx.db, 'someone', 12, 0);
    for (const query of [queries.page, queries.count]) {
      const compiled = query.compile();
      const plan = await t.app.ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((row) => row.detail).join(' | ');
      expect(details).toMatch(/USING (COVERING )?INDEX purchases_user_created/);
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
  });
});
