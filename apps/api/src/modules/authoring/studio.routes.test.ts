import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { auditOf } from '../../../test/catalogue-admin-factories.js';
import { createLearner, mailTo, type TestUser, uniqueEmail } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, hugeString, json, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createStudioCourse,
  type Method,
  type StudioCourse,
  studio,
} from '../../../test/instructor-factories.js';

describeEachDatabase('instructor studio', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let owner: TestUser;
  let course: StudioCourse;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    owner = await createInstructor(t.app);
    course = await createStudioCourse(t.app, owner);
  });

  const setRole = (id: string, role: string) =>
    call(t.app, { method: 'PUT', url: `/api/admin/users/${id}`, token: admin.token, payload: { role } });

  it('grants and removes the instructor role through the admin, audited, read on each request', async () => {
    const user = await createLearner(t.app);
    expect((await studio(t.app, user.token, 'GET', '/courses')).statusCode).toBe(403);
    expect((await setRole(user.id, 'instructor')).statusCode).toBe(200);
    const mine = await studio(t.app, user.token, 'GET', '/courses');
    expect(mine.statusCode).toBe(200);
    expect(json<{ data: { total: number } }>(mine).data.total).toBe(0);
    expect((await setRole(user.id, 'learner')).statusCode).toBe(200);
    const refused = await studio(t.app, user.token, 'GET', '/courses');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('This needs an instructor account');
    const summaries = (await auditOf(t.app, admin.token, user.id)).map((e) => e.summary);
    expect(summaries).toEqual([`${user.email}: made a learner`, `${user.email}: made an instructor`]);
  });

  it('lets the owner build a course; a co-instructor invited by email edits it but cannot manage instructors', async () => {
    const mine = await createStudioCourse(t.app, owner);
    const second = await studio(t.app, owner.token, 'POST', `/courses/${mine.courseId}/modules`, {
      title: 'More',
    });
    const secondId = json<{ data: { id: string } }>(second).data.id;
    const order = [secondId, mine.moduleId];
    const reordered = await studio(t.app, owner.token, 'PUT', `/courses/${mine.courseId}/modules/order`, {
      ids: order,
    });
    expect(reordered.statusCode).toBe(200);
    const modules = json<{ data: { id: string }[] }>(
      await studio(t.app, owner.token, 'GET', `/courses/${mine.courseId}/modules`),
    );
    expect(modules.data.map((m) => m.id)).toEqual(order);

    const co = await createInstructor(t.app);
    const invited = await studio(t.app, owner.token, 'POST', `/courses/${mine.courseId}/instructors`, {
      email: co.email.toUpperCase(),
    });
    expect(invited.statusCode).toBe(201);
    expect(json<{ data: { id: string; role: string } }>(invited).data).toMatchObject({
      id: co.id,
      role: 'co',
    });
    const mails = await mailTo(t.app, co.email);
    expect(mails[0]?.subject).toContain('You can now edit');

    const edited = await studio(t.app, co.token, 'PUT', `/chapters/${mine.chapterId}`, {
      title: 'Edited by co',
    });
    expect(edited.statusCode).toBe(200);
    const list = json<{ data: { items: { id: string }[] } }>(
      await studio(t.app, co.token, 'GET', '/courses'),
    );
    expect(list.data.items.map((c) => c.id)).toEqual([mine.courseId]);

    const team = json<{ data: { id: string; role: string }[] }>(
      await studio(t.app, co.token, 'GET', `/courses/${mine.courseId}/instructors`),
    );
    expect(team.data.map((i) => [i.id, i.role])).toEqual([
      [owner.id, 'owner'],
      [co.id, 'co'],
    ]);

    const third = await createInstructor(t.app);
    const coInvites = await studio(t.app, co.token, 'POST', `/courses/${mine.courseId}/instructors`, {
      email: third.email,
    });
    expect(coInvites.statusCode).toBe(403);
    const coRemoves = await studio(
      t.app,
      co.token,
      'DELETE',
      `/courses/${mine.courseId}/instructors/${owner.id}`,
    );
    expect(coRemoves.statusCode).toBe(403);

    const again = await studio(t.app, owner.token, 'POST', `/courses/${mine.courseId}/instructors`, {
      email: co.email,
    });
    expect(again.statusCode).toBe(409);
    const learner = await createLearner(t.app);
    const notInstructor = await studio(t.app, owner.token, 'POST', `/courses/${mine.courseId}/instructors`, {
      email: learner.email,
    });
    expect(notInstructor.statusCode).toBe(422);
    expect(errorOf(notInstructor).message).toBe('No instructor account has this email address');
    const self = await studio(
      t.app,
      owner.token,
      'DELETE',
      `/courses/${mine.courseId}/instructors/${owner.id}`,
    );
    expect(self.statusCode).toBe(422);

    const removed = await studio(
      t.app,
      owner.token,
      'DELETE',
      `/courses/${mine.courseId}/instructors/${co.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await studio(t.app, co.token, 'GET', `/courses/${mine.courseId}`)).statusCode).toBe(404);
    const audit = (await auditOf(t.app, admin.token, mine.courseId)).map((e) => e.summary);
    expect(audit).toContain(
      `Added ${co.email} as co-instructor of "${
        json<{ data: { title: string } }>(
          await studio(t.app, owner.token, 'GET', `/courses/${mine.courseId}`),
        ).data.title
      }"`,
    );
  });

  it('has no published field: a studio PUT that tries to publish is refused with 400, the course stays a draft', async () => {
    const response = await studio(t.app, owner.token, 'PUT', `/courses/${course.courseId}`, {
      published: true,
    });
    expect(response.statusCode).toBe(400);
    const stored = json<{ data: { published: boolean } }>(
      await studio(t.app, owner.token, 'GET', `/courses/${course.courseId}`),
    );
    expect(stored.data.published).toBe(false);
  });

  it('refuses bad input with a message: wrong types, missing fields, huge strings, unknown ids', async () => {
    const cases: [Method, string, unknown, number][] = [
      ['POST', '/courses', { title: 42 }, 400],
      ['POST', '/courses', {}, 400],
      ['POST', '/courses', { title: hugeString(5000), categoryId: course.courseId }, 400],
      ['PUT', `/courses/${course.courseId}`, { price: 'free' }, 400],
      ['POST', `/courses/${course.courseId}/instructors`, { email: 'not an email' }, 400],
      ['POST', `/courses/${course.courseId}/instructors`, {}, 400],
      ['GET', '/courses/00000000-0000-4000-8000-000000000000', undefined, 404],
      ['PUT', '/modules/00000000-0000-4000-8000-000000000000', { title: 'x' }, 404],
      ['PUT', '/chapters/00000000-0000-4000-8000-000000000000', { title: 'x' }, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const response = await studio(t.app, owner.token, method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(status);
      expect(errorOf(response).message.length).toBeGreaterThan(0);
    }
  });

  it('creates courses whose owner is the creator, and the admin course list and detail show them', async () => {
    const email = uniqueEmail('solo');
    const solo = await createInstructor(t.app, email);
    const created = await createStudioCourse(t.app, solo);
    const team = json<{ data: { email: string; role: string }[] }>(
      await studio(t.app, solo.token, 'GET', `/courses/${created.courseId}/instructors`),
    );
    expect(team.data).toEqual([expect.objectContaining({ email, role: 'owner' })]);
    const detail = await call(t.app, {
      method: 'GET',
      url: `/api/admin/courses/${created.courseId}`,
      token: admin.token,
    });
    expect(json<{ data: { instructors: unknown[] } }>(detail).data.instructors).toEqual(team.data);
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/admin/courses?limit=100',
      token: admin.token,
    });
    const row = json<{ data: { items: { id: string; instructors: unknown[] }[] } }>(list).data.items.find(
      (c) => c.id === created.courseId,
    );
    expect(row?.instructors).toEqual(team.data);
  });
});
