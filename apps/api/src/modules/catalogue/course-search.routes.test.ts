import type { CourseSummary, Paged } from '@coursewise/contract';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';

// Words chosen so that each course matches "harbour" in a different field, or several times.
const courses = [
  { title: 'Knots and ropes', subtitle: 'Tying things', description: '<p>A harbour is mentioned once.</p>' },
  { title: 'Harbour pilots', subtitle: 'Steering ships in', description: '<p>Tides.</p>' },
  { title: 'Lighthouses', subtitle: 'Guarding the harbour mouth', description: '<p>Lamps.</p>' },
  {
    title: 'Harbour walls',
    subtitle: 'Harbour engineering',
    description: '<p>Every harbour needs walls; harbour walls hold.</p>',
  },
  { title: 'Sailing basics', subtitle: 'First trips', description: '<p>Leave the harbour, then return.</p>' },
  { title: 'Fishing fleets', subtitle: 'Boats', description: '<p>Nets and harbour markets.</p>' },
  { title: 'Unrelated course', subtitle: 'Nothing here', description: '<p>Mountains.</p>' },
];

describeEachDatabase('course/list search ranking', (dialect) => {
  const t = useTestApp(dialect);
  let learner: TestUser;

  beforeAll(async () => {
    learner = await createLearner(t.app);
    // Prices in an order unlike relevance, for the explicit sort.
    const prices = [6000, 5000, 4000, 3000, 2000, 1000, 500];
    for (const [i, course] of courses.entries()) {
      await createCourseFixture(t.app, { ...course, priceCents: prices[i] });
    }
  });

  const titlesOf = async (query: string, token?: string) => {
    const response = await call(t.app, { method: 'GET', url: `/api/course/list${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Paged<CourseSummary> }).data.items.map((c) => c.title);
  };

  it('ranks title matches over subtitle over description matches, and pages in the same order', async () => {
    const all = await titlesOf('?search=harbour');
    expect(all).toHaveLength(6);
    expect(all.slice(0, 2)).toEqual(['Harbour walls', 'Harbour pilots']);
    expect(all[2]).toBe('Lighthouses');
    expect(all).not.toContain('Unrelated course');
    const paged = [
      ...(await titlesOf('?search=harbour&limit=4&page=1')),
      ...(await titlesOf('?search=harbour&limit=4&page=2')),
    ];
    expect(paged).toEqual(all);
    expect(await titlesOf('?search=harbour', learner.token)).toEqual(all);
  });

  // SQLite only (PostgreSQL ranks with ts_rank, unchanged): registered only there, so nothing is skipped.
  if (dialect === 'sqlite')
    it('orders exactly as bm25 with the title, subtitle, description weights', async () => {
      // The reference: the correlated bm25() the list used before it read FTS5's rank in a join.
      const reference = await sql<{ title: string }>`
      select courses.title from courses
      where courses.published = 1 and courses.rowid in (select rowid from courses_fts where courses_fts match ${'"harbour"*'})
      order by (select bm25(courses_fts, 10.0, 4.0, 1.0) from courses_fts
                where courses_fts match ${'"harbour"*'} and courses_fts.rowid = courses.rowid) asc, courses.id asc`.execute(
        t.app.ctx.db,
      );
      expect(await titlesOf('?search=harbour')).toEqual(reference.rows.map((row) => row.title));
    });

  it('still sorts searched results by an explicit sort', async () => {
    expect(await titlesOf('?search=harbour&sort=price_asc')).toEqual([
      'Fishing fleets',
      'Sailing basics',
      'Harbour walls',
      'Lighthouses',
      'Harbour pilots',
      'Knots and ropes',
    ]);
  });
});
