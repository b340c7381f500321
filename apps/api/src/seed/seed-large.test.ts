import type { CourseDetails, CourseSummary } from '@coursewise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin-factories.js';
import { STRONG_PASSWORD } from '../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../test/helper.js';
import { hashPassword } from '../lib/passwords.js';
import { type LargeSeedResult, randomGenerator, seedLargeDataset } from './large-data.js';
import { storeLargeSeedMedia } from './large-media.js';

describeEachDatabase('large benchmark seed', (dialect) => {
  const t = useTestApp(dialect);
  let result: LargeSeedResult;
  let courses: CourseSummary[];
  const messages: string[] = [];

  const get = async <T>(url: string): Promise<T> => {
    const response = await call(t.app, { method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return (response.json() as { data: T }).data;
  };

  beforeAll(async () => {
    result = await seedLargeDataset(t.app.ctx.db, {
      courses: 30,
      learners: 50,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      media: await storeLargeSeedMedia(t.app.ctx),
      onProgress: (message) => messages.push(message),
    });
    courses = (await get<{ items: CourseSummary[] }>('/api/course/list?limit=100')).items;
  });

  it('creates the courses over the six categories, and reports progress', async () => {
    expect(result).toMatchObject({ categories: 6, courses: 30, learners: 50 });
    expect(courses).toHaveLength(30);
    const categories = await get<{ courseCount: number }[]>('/api/category/list');
    expect(categories.map((c) => c.courseCount)).toEqual([5, 5, 5, 5, 5, 5]);
    for (const course of courses) {
      expect(course.price).toBeGreaterThanOrEqual(999);
      expect(course.price).toBeLessThanOrEqual(14999);
      expect(course.price % 100).toBe(99);
      expect(course.imageUrl).toBe('/uploads/courses/bench-cover.webp');
    }
    expect(messages.some((m) => m.includes('courses 30/30'))).toBe(true);
  });

  it('writes only courses the console could publish: nothing missing by the publish rules', async () => {
    const boss = await createAdmin(t.app);
    for (const course of courses) {
      const response = await call(t.app, {
        method: 'GET',
        url: `/api/admin/courses/${course.id}`,
        token: boss.token,
      });
      expect((response.json() as { data: { missingForPublish: string[] } }).data.missingForPublish).toEqual(
        [],
      );
    }
  });

  it('gives every course 3–5 modules of 2–5 chapters, counted in the result', async () => {
    let modules = 0;
    let chapters = 0;
    for (const course of courses) {
      const details = await get<CourseDetails>(`/api/course/details?slug=${course.slug}`);
      expect(details.modules.length).toBeGreaterThanOrEqual(3);
      expect(details.modules.length).toBeLessThanOrEqual(5);
      for (const m of details.modules) {
        expect(m.chapters.length).toBeGreaterThanOrEqual(2);
        expect(m.chapters.length).toBeLessThanOrEqual(5);
      }
      expect(details.modules[0]?.chapters[0]?.isPreview).toBe(true);
      const breakdown = Object.values(details.ratingBreakdown).reduce((a, b) => a + b, 0);
      expect(details.rating.count).toBe(breakdown);
      modules += details.modules.length;
      chapters += details.modules.reduce((sum, m) => sum + m.chapters.length, 0);
    }
    expect({ modules, chapters }).toEqual({ modules: result.modules, chapters: result.chapters });
  });

  it('gives every course an owning instructor, the best seller to the biggest, with quizzes the insight reads', async () => {
    const admin = await createAdmin(t.app);
    const owners = await t.app.ctx.db
      .selectFrom('courseInstructors')
      .select(['courseId', 'userId'])
      .where('role', '=', 'owner')
      .execute();
    expect(new Set(owners.map((o) => o.courseId)).size).toBe(30);
    expect(result.instructors).toBe(2);
    const list = await call(t.app, { method: 'GET', url: '/api/admin/instructors', token: admin.token });
    expect(list.statusCode, list.body).toBe(200);
    const big = (
      list.json() as { data: { items: { id: string; email: string; courses: number }[] } }
    ).data.items.find((item) => item.email === result.bigInstructorEmail);
    expect(big?.courses).toBeGreaterThan(0);
    const insight = await call(t.app, {
      method: 'GET',
      url: `/api/admin/courses/${result.bestSeller}/insight?from=2020-01-01&to=2020-12-31`,
      token: admin.token,
    });
    expect(insight.statusCode, insight.body).toBe(200);
    const items = (insight.json() as { data: { quizItems: unknown[] } }).data.quizItems;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(owners.find((o) => o.courseId === result.bestSeller)?.userId).toBe(big?.id);
  });

  it('stores learner counts and rating summaries that match the purchases and reviews', async () => {
    const db = t.app.ctx.db;
    const bought = await db
      .selectFrom('purchases')
      .select(['courseId', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('courseId')
      .execute();
    const rated = await db
      .selectFrom('reviews')
      .select([
        'courseId',
        (eb) => eb.fn.countAll<number>().as('n'),
        (eb) => eb.fn.sum<number>('rating').as('sum'),
      ])
      .groupBy('courseId')
      .execute();
    const rows = await db
      .selectFrom('courses')
      .select(['id', 'learnersCount', 'ratingCount', 'ratingSum'])
      .execute();
    expect(bought.reduce((s, r) => s + Number(r.n), 0)).toBe(result.purchases);
    expect(rated.reduce((s, r) => s + Number(r.n), 0)).toBe(result.reviews);
    expect(result.purchases).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.learnersCount).toBe(Number(bought.find((b) => b.courseId === row.id)?.n ?? 0));
      const r = rated.find((x) => x.courseId === row.id);
      expect([row.ratingCount, row.ratingSum]).toEqual([Number(r?.n ?? 0), Number(r?.sum ?? 0)]);
    }
  });

  it('makes the catalogue searchable and the learners able to sign in', async () => {
    const word =
      courses[0]?.title.split(/[\s:]+/).find((w) => w.length > 4 && /^[A-Za-z]+$/.test(w)) ?? 'course';
    const found = await get<{ total: number }>(`/api/course/list?search=${encodeURIComponent(word)}`);
    expect(found.total).toBeGreaterThan(0);
    const learner = await t.app.ctx.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'learner')
      .executeTakeFirstOrThrow();
    const signin = await call(t.app, {
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: learner.email, password: STRONG_PASSWORD },
    });
    expect(signin.statusCode, signin.body).toBe(200);
  });

  it('gives learners progress only in courses they bought, within each chapter’s length', async () => {
    const db = t.app.ctx.db;
    expect(result.progress).toBeGreaterThan(0);
    const rows = await db
      .selectFrom('chapterProgress')
      .innerJoin('chapters', 'chapters.id', 'chapterProgress.chapterId')
      .leftJoin('purchases', (join) =>
        join
          .onRef('purchases.userId', '=', 'chapterProgress.userId')
          .onRef('purchases.courseId', '=', 'chapterProgress.courseId'),
      )
      .select([
        'chapterProgress.positionSeconds',
        'chapterProgress.visitedAt',
        'chapters.durationMinutes',
        'chapters.courseId as chapterCourseId',
        'chapterProgress.courseId',
        'purchases.createdAt as boughtAt',
      ])
      .execute();
    expect(rows).toHaveLength(result.progress);
    for (const row of rows) {
      expect(row.chapterCourseId).toBe(row.courseId);
      expect(row.boughtAt).not.toBeNull();
      expect(row.positionSeconds).toBeLessThanOrEqual(row.durationMinutes * 60);
      expect(Date.parse(row.visitedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(row.boughtAt ?? ''));
    }
  });

  it('names a sample learner who owns several courses and sees their progress', async () => {
    expect(result.sampleLearner).toMatch(/@bench\.example\.com$/);
    const signin = await call(t.app, {
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: result.sampleLearner, password: STRONG_PASSWORD },
    });
    const token = signin.json().data.token as string;
    const learning = await call(t.app, { method: 'GET', url: '/api/learning/courses', token });
    const items = learning.json().data.items as { lastChapterId: string | null }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.some((item) => item.lastChapterId !== null)).toBe(true);
  });

  it('gives the sample learner a chapter with 1,000 questions they read through the API', async () => {
    expect(result.discussionThreads).toBe(1_000);
    const signin = await call(t.app, {
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: result.sampleLearner, password: STRONG_PASSWORD },
    });
    const token = signin.json().data.token as string;
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/discussion/list?chapterId=${result.discussedChapter}&limit=20`,
      token,
    });
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json().data as { total: number; items: { replyCount: number }[] };
    expect(data.total).toBe(1_000);
    expect(data.items).toHaveLength(20);
    // The kept counts match the rows: every reply is visible, so the sum of counts is the table's size.
    const replies = await t.app.ctx.db
      .selectFrom('discussionReplies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const counted = await t.app.ctx.db
      .selectFrom('discussionThreads')
      .select((eb) => eb.fn.sum<number>('replyCount').as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(Number(replies.n));
  });

  // Its own app: a second run changes the counts the tests above check.
  describe('run twice', () => {
    const twice = useTestApp(dialect);

    it('adds more on a second run instead of colliding', async () => {
      const db = twice.app.ctx.db;
      const media = await storeLargeSeedMedia(twice.app.ctx);
      await seedLargeDataset(db, { courses: 12, learners: 10, passwordHash: 'unused', media });
      const again = await seedLargeDataset(db, { courses: 12, learners: 10, passwordHash: 'unused', media });
      expect(again).toMatchObject({ categories: 6, courses: 12, learners: 10 });
      const list = await call(twice.app, { method: 'GET', url: '/api/course/list?limit=1' });
      expect(list.json().data.total).toBe(24);
    });
  });
});

it('generates the same sequence from the same seed', () => {
  const a = randomGenerator(7);
  const b = randomGenerator(7);
  const values = Array.from({ length: 5 }, () => a.int(1, 100));
  expect(Array.from({ length: 5 }, () => b.int(1, 100))).toEqual(values);
  expect(values.every((v) => v >= 1 && v <= 100)).toBe(true);
});
