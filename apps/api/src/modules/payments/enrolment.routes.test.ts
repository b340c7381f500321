import type { CourseDetails, Enrolment, Paged, Purchase } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  hugeString,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import { learnersCount, mailsTo, purchasesOf } from '../../../test/payment-factories.js';

describeEachDatabase('free courses: POST course/enrol', (dialect) => {
  const t = useTestApp(dialect);
  const enrol = (token: string | undefined, payload: unknown) =>
    call(t.app, { method: 'POST', url: '/api/course/enrol', token, payload: payload as object });
  const url = '/api/course/enrol';
  const freeCourse = (title = 'Free Course') => createCourseFixture(t.app, { priceCents: 0, title });
  const purchaseRows = (userId: string) =>
    t.app.ctx.db
      .selectFrom('purchases')
      .select(['courseId', 'amount', 'currency', 'paymentId', 'source', 'revokedAt'])
      .where('userId', '=', userId)
      .execute();

  it('makes a published free course the learner’s: no payment, no receipt, an enrolment mail', async () => {
    const learner = await createLearner(t.app);
    const course = await freeCourse('Breathing for Beginners');
    const before = await learnersCount(t.app, course.id);

    const response = await enrol(learner.token, { courseId: course.id });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { data: Enrolment; message: string };
    expect(body.message).toBe('You are enrolled in Breathing for Beginners');
    expect(body.data).toEqual({
      courseId: course.id,
      slug: course.slug,
      title: 'Breathing for Beginners',
      enrolledAt: expect.any(String),
    });
    expect(await purchaseRows(learner.id)).toEqual([
      { courseId: course.id, amount: 0, currency: 'USD', paymentId: null, source: 'free', revokedAt: null },
    ]);
    expect(await learnersCount(t.app, course.id)).toBe(before + 1);
    const payments = t.app.ctx.db.selectFrom('payments').select('id').where('userId', '=', learner.id);
    expect(await payments.execute()).toEqual([]);

    // The course page and the player treat it as owned.
    const details = await call(t.app, {
      method: 'GET',
      url: `/api/course/details?id=${course.id}`,
      token: learner.token,
    });
    expect((details.json() as { data: CourseDetails }).data).toMatchObject({ isPurchased: true, price: 0 });
    const outline = await call(t.app, {
      method: 'GET',
      url: `/api/course/purchase-details/${course.id}`,
      token: learner.token,
    });
    expect(outline.statusCode).toBe(200);

    // "Free" in the purchase list, with no receipt.
    const list = await call(t.app, { method: 'GET', url: '/api/purchase/list', token: learner.token });
    expect((list.json() as { data: Paged<Purchase> }).data.items).toEqual([
      expect.objectContaining({
        course: expect.objectContaining({ id: course.id }),
        amount: 0,
        source: 'free',
        paymentId: null,
        receiptNumber: null,
        card: null,
      }),
    ]);

    const mails = await mailsTo(t.app, learner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['You are enrolled in “Breathing for Beginners”']);
    expect(mails[0]?.text).toContain(`${t.app.ctx.config.publicUrl}/learn/${course.slug}`);
    expect(mails[0]?.text).toContain('nothing was charged');
  });

  it('refuses a priced course with a 402 that says it must be bought, and keeps nothing', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 1999, title: 'Paid Course' });
    const response = await enrol(learner.token, { courseId: course.id });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'COURSE_NOT_FREE',
      message: 'Paid Course is not free: add it to your cart and buy it to enrol',
    });
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
    expect(await mailsTo(t.app, learner.email)).toEqual([]);
  });

  it('answers 409 for a course owned already, with one purchase and one mail kept', async () => {
    const learner = await createLearner(t.app);
    const course = await freeCourse('Owned Once');
    expect((await enrol(learner.token, { courseId: course.id })).statusCode).toBe(201);
    const again = await enrol(learner.token, { courseId: course.id });
    expect(again.statusCode).toBe(409);
    expect(refusalOf(again).message).toBe('You already own Owned Once');
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(1);
    expect(await learnersCount(t.app, course.id)).toBe(1);
    expect(await mailsTo(t.app, learner.email)).toHaveLength(1);
  });

  it('enrols once when the same learner asks many times at once', async () => {
    const learner = await createLearner(t.app);
    const course = await freeCourse();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => enrol(learner.token, { courseId: course.id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(1);
    expect(await learnersCount(t.app, course.id)).toBe(1);
  });

  it('answers 404 for an unknown or unpublished course', async () => {
    const learner = await createLearner(t.app);
    const draft = await createCourseFixture(t.app, { priceCents: 0, published: false });
    for (const courseId of ['no-such-course', draft.id]) {
      const response = await enrol(learner.token, { courseId });
      expect(response.statusCode).toBe(404);
      expect(refusalOf(response).message).toBe('This course does not exist');
    }
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
  });

  it('needs a token', async () => {
    const course = await freeCourse();
    const response = await enrol(undefined, { courseId: course.id });
    expect(response.statusCode).toBe(401);
    expect(await learnersCount(t.app, course.id)).toBe(0);
  });

  it('refuses bad bodies with a 400 naming the field, and loses nothing', async () => {
    const learner = await createLearner(t.app);
    const course = await freeCourse();
    const cases: [unknown, string][] = [
      [{}, 'courseId: is required'],
      [{ courseId: 42 }, 'courseId: must be a string'],
      [{ courseId: '' }, 'courseId: must be at least 1 characters'],
      [{ courseId: course.id, price: 0 }, 'price: is not an accepted field'],
      [{ courseId: 'x'.repeat(65) }, 'courseId: must be at most 64 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await enrol(learner.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(refusalOf(response).message).toBe(message);
    }
    for (const [label, raw, refusal] of malformedJsonBodies) {
      const response = await sendRawJson(t.app, { method: 'POST', url, raw, token: learner.token });
      expect(response.statusCode, label).toBe(400);
      expect(refusalOf(response)).toEqual(refusal);
    }
    const raw = JSON.stringify({ courseId: hugeString() });
    const huge = await sendRawJson(t.app, { method: 'POST', url, raw, token: learner.token });
    expect(huge.statusCode).toBe(413);
    expect(refusalOf(huge)).toEqual(tooLarge);
    expect(await purchasesOf(t.app, learner.id)).toEqual([]);
  });

  it('enrols only the learner who asked: another learner still does not own it', async () => {
    const [first, second] = [await createLearner(t.app), await createLearner(t.app)];
    const course = await freeCourse();
    expect((await enrol(first.token, { courseId: course.id })).statusCode).toBe(201);
    expect(await purchasesOf(t.app, second.id)).toEqual([]);
    const theirs = await call(t.app, {
      method: 'GET',
      url: `/api/course/purchase-details/${course.id}`,
      token: second.token,
    });
    expect(theirs.statusCode).toBe(403);
    expect((await enrol(second.token, { courseId: course.id })).statusCode).toBe(201);
    expect(await learnersCount(t.app, course.id)).toBe(2);
  });
});
