import type { AdminUserDetail, FinalAssessment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import {
  answersFor,
  completeCourse,
  createQuizCourse,
  getFinal,
  submitFinal,
} from '../../../test/assessment-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, latestCode, mailTo, signin, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, json, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';

const UNKNOWN = '01900000-0000-7000-8000-00000000dead';

describeEachDatabase('support: the learner view and its actions', (dialect) => {
  const t = useTestApp(dialect);

  const asAdmin = async (admin: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    call(t.app, {
      method,
      url,
      token: admin.token,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const view = async (admin: TestUser, userId: string) => {
    const response = await asAdmin(admin, 'GET', `/api/admin/users/${userId}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: AdminUserDetail }>(response).data;
  };

  /** A learner who owns the quiz course, finished its chapters and failed every final attempt. */
  async function lockedOutLearner() {
    const course = await createQuizCourse(t.app, { finalAttemptLimit: 1 });
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    await completeCourse(t.app, learner.token, course);
    const open = json<{ data: FinalAssessment }>(await getFinal(t.app, learner.token, course.id)).data;
    const failed = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: open.attemptId,
      answers: answersFor(open.questions, course.key, 0),
    });
    expect(failed.statusCode).toBe(201);
    return { course, learner };
  }

  it('shows a learner’s courses, progress, quizzes, final, purchases and sign-ins', async () => {
    const admin = await createAdmin(t.app);
    const { course, learner } = await lockedOutLearner();
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
    const data = await view(admin, learner.id);
    expect(data).toMatchObject({ id: learner.id, email: learner.email, role: 'learner' });
    expect(data.courses).toEqual([
      expect.objectContaining({
        courseId: course.id,
        progress: { completed: 4, total: 4, percent: 100 },
        quizzes: { total: 2, taken: 2, passed: 2 },
        final: { status: 'exhausted', attemptsAllowed: 1, attemptsUsed: 1, certificateId: null },
      }),
    ]);
    expect(data.purchases).toEqual([expect.objectContaining({ courseId: course.id, refundedAt: null })]);
    expect(data.certificates).toEqual([]);
    expect(data.recentSignIns[0]).toMatchObject({ action: 'signin' });
  });

  it('grants more final attempts: the learner can take the final again, and it is audited', async () => {
    const admin = await createAdmin(t.app);
    const { course, learner } = await lockedOutLearner();
    const granted = await asAdmin(admin, 'POST', `/api/admin/users/${learner.id}/final-attempts`, {
      courseId: course.id,
      extra: 2,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(json<{ data: AdminUserDetail }>(granted).data.courses[0]?.final).toMatchObject({
      status: 'open',
      attemptsAllowed: 3,
      attemptsUsed: 1,
    });
    const open = json<{ data: FinalAssessment }>(await getFinal(t.app, learner.token, course.id)).data;
    expect(open).toMatchObject({ status: 'open', attemptsAllowed: 3 });
    const passed = await submitFinal(t.app, learner.token, {
      courseId: course.id,
      attemptId: open.attemptId,
      answers: answersFor(open.questions, course.key),
    });
    expect(json<{ data: { passed: boolean; attemptsLeft: number } }>(passed).data).toMatchObject({
      passed: true,
      attemptsLeft: 1,
    });
    const audit = await t.app.ctx.db
      .selectFrom('auditLog')
      .select(['actorId', 'action', 'summary'])
      .where('entityId', '=', learner.id)
      .where('action', '=', 'grant-attempts')
      .execute();
    expect(audit).toEqual([
      {
        actorId: admin.id,
        action: 'grant-attempts',
        summary: expect.stringContaining('2 more final attempts'),
      },
    ]);
  });

  it('refuses attempts for a course the learner does not own, unknown ids and bad bodies, changing nothing', async () => {
    const admin = await createAdmin(t.app);
    const { learner } = await lockedOutLearner();
    const other = await createQuizCourse(t.app);
    const grant = (userId: string, body: unknown) =>
      asAdmin(admin, 'POST', `/api/admin/users/${userId}/final-attempts`, body);
    const notOwned = await grant(learner.id, { courseId: other.id, extra: 1 });
    expect(notOwned.statusCode).toBe(409);
    expect(refusalOf(notOwned).message).toContain('does not own');
    expect((await grant(UNKNOWN, { courseId: other.id, extra: 1 })).statusCode).toBe(404);
    expect((await grant(learner.id, { courseId: UNKNOWN, extra: 1 })).statusCode).toBe(404);
    for (const body of [
      { courseId: other.id },
      { courseId: other.id, extra: 0 },
      { courseId: other.id, extra: 11 },
      { courseId: other.id, extra: '2' },
      { courseId: 'x'.repeat(5000), extra: 1 },
      { courseId: other.id, extra: 1, more: 1 },
    ]) {
      const refused = await grant(learner.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refusalOf(refused).message).toEqual(expect.any(String));
    }
    expect(
      await t.app.ctx.db
        .selectFrom('finalAttemptGrants')
        .select('id')
        .where('userId', '=', learner.id)
        .execute(),
    ).toEqual([]);
  });

  it('enrols a learner without a sale: a grant, owned at once, not twice', async () => {
    const admin = await createAdmin(t.app);
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { published: false });
    const granted = await asAdmin(admin, 'POST', `/api/admin/users/${learner.id}/grants`, {
      courseId: course.id,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const data = json<{ data: AdminUserDetail }>(granted).data;
    expect(data.purchases).toEqual([
      expect.objectContaining({ courseId: course.id, kind: 'grant', amount: 0, refundedAt: null }),
    ]);
    const owned = await call(t.app, { method: 'GET', url: '/api/learning/courses', token: learner.token });
    expect(
      json<{ data: { items: { course: { id: string } }[] } }>(owned).data.items.map((i) => i.course.id),
    ).toEqual([course.id]);
    const again = await asAdmin(admin, 'POST', `/api/admin/users/${learner.id}/grants`, {
      courseId: course.id,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await asAdmin(admin, 'POST', `/api/admin/users/${learner.id}/grants`, { courseId: UNKNOWN }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asAdmin(admin, 'POST', `/api/admin/users/${UNKNOWN}/grants`, { courseId: course.id }))
        .statusCode,
    ).toBe(404);
    expect((await asAdmin(admin, 'POST', `/api/admin/users/${learner.id}/grants`, {})).statusCode).toBe(400);
    expect((await view(admin, learner.id)).purchases).toHaveLength(1);
  });

  it('resends verification codes to an unverified account only', async () => {
    const admin = await createAdmin(t.app);
    const pending = await createLearner(t.app, { verified: false });
    const sent = await asAdmin(admin, 'POST', `/api/admin/users/${pending.id}/resend-verification`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await mailTo(t.app, pending.email))[0]?.subject).toContain('verification code');
    const code = await latestCode(t.app, pending.email);
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/user/verify-signup',
      payload: { email: pending.email, code },
    });
    expect(verified.statusCode).toBe(200);
    const again = await asAdmin(admin, 'POST', `/api/admin/users/${pending.id}/resend-verification`, {});
    expect(again.statusCode).toBe(409);
    expect(
      (await asAdmin(admin, 'POST', `/api/admin/users/${UNKNOWN}/resend-verification`, {})).statusCode,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    const learner = await createLearner(t.app);
    for (const [method, url] of [
      ['GET', `/api/admin/users/${learner.id}`],
      ['POST', `/api/admin/users/${learner.id}/grants`],
      ['POST', `/api/admin/users/${learner.id}/final-attempts`],
      ['POST', `/api/admin/users/${learner.id}/resend-verification`],
    ] as const) {
      const response = await call(t.app, {
        method,
        url,
        token: learner.token,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
