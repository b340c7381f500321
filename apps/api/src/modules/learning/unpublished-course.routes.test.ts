import type {
  ChapterContent,
  CourseDetails,
  FinalAssessment,
  LearningCourse,
  Paged,
  PurchasedCourse,
} from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import {
  answersFor,
  answersForIds,
  completeCourse,
  createQuizCourse,
  getChapterQuiz,
  getFinal,
  listChapterAttempts,
  submitChapterQuiz,
  submitFinal,
} from '../../../test/assessment-factories.js';
import { admin } from '../../../test/catalogue-admin-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy, postProgress } from '../../../test/learning-factories.js';
import { startCheckout } from '../../../test/payment-factories.js';

/** Issue 27: unpublishing stops new sales only; the course's owners keep it, its progress and its assessments. */
describeEachDatabase('learning: an unpublished course stays its owners’', (dialect) => {
  const t = useTestApp(dialect);
  let course: Awaited<ReturnType<typeof createQuizCourse>>;
  let owner: TestUser;
  let stranger: TestUser;
  let adminToken: string;

  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url: `/api/${url}`, token });
  const dataOf = async <T>(url: string, token?: string): Promise<T> => {
    const response = await get(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const setPublished = async (id: string, published: boolean) => {
    const response = await admin(t.app, adminToken, 'PUT', `/courses/${id}`, { published });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    course = await createQuizCourse(t.app);
    [owner, stranger] = await Promise.all([createLearner(t.app), createLearner(t.app)]);
    adminToken = (await createAdmin(t.app)).token;
    await buy(t.app, owner.id, course.id);
    await postProgress(t.app, owner.token, { chapterId: course.chapters.welcome.id, completed: true });
    // The public page is cached before the course is unpublished (the unpublishing clears it).
    await dataOf<CourseDetails>(`course/details?slug=${course.slug}`);
    await setPublished(course.id, false);
  });

  it('keeps the course, with its progress, in the owner’s "My learning" and purchase details', async () => {
    const list = await dataOf<Paged<LearningCourse>>('learning/courses', owner.token);
    expect(list.items.map((item) => item.course.id)).toEqual([course.id]);
    expect(list.items[0]?.progress).toEqual({ completed: 1, total: 4, percent: 25 });
    const details = await dataOf<PurchasedCourse>(`course/purchase-details/${course.id}`, owner.token);
    expect(details.course).toMatchObject({ id: course.id, slug: course.slug });
    expect(details.modules.flatMap((m) => m.chapters).map((c) => c.completed)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const purchases = await dataOf<Paged<{ course: { id: string } }>>('purchase/list', owner.token);
    expect(purchases.items.map((item) => item.course.id)).toContain(course.id);
  });

  it('opens its page, modules and chapters for the owner and saves their progress', async () => {
    const page = await dataOf<CourseDetails>(`course/details?slug=${course.slug}`, owner.token);
    expect(page).toMatchObject({ id: course.id, isPurchased: true });
    const moduleId = course.modules[1]?.id ?? '';
    const module = await dataOf<{ courseId: string }>(`module/chapter/details/${moduleId}`, owner.token);
    expect(module.courseId).toBe(course.id);
    const chapter = await dataOf<ChapterContent>(`chapter/details/${course.chapters.wrapUp.id}`, owner.token);
    expect(chapter).toMatchObject({ id: course.chapters.wrapUp.id, progress: { completed: false } });
    const saved = await postProgress(t.app, owner.token, {
      chapterId: course.chapters.wrapUp.id,
      positionSeconds: 40,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ positionSeconds: 40, completed: false });
    const again = await dataOf<ChapterContent>(`chapter/details/${course.chapters.wrapUp.id}`, owner.token);
    expect(again.progress).toEqual({ completed: false, positionSeconds: 40 });
  });

  it('lets the owner take its chapter quizzes and its final', async () => {
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    const quiz = await getChapterQuiz(t.app, learner.token, course.chapters.setup.id);
    expect(quiz.statusCode, quiz.body).toBe(200);
    await completeCourse(t.app, learner.token, course);
    const attempts = await listChapterAttempts(t.app, learner.token, `courseId=${course.id}`);
    expect(attempts.json().data.total).toBe(2);
    const opened = await getFinal(t.app, learner.token, course.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const final: FinalAssessment = opened.json().data;
    const result = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: final.attemptId,
      answers: answersFor(final.questions, course.key),
    });
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json().data).toMatchObject({ passed: true });
  });

  it('hides it from everyone else: 404 for its page, chapters, modules, quizzes and final', async () => {
    const { welcome, setup } = course.chapters;
    for (const token of [undefined, stranger.token]) {
      const page = await get(`course/details?slug=${course.slug}`, token);
      expect(page.statusCode).toBe(404);
      expect(refusalOf(page)).toEqual({ message: 'This course does not exist' });
      // Even its preview chapter.
      expect((await get(`chapter/details/${welcome.id}`, token)).statusCode).toBe(404);
    }
    const catalogue = await dataOf<Paged<{ id: string }>>('course/list?limit=100', stranger.token);
    expect(catalogue.items.map((item) => item.id)).not.toContain(course.id);
    const refusals = [
      await get(`course/purchase-details/${course.id}`, stranger.token),
      await get(`module/chapter/details/${course.modules[0]?.id ?? ''}`, stranger.token),
      await postProgress(t.app, stranger.token, { chapterId: welcome.id, completed: true }),
      await getChapterQuiz(t.app, stranger.token, setup.id),
      await submitChapterQuiz(t.app, stranger.token, {
        chapterId: setup.id,
        answers: answersForIds(course.quizzes.setup, course.key),
      }),
      await listChapterAttempts(t.app, stranger.token, `chapterId=${setup.id}`),
      await getFinal(t.app, stranger.token, course.id),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    // The public page is not cached from the owner's view of it.
    expect((await get(`course/details?slug=${course.slug}`)).statusCode).toBe(404);
  });

  it('refuses to add it to a cart or a wishlist, or to check it out', async () => {
    const cart = await call(t.app, {
      method: 'POST',
      url: '/api/cart/add-remove',
      token: stranger.token,
      payload: { courseId: course.id },
    });
    expect(cart.statusCode).toBe(404);
    expect(refusalOf(cart)).toEqual({ message: 'This course does not exist' });
    const wish = await call(t.app, {
      method: 'POST',
      url: '/api/wish/add-remove',
      token: stranger.token,
      payload: { courseId: course.id },
    });
    expect(wish.statusCode).toBe(404);
    const checkout = await startCheckout(t.app, stranger.token, { courseIds: [course.id], currency: 'GBP' });
    expect(checkout.statusCode).toBe(404);
  });

  it('still refuses to delete it while it has buyers', async () => {
    const refused = await admin(t.app, adminToken, 'DELETE', `/courses/${course.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await get(`course/purchase-details/${course.id}`, owner.token)).statusCode).toBe(200);
  });
});
