import type { CourseInsight } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import {
  createInsightCourse,
  type InsightCourse,
  insightGet,
  insightOf,
} from '../../../test/insight-factories.js';
import { createInstructor, createStudioCourse } from '../../../test/instructor-factories.js';

/** A course's insight on the hand-built dataset of `insight-factories.ts`; every figure worked out by hand. */
describeEachDatabase('course insight', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let instructor: TestUser;
  let course: InsightCourse;
  const range = 'from=2026-03-01&to=2026-04-30';

  beforeAll(async () => {
    admin = await createLearner(t.app, { role: 'admin' });
    ({ instructor, course } = await createInsightCourse(t.app));
  });

  it('gives enrolments, revenue net of the refund, completion and ratings per month', async () => {
    const insight = await insightOf(
      t.app,
      instructor.token,
      `/instructor/courses/${course.id}/insight?${range}&period=month`,
    );
    const zero = { USD: 0, GBP: 0, EUR: 0 };
    expect(insight).toMatchObject<Partial<CourseInsight>>({
      course: { id: course.id, slug: course.slug, title: course.title },
      from: '2026-03-01',
      to: '2026-04-30',
      period: 'month',
      totals: {
        enrolments: 9,
        revenue: [
          { currency: 'USD', amount: 30_000, sales: 6 },
          { currency: 'GBP', amount: 4000, sales: 1 },
        ],
        completion: { enrolled: 9, completed: 2, rate: 22.22 },
        ratings: { count: 3, average: 3.67 },
      },
      series: {
        enrolments: [
          { start: '2026-03-01', count: 6 },
          { start: '2026-04-01', count: 3 },
        ],
        revenue: [
          { start: '2026-03-01', amounts: { ...zero, USD: 20_000, GBP: 4000 } },
          { start: '2026-04-01', amounts: { ...zero, USD: 10_000 } },
        ],
        ratings: [
          { start: '2026-03-01', count: 2, average: 4.5 },
          { start: '2026-04-01', count: 1, average: 2 },
        ],
      },
    });
  });

  it('groups by day and by ISO week, each period of the range in order with empty ones as 0', async () => {
    const byDay = await insightOf(
      t.app,
      admin.token,
      `/admin/courses/${course.id}/insight?from=2026-03-02&to=2026-03-04`,
    );
    expect(byDay.series.enrolments).toEqual([
      { start: '2026-03-02', count: 0 },
      { start: '2026-03-03', count: 2 },
      { start: '2026-03-04', count: 0 },
    ]);
    expect(byDay.series.ratings[0]).toEqual({ start: '2026-03-02', count: 0, average: null });
    const byWeek = await insightOf(
      t.app,
      admin.token,
      `/admin/courses/${course.id}/insight?from=2026-03-01&to=2026-03-15&period=week`,
    );
    // 2026-03-01 is a Sunday: its week starts on Monday 23 February.
    expect(byWeek.series.enrolments).toEqual([
      { start: '2026-02-23', count: 0 },
      { start: '2026-03-02', count: 2 },
      { start: '2026-03-09', count: 2 },
    ]);
  });

  it('shows the drop-off per chapter in course order: most stop at chapter 2', async () => {
    const insight = await insightOf(
      t.app,
      instructor.token,
      `/instructor/courses/${course.id}/insight?${range}`,
    );
    const { welcome, setup, deeper, wrapUp } = course.chapters;
    expect(insight.dropOff).toEqual([
      { id: welcome.id, title: welcome.title, reached: 5, completed: 5, stopped: 4 },
      { id: setup.id, title: setup.title, reached: 5, completed: 2, stopped: 3 },
      { id: deeper.id, title: deeper.title, reached: 2, completed: 2, stopped: 0 },
      { id: wrapUp.id, title: wrapUp.title, reached: 2, completed: 2, stopped: 0 },
    ]);
  });

  it('gives each question’s answers, share correct and option shares, and flags the one everyone gets right', async () => {
    // The quiz attempts were made today: the default range (the last 30 days) holds them.
    const insight = await insightOf(t.app, instructor.token, `/instructor/courses/${course.id}/insight`);
    const [first, second, deeper1, deeper2, final1, final2] = insight.quizItems;
    const [q1, q2] = course.quizzes.setup;
    expect(first).toMatchObject({ id: q1, answers: 10, correctShare: 100, flag: 'easy' });
    expect(first?.chapter).toEqual({ id: course.chapters.setup.id, title: course.chapters.setup.title });
    expect(first?.options.map((o) => [o.isCorrect, o.chosen, o.share])).toEqual([
      [true, 10, 100],
      [false, 0, 0],
      [false, 0, 0],
    ]);
    // The second (multiple choice): right twice (Python and Rust), otherwise CSS alone.
    expect(second).toMatchObject({ id: q2, answers: 10, correctShare: 20, flag: null });
    expect(second?.options.map((o) => [o.text, o.chosen, o.share])).toEqual([
      ['Python', 2, 20],
      ['CSS', 8, 80],
      ['Rust', 2, 20],
    ]);
    // Right every time, but only two answers: too few to flag.
    expect(deeper1).toMatchObject({ answers: 2, correctShare: 100, flag: null });
    expect(deeper2?.chapter?.id).toBe(course.chapters.deeper.id);
    // The final pool comes last, unanswered.
    expect([final1, final2].map((q) => [q?.chapter, q?.answers, q?.correctShare])).toEqual([
      [null, 0, null],
      [null, 0, null],
    ]);
    expect(insight.quizItems).toHaveLength(6);
    // Cohort figures count the range's enrolments only: none in the last 30 days.
    expect(insight.totals.completion).toEqual({ enrolled: 0, completed: 0, rate: null });
  });

  it('answers 404 for another instructor’s course or an unknown one, 403 for a learner', async () => {
    const other = await createInstructor(t.app);
    const theirs = await createStudioCourse(t.app, other);
    for (const id of [course.id, 'no-such-course']) {
      const response = await insightGet(t.app, other.token, `/instructor/courses/${id}/insight`);
      expect(response.statusCode, id).toBe(404);
      expect(refusalOf(response).message).toBe('This course does not exist');
    }
    expect(
      (await insightGet(t.app, other.token, `/instructor/courses/${theirs.courseId}/insight`)).statusCode,
    ).toBe(200);
    const learner = await createLearner(t.app);
    const asLearner = await insightGet(t.app, learner.token, `/instructor/courses/${course.id}/insight`);
    expect(asLearner.statusCode).toBe(403);
    expect(refusalOf(asLearner).message).toBe('This needs an instructor account');
    expect((await insightGet(t.app, undefined, `/instructor/courses/${course.id}/insight`)).statusCode).toBe(
      401,
    );
    // The console's route is for admins: an instructor is refused there, even for their own course.
    expect(
      (await insightGet(t.app, instructor.token, `/admin/courses/${course.id}/insight`)).statusCode,
    ).toBe(403);
    const unknown = await insightGet(t.app, admin.token, '/admin/courses/no-such-course/insight');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad ranges and periods with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['from=2026-03-05&to=2026-03-01', 'from: must not be after to'],
      ['from=2024-01-01&to=2026-01-01', 'The range is at most 366 days'],
      ['from=2026-02-30', 'from: must be a real day (YYYY-MM-DD)'],
      ['to=tomorrow', 'querystring to: has an invalid format'],
      ['period=year', 'querystring period: must be one of: day, week, month'],
      ['days=7', 'querystring days: is not an accepted field'],
    ];
    for (const [query, message] of cases) {
      for (const url of [`/instructor/courses/${course.id}/insight`, `/admin/courses/${course.id}/insight`]) {
        const response = await insightGet(
          t.app,
          url.startsWith('/admin') ? admin.token : instructor.token,
          `${url}?${query}`,
        );
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(refusalOf(response).message, query).toBe(message);
      }
    }
  });
});
