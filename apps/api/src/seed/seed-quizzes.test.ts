import type {
  Certificate,
  CertificateVerification,
  ChapterAttempt,
  ChapterAttemptResult,
  ChapterQuiz,
  CourseSummary,
  FinalAssessment,
  FinalAttempt,
  FinalAttemptResult,
  LearningChapter,
  Paged,
  PurchasedCourse,
} from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createPurchaseFixture } from '../../test/catalogue-factories.js';
import { createLearner } from '../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../test/helper.js';
import { finalPool } from '../modules/assessments/questions.service.js';
import { demoQuizzes } from './demo-data/quizzes.js';
import { DEMO_PROGRESS } from './demo-progress.js';
import { DEMO_LEARNER, seedDemo } from './seed-demo.js';

/**
 * The seeded demo assessments, as learners meet them through the API: every course's quizzes and final
 * taken by a learner who owns them all, and the demo learner's attempts and certificate.
 */
describeEachDatabase('demo assessments', (dialect) => {
  const t = useTestApp(dialect);
  let courses: CourseSummary[];
  let token: string;

  const request = async <T>(method: 'GET' | 'POST', url: string, as: string, payload?: object) => {
    const response = await call(t.app, { method, url, token: as, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(method === 'GET' ? 200 : 201);
    return { body: response.body, data: (response.json() as { data: T }).data };
  };
  const get = async <T>(url: string, as = token) => (await request<T>('GET', url, as)).data;
  const chaptersOf = (course: PurchasedCourse): LearningChapter[] =>
    course.modules.flatMap((m) => m.chapters);

  beforeAll(async () => {
    expect(await seedDemo(t.app.ctx.db, t.app.ctx)).toBe(true);
    courses = (await get<Paged<CourseSummary>>('/api/course/list?limit=100', '')).items;
    const learner = await createLearner(t.app);
    token = learner.token;
    for (const course of courses) await createPurchaseFixture(t.app, learner.id, course.id);
  }, 120_000);

  it('quizzes at least half of every course’s chapters with keyed questions that unlock the final', async () => {
    for (const course of courses) {
      const outline = await get<PurchasedCourse>(`/api/course/purchase-details/${course.id}`);
      const chapters = chaptersOf(outline);
      const quizzed = chapters.filter((chapter) => chapter.quiz !== null);
      expect(quizzed.length * 2, course.slug).toBeGreaterThanOrEqual(chapters.length);
      const texts: string[] = [];
      for (const chapter of quizzed) {
        const where = `${course.slug}: ${chapter.title}`;
        const quiz = await request<ChapterQuiz>(
          'GET',
          `/api/chapter/questions?chapterId=${chapter.id}`,
          token,
        );
        expect(quiz.body, where).not.toMatch(/isCorrect|explanation/);
        expect(quiz.data.questions.length, where).toBe(chapter.quiz?.questionCount);
        expect(quiz.data.questions.length, where).toBeGreaterThanOrEqual(2);
        expect(quiz.data.questions.length, where).toBeLessThanOrEqual(3);
        // A first try with every first option; its review shows the key.
        const tried = await request<ChapterAttemptResult>('POST', '/api/chapterAnswer/add', token, {
          chapterId: chapter.id,
          answers: quiz.data.questions.map((q) => ({ questionId: q.id, optionIds: [q.options[0]?.id] })),
        });
        for (const review of tried.data.review) {
          const correct = review.options.filter((o) => o.isCorrect).length;
          expect(review.options.length, `${where}: ${review.text}`).toBeGreaterThanOrEqual(2);
          expect(review.options.length, `${where}: ${review.text}`).toBeLessThanOrEqual(8);
          expect(correct, `${where}: ${review.text}`).toBeGreaterThanOrEqual(1);
          expect(review.multiple, `${where}: ${review.text}`).toBe(correct > 1);
          expect(review.explanation?.length, `${where}: ${review.text}`).toBeGreaterThan(10);
          texts.push(review.text);
        }
        const passed = await request<ChapterAttemptResult>('POST', '/api/chapterAnswer/add', token, {
          chapterId: chapter.id,
          answers: tried.data.review.map((r) => ({
            questionId: r.questionId,
            optionIds: r.options.filter((o) => o.isCorrect).map((o) => o.id),
          })),
        });
        expect(passed.data, where).toMatchObject({ percentage: 100, passed: true, chapterCompleted: true });
      }
      for (const chapter of chapters.filter((c) => c.quiz === null)) {
        const done = await call(t.app, {
          method: 'POST',
          url: '/api/chapter/progress',
          token,
          payload: { chapterId: chapter.id, completed: true },
        });
        expect(done.statusCode, done.body).toBe(200);
      }
      const pool = await finalPool(t.app.ctx.db, course.id);
      texts.push(...pool.map((q) => q.text));
      expect(new Set(texts).size, `${course.slug}: a question text repeats`).toBe(texts.length);
      for (const question of pool) {
        expect(question.options.length, question.text).toBeGreaterThanOrEqual(2);
        expect(question.options.length, question.text).toBeLessThanOrEqual(8);
        expect(
          question.options.some((o) => o.isCorrect),
          question.text,
        ).toBe(true);
      }
    }
  }, 120_000);

  it('draws 10 questions from a pool of 15+ where one is promised, else asks all 10+, and a pass certifies', async () => {
    const pooled = new Set<string>();
    for (const course of courses) {
      const where = course.slug;
      const final = await request<FinalAssessment>(
        'GET',
        `/api/course/final-question?courseId=${course.id}`,
        token,
      );
      expect(final.data.status, where).toBe('open');
      expect(final.body, where).not.toMatch(/isCorrect|explanation/);
      const pool = await finalPool(t.app.ctx.db, course.id);
      if (demoQuizzes[course.slug]?.finalDraw !== undefined) {
        pooled.add(course.category.slug);
        expect(pool.length, where).toBeGreaterThanOrEqual(15);
        expect(final.data.questions, where).toHaveLength(10);
      } else {
        expect(pool.length, where).toBeGreaterThanOrEqual(10);
        expect(final.data.questions, where).toHaveLength(pool.length);
      }
      // The attempt shows ids of its own: the key is found by texts (unique in a course, as checked above).
      const key = new Map(pool.map((q) => [q.text, q.options.filter((o) => o.isCorrect).map((o) => o.text)]));
      const result = await request<FinalAttemptResult>('POST', '/api/courseAnswer/add', token, {
        courseId: course.id,
        attemptId: final.data.attemptId,
        answers: final.data.questions.map((q) => ({
          questionId: q.id,
          optionIds: q.options.filter((o) => key.get(q.text)?.includes(o.text)).map((o) => o.id),
        })),
      });
      expect(result.data, where).toMatchObject({ passed: true, percentage: 100 });
      expect(result.data.certificate?.courseSlug, where).toBe(course.slug);
    }
    expect(pooled.size).toBe(6);
  }, 120_000);

  it('leaves the demo learner quizzes passed in the half-done course and the finished one certified', async () => {
    const signin = await call(t.app, { method: 'POST', url: '/api/user/signin', payload: DEMO_LEARNER });
    const demo = (signin.json() as { data: { token: string } }).data.token;
    const bySlug = new Map(courses.map((c) => [c.slug, c.id]));

    const halfDoneId = bySlug.get(DEMO_PROGRESS.halfDone) ?? '';
    const halfDone = chaptersOf(
      await get<PurchasedCourse>(`/api/course/purchase-details/${halfDoneId}`, demo),
    );
    const doneQuizzes = halfDone.filter((c) => c.completed && c.quiz);
    expect(doneQuizzes.length).toBeGreaterThanOrEqual(2);
    for (const chapter of doneQuizzes) expect(chapter.quiz?.passed, chapter.title).toBe(true);
    expect(halfDone.some((c) => !c.completed && c.quiz)).toBe(true);
    // The learning journey marks the first unfinished text chapter complete by hand: it has no quiz.
    expect(halfDone.find((c) => !c.completed && c.type === 'text')?.quiz).toBeNull();
    const attempts = await get<Paged<ChapterAttempt>>(
      `/api/chapterAnswer/getAll?courseId=${halfDoneId}`,
      demo,
    );
    expect(attempts.items.filter((a) => !a.passed)).toHaveLength(1);
    expect(attempts.items.filter((a) => a.passed)).toHaveLength(doneQuizzes.length);
    for (const attempt of attempts.items)
      expect(Date.parse(attempt.createdAt)).toBeLessThan(Date.now() - 86_400_000);
    const halfDoneFinal = await get<FinalAssessment>(
      `/api/course/final-question?courseId=${halfDoneId}`,
      demo,
    );
    expect(halfDoneFinal).toMatchObject({ status: 'locked', attemptsUsed: 0, certificateId: null });

    const finishedId = bySlug.get(DEMO_PROGRESS.finished) ?? '';
    const finished = await get<PurchasedCourse>(`/api/course/purchase-details/${finishedId}`, demo);
    for (const chapter of chaptersOf(finished)) {
      expect(chapter.completed, chapter.title).toBe(true);
      if (chapter.quiz) expect(chapter.quiz.passed, chapter.title).toBe(true);
    }
    expect(finished.finalAssessment).toMatchObject({ status: 'passed', attemptsUsed: 1 });
    const finals = await get<Paged<FinalAttempt>>(`/api/courseAnswer/getAll?courseId=${finishedId}`, demo);
    expect(finals.items).toHaveLength(1);
    expect(finals.items[0]).toMatchObject({ passed: true, percentage: 90, total: 10 });
    expect(Date.parse(finals.items[0]?.createdAt ?? '')).toBeLessThan(Date.now() - 86_400_000);
    const certificates = await get<Paged<Certificate>>('/api/certification/details', demo);
    expect(certificates.items).toHaveLength(1);
    expect(certificates.items[0]).toMatchObject({
      id: finished.finalAssessment.certificateId,
      courseSlug: DEMO_PROGRESS.finished,
      holderName: 'Demo Learner',
      score: 90,
      revoked: false,
    });
    const verified = await get<CertificateVerification>(
      `/api/certification/verify/${certificates.items[0]?.id}`,
      '',
    );
    expect(verified).toMatchObject({ status: 'valid', holderName: 'Demo Learner' });
  });
});
