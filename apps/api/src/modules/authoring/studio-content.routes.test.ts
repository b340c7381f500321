import type { AdminChapter, AdminChapterSummary, AdminModule, Upload } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { auditOf } from '../../../test/catalogue-admin-factories.js';
import { createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, useTestApp } from '../../../test/helper.js';
import { photo } from '../../../test/images.js';
import {
  createInstructor,
  createStudioCourse,
  createStudioQuizCourse,
  type Method,
  studio,
} from '../../../test/instructor-factories.js';
import { type FilePart, multipart } from '../../../test/multipart.js';
import { svgImage } from '../../../test/upload-files.js';

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const MISSING = 'This course does not exist';

describeEachDatabase('instructor studio: outline reads and deletes, uploads', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    [admin, owner] = await Promise.all([createAdmin(t.app), createInstructor(t.app)]);
  });

  /** The audit entries about `id`, as [actor id, summary]. */
  const audit = async (id: string) =>
    (await auditOf(t.app, admin.token, id)).map((entry) => [entry.actor?.id, entry.summary]);

  const upload = (token: string, area: string, file: FilePart) =>
    call(t.app, { method: 'POST', url: '/api/instructor/uploads', token, ...multipart({ area }, [file]) });

  it('reads a module, its chapters and a chapter as the console does', async () => {
    const c = await createStudioCourse(t.app, owner);
    const module = dataOf<AdminModule>(await studio(t.app, owner.token, 'GET', `/modules/${c.moduleId}`));
    expect(module).toMatchObject({ id: c.moduleId, title: 'Basics' });
    const chapters = dataOf<AdminChapterSummary[]>(
      await studio(t.app, owner.token, 'GET', `/modules/${c.moduleId}/chapters`),
    );
    expect(chapters.map((ch) => [ch.id, ch.title])).toEqual([[c.chapterId, 'Reading']]);
    const chapter = dataOf<AdminChapter>(await studio(t.app, owner.token, 'GET', `/chapters/${c.chapterId}`));
    expect(chapter).toMatchObject({ id: c.chapterId, type: 'text', content: '<p>Hello</p>' });
  });

  it('deletes a chapter, then a module with its chapters, audited with the instructor as actor', async () => {
    const c = await createStudioQuizCourse(t.app, owner);
    const added = await studio(t.app, owner.token, 'POST', `/modules/${c.moduleId}/chapters`, {
      title: 'Second',
      type: 'text',
      content: '<p>Two</p>',
    });
    const second = dataOf<{ id: string }>(added).id;

    const deleted = await studio(t.app, owner.token, 'DELETE', `/chapters/${second}`);
    expect([deleted.statusCode, json(deleted).message]).toEqual([200, 'Chapter deleted.']);
    expect(errorOf(await studio(t.app, owner.token, 'GET', `/chapters/${second}`)).message).toBe(MISSING);
    expect(await audit(second)).toEqual([[owner.id, 'Deleted chapter "Second"'], expect.anything()]);

    const gone = await studio(t.app, owner.token, 'DELETE', `/modules/${c.moduleId}`);
    expect([gone.statusCode, json(gone).message]).toEqual([200, 'Module deleted.']);
    expect(
      dataOf<AdminModule[]>(await studio(t.app, owner.token, 'GET', `/courses/${c.courseId}/modules`)),
    ).toEqual([]);
    // The chapter, and the question of its quiz, went with the module.
    expect((await studio(t.app, owner.token, 'GET', `/chapters/${c.chapterId}`)).statusCode).toBe(404);
    expect((await studio(t.app, owner.token, 'GET', `/questions/${c.chapterQuestionId}`)).statusCode).toBe(
      404,
    );
    expect((await audit(c.moduleId))[0]).toEqual([owner.id, 'Deleted module "Basics" and its 1 chapters']);
  });

  it('lets a co-instructor delete a module but only the owner delete the course, audited', async () => {
    const c = await createStudioCourse(t.app, owner);
    const co = await createInstructor(t.app);
    await studio(t.app, owner.token, 'POST', `/courses/${c.courseId}/instructors`, { email: co.email });
    expect((await studio(t.app, co.token, 'DELETE', `/modules/${c.moduleId}`)).statusCode).toBe(200);
    expect((await studio(t.app, co.token, 'DELETE', `/courses/${c.courseId}`)).statusCode).toBe(403);

    const title = dataOf<{ title: string }>(
      await studio(t.app, owner.token, 'GET', `/courses/${c.courseId}`),
    ).title;
    const deleted = await studio(t.app, owner.token, 'DELETE', `/courses/${c.courseId}`);
    expect([deleted.statusCode, json(deleted).message]).toEqual([200, 'Course deleted.']);
    expect((await studio(t.app, owner.token, 'GET', `/courses/${c.courseId}`)).statusCode).toBe(404);
    expect((await studio(t.app, co.token, 'GET', `/courses/${c.courseId}`)).statusCode).toBe(404);
    expect((await audit(c.courseId))[0]?.[0]).toBe(owner.id);
    expect((await audit(c.courseId))[0]?.[1]).toMatch(new RegExp(`^Deleted course "${title}"`));
    const again = await studio(t.app, owner.token, 'DELETE', `/courses/${c.courseId}`);
    expect([again.statusCode, errorOf(again).message]).toEqual([404, MISSING]);
  });

  it('refuses to delete a course a learner bought (409, as in the console); the course stays', async () => {
    const c = await createStudioCourse(t.app, owner);
    const learner = await createLearner(t.app);
    await createPurchaseFixture(t.app, learner.id, c.courseId);
    const refused = await studio(t.app, owner.token, 'DELETE', `/courses/${c.courseId}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'Learners have bought this course or hold its certificate: unpublish it to archive it instead',
    );
    expect((await studio(t.app, owner.token, 'GET', `/courses/${c.courseId}`)).statusCode).toBe(200);
  });

  it.each(['png', 'webp'] as const)(
    'takes a %s cover as the console does, re-encoded, audited; the course uses it',
    async (format) => {
      const c = await createStudioCourse(t.app, owner);
      const file = {
        field: 'file',
        filename: `cover.${format}`,
        contentType: `image/${format}`,
        data: await photo(format, 800, 450),
      };
      const response = await upload(owner.token, 'course-image', file);
      expect(response.statusCode, response.body).toBe(201);
      const stored = dataOf<Upload>(response);
      expect(stored).toMatchObject({ area: 'course-image', contentType: 'image/webp', isPrivate: false });
      const uploads = await call(t.app, {
        method: 'GET',
        url: `/api/admin/audit?entity=upload&actorId=${owner.id}`,
        token: admin.token,
      });
      expect(
        json<{ data: { items: { entityId: string }[] } }>(uploads).data.items.map((e) => e.entityId),
      ).toContain(stored.key);
      const saved = await studio(t.app, owner.token, 'PUT', `/courses/${c.courseId}`, {
        imageUrl: stored.url,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(dataOf<{ imageUrl: string | null }>(saved).imageUrl).toBe(stored.url);
    },
  );

  it('refuses bad input with a message: bad ids, a bad upload, and changes nothing', async () => {
    const c = await createStudioCourse(t.app, owner);
    const cases: [Method, string, number][] = [
      ['DELETE', '/courses/not-an-id', 404],
      ['GET', '/modules/not-an-id', 404],
      ['DELETE', '/chapters/42', 404],
      ['GET', `/modules/${'x'.repeat(5000)}`, 404],
      ['GET', '/modules/00000000-0000-4000-8000-000000000000/chapters', 404],
      ['DELETE', '/modules/00000000-0000-4000-8000-000000000000', 404],
    ];
    for (const [method, path, status] of cases) {
      const response = await studio(t.app, owner.token, method, path);
      expect(response.statusCode, `${method} ${path}`).toBe(status);
      expect(errorOf(response).message.length).toBeGreaterThan(0);
    }
    const svg = await upload(owner.token, 'course-image', {
      field: 'file',
      filename: 'x.svg',
      contentType: 'image/svg+xml',
      data: svgImage,
    });
    expect(svg.statusCode).toBe(415);
    expect(errorOf(svg).message.length).toBeGreaterThan(0);
    const png = {
      field: 'file',
      filename: 'x.png',
      contentType: 'image/png',
      data: await photo('png', 32, 32),
    };
    const noArea = await upload(owner.token, 'the-moon', png);
    expect(noArea.statusCode).toBe(400);
    expect(errorOf(noArea).message.length).toBeGreaterThan(0);
    expect((await studio(t.app, owner.token, 'GET', `/chapters/${c.chapterId}`)).statusCode).toBe(200);
  });
});
