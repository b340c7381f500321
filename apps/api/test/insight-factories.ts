import type { CourseInsight } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { addCourseOwner } from '../src/modules/authoring/course-instructors.service.js';
import { recordPurchase, revokePurchase } from '../src/modules/purchases/purchases.service.js';
import { saveReview } from '../src/modules/reviews/reviews.service.js';
import { answersForIds, createQuizCourse, submitChapterQuiz } from './assessment-factories.js';
import { createLearner, type TestUser } from './factories.js';
import { call } from './helper.js';
import { createInstructor } from './instructor-factories.js';
import { postProgress } from './learning-factories.js';

/**
 * The insight's hand-built course: nine learners enrolled in March and April 2026 (one more refunded),
 * progress that stops at chapter 2, a quiz question everyone gets right, ratings in both months.
 */

export type InsightCourse = Awaited<ReturnType<typeof createQuizCourse>>;

export const insightGet = (app: FastifyInstance, token: string | undefined, url: string) =>
  call(app, { method: 'GET', url: `/api${url}`, token });

export async function insightOf(app: FastifyInstance, token: string, url: string): Promise<CourseInsight> {
  const response = await insightGet(app, token, url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: CourseInsight }).data;
}

async function ok(response: Promise<{ statusCode: number; body: string }>, status: number) {
  const done = await response;
  if (done.statusCode !== status) throw new Error(`${done.statusCode}: ${done.body}`);
}

/** Builds the dataset; answers the instructor, course and learners (l[0] … l[9]). */
export async function createInsightCourse(app: FastifyInstance) {
  const instructor = await createInstructor(app);
  const course = await createQuizCourse(app, { finalQuestions: 2 });
  await addCourseOwner(app.ctx.db, course.id, instructor.id);
  const l: TestUser[] = [];
  for (let i = 0; i < 10; i++) l.push(await createLearner(app));
  const enrol = async (
    i: number,
    at: string,
    source: 'sale' | 'grant' | 'free',
    currency = 'USD',
    amount = 5000,
  ) => {
    const learner = l[i] as TestUser;
    return recordPurchase(app.ctx.db, {
      userId: learner.id,
      courseId: course.id,
      amount: source === 'sale' ? amount : 0,
      currency,
      source,
      createdAt: at,
    });
  };
  // March: four USD sales over two days, a GBP sale, a grant. April: two USD sales, a free enrolment,
  // and a EUR sale refunded (revoked), which counts nowhere.
  await enrol(0, '2026-03-03T10:00:00.000Z', 'sale');
  await enrol(1, '2026-03-03T23:59:59.000Z', 'sale');
  await enrol(2, '2026-03-10T00:00:00.000Z', 'sale');
  await enrol(3, '2026-03-10T12:00:00.000Z', 'sale');
  await enrol(4, '2026-03-20T09:00:00.000Z', 'sale', 'GBP', 4000);
  await enrol(5, '2026-03-21T09:00:00.000Z', 'grant');
  await enrol(6, '2026-04-02T09:00:00.000Z', 'sale');
  await enrol(7, '2026-04-02T18:00:00.000Z', 'sale');
  await enrol(8, '2026-04-05T09:00:00.000Z', 'free');
  const refunded = await enrol(9, '2026-04-06T09:00:00.000Z', 'sale', 'EUR', 4500);
  if (refunded) await revokePurchase(app.ctx.db, refunded, 'refund');

  const { welcome, setup, deeper, wrapUp } = course.chapters;
  const token = (i: number) => (l[i] as TestUser).token;
  const pass = (i: number, chapterId: string, ids: string[]) =>
    ok(submitChapterQuiz(app, token(i), { chapterId, answers: answersForIds(ids, course.key) }), 201);
  // The setup quiz's first question right, its second wrong: a failed attempt.
  const fail = (i: number) =>
    ok(
      submitChapterQuiz(app, token(i), {
        chapterId: setup.id,
        answers: answersForIds(course.quizzes.setup, course.key, 1),
      }),
      201,
    );
  // l0, l1 complete all four chapters; l2–l4 complete the first and open the second, failing its quiz
  // twice each; l5, l6 fail the quiz once without opening anything. 10 answers to the setup quiz's
  // first question, all right.
  for (const i of [0, 1]) {
    await ok(postProgress(app, token(i), { chapterId: welcome.id, completed: true }), 200);
    await pass(i, setup.id, course.quizzes.setup);
    await pass(i, deeper.id, course.quizzes.deeper);
    await ok(postProgress(app, token(i), { chapterId: wrapUp.id, completed: true }), 200);
  }
  for (const i of [2, 3, 4]) {
    await ok(postProgress(app, token(i), { chapterId: welcome.id, completed: true }), 200);
    await ok(postProgress(app, token(i), { chapterId: setup.id, positionSeconds: 30 }), 200);
    await fail(i);
    await fail(i);
  }
  for (const i of [5, 6]) await fail(i);

  // Ratings: 5 and 4 in March, 2 in April (and one hidden, left out).
  const review = (i: number, rating: number, at: string) =>
    saveReview(app.ctx.db, {
      courseId: course.id,
      userId: (l[i] as TestUser).id,
      rating,
      comment: 'Fine',
      at,
    });
  await review(0, 5, '2026-03-15T10:00:00.000Z');
  await review(1, 4, '2026-03-31T23:00:00.000Z');
  await review(2, 2, '2026-04-01T00:30:00.000Z');
  const hidden = await review(3, 1, '2026-04-10T00:30:00.000Z');
  await app.ctx.db.updateTable('reviews').set({ hidden: 1 }).where('id', '=', hidden.id).execute();
  return { instructor, course, learners: l };
}
