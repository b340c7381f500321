import type { InstructorInsight, InstructorSummary, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { createInsightCourse, type InsightCourse, insightGet } from '../../../test/insight-factories.js';
import { createInstructor, createStudioCourse, studio } from '../../../test/instructor-factories.js';

/** The console's insight per instructor, on the hand-built course plus a second, empty course. */
describeEachDatabase('instructor insight (console)', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let instructor: TestUser;
  let course: InsightCourse;
  let empty: { courseId: string };
  const range = 'from=2026-03-01&to=2026-04-30';

  beforeAll(async () => {
    admin = await createLearner(t.app, { role: 'admin' });
    ({ instructor, course } = await createInsightCourse(t.app));
    empty = await createStudioCourse(t.app, instructor);
  });

  async function dataOf<T>(url: string): Promise<T> {
    const response = await insightGet(t.app, admin.token, url);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: T }).data;
  }

  it('lists instructors with their courses’ totals over the range', async () => {
    const other = await createInstructor(t.app);
    const page = await dataOf<Paged<InstructorSummary>>(`/admin/instructors?${range}&limit=50`);
    const row = page.items.find((item) => item.id === instructor.id);
    expect(row).toEqual({
      id: instructor.id,
      name: 'Test Learner',
      email: instructor.email,
      courses: 2,
      totals: {
        enrolments: 9,
        revenue: [
          { currency: 'USD', amount: 30_000, sales: 6 },
          { currency: 'GBP', amount: 4000, sales: 1 },
        ],
        completion: { enrolled: 9, completed: 2, rate: 22.22 },
        ratings: { count: 3, average: 3.67 },
      },
    });
    expect(page.items.find((item) => item.id === other.id)).toMatchObject({
      courses: 0,
      totals: { enrolments: 0, revenue: [], completion: { rate: null }, ratings: { average: null } },
    });
    expect(page.items.some((item) => item.id === admin.id)).toBe(false);
    const found = await dataOf<Paged<InstructorSummary>>(
      `/admin/instructors?search=${encodeURIComponent(other.email)}`,
    );
    expect(found.items.map((item) => item.id)).toEqual([other.id]);
    expect(found.total).toBe(1);
  });

  it('gives one instructor’s courses together over time, with a row per course', async () => {
    const insight = await dataOf<InstructorInsight>(
      `/admin/instructors/${instructor.id}/insight?${range}&period=month`,
    );
    expect(insight.instructor).toEqual({ id: instructor.id, name: 'Test Learner', email: instructor.email });
    expect(insight.totals.enrolments).toBe(9);
    expect(insight.series.enrolments).toEqual([
      { start: '2026-03-01', count: 6 },
      { start: '2026-04-01', count: 3 },
    ]);
    expect(insight.courses.map((row) => [row.course.id, row.totals.enrolments])).toEqual([
      [course.id, 9],
      [empty.courseId, 0],
    ]);
  });

  it('answers 404 for an unknown id or an account that is no instructor', async () => {
    for (const id of ['no-such-user', admin.id]) {
      const response = await insightGet(t.app, admin.token, `/admin/instructors/${id}/insight`);
      expect(response.statusCode, id).toBe(404);
      expect(refusalOf(response).message).toBe('This instructor does not exist');
    }
  });

  it('is for admins only: an instructor and a learner get 403', async () => {
    const learner = await createLearner(t.app);
    for (const user of [instructor, learner]) {
      for (const url of ['/admin/instructors', `/admin/instructors/${instructor.id}/insight`]) {
        expect((await insightGet(t.app, user.token, url)).statusCode, url).toBe(403);
      }
    }
    // The studio's own course list still answers the instructor.
    expect((await studio(t.app, instructor.token, 'GET', '/courses')).statusCode).toBe(200);
  });

  it('refuses bad ranges and unknown sorts with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-05&to=2026-03-01', 'from: must not be after to'],
      ['from=2024-01-01&to=2026-01-01', 'The range is at most 366 days'],
      ['to=2026-13-01', 'to: must be a real day (YYYY-MM-DD)'],
      ['sort=revenue', 'querystring sort: must be "name"'],
    ];
    for (const [query, message] of cases) {
      const response = await insightGet(t.app, admin.token, `/admin/instructors?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(refusalOf(response).message, query).toBe(message);
    }
    const bad = await insightGet(
      t.app,
      admin.token,
      `/admin/instructors/${instructor.id}/insight?from=2026-04-01&to=2026-03-01`,
    );
    expect(refusalOf(bad).message).toBe('from: must not be after to');
  });
});
