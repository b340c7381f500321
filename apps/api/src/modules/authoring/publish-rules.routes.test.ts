import type { AdminCourse } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin, auditOf, storedImageUrl, storedVideoKey } from '../../../test/catalogue-admin-factories.js';
import { createCategoryFixture, createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describeEachDatabase('publish rules', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  let categoryId: string;
  beforeAll(async () => {
    boss = await createAdmin(t.app);
    categoryId = (await createCategoryFixture(t.app)).id;
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    admin(t.app, boss.token, method, path, payload);
  const created = async <T>(path: string, payload: unknown) => {
    const response = await send('POST', path, payload);
    expect(response.statusCode, response.body).toBe(201);
    return dataOf<T>(response);
  };
  const courseOf = async (id: string) => dataOf<AdminCourse>(await send('GET', `/courses/${id}`));
  const publish = (id: string, extra: Record<string, unknown> = {}) =>
    send('PUT', `/courses/${id}`, { published: true, ...extra });

  /** A priced draft with a cover and module “Basics”: a video without its video and an empty reading, then an empty module “Extras”. */
  async function unfinishedCourse(title: string) {
    const course = await created<AdminCourse>('/courses', {
      title,
      categoryId,
      price: 2900,
      imageUrl: await storedImageUrl(t.app),
    });
    const basics = await created<{ id: string }>(`/courses/${course.id}/modules`, { title: 'Basics' });
    const intro = await created<{ id: string }>(`/modules/${basics.id}/chapters`, {
      title: 'Intro',
      type: 'video',
      durationMinutes: 5,
    });
    const notes = await created<{ id: string }>(`/modules/${basics.id}/chapters`, {
      title: 'Notes',
      type: 'text',
      content: '<p> </p><p><br></p>',
      durationMinutes: 3,
    });
    const extras = await created<{ id: string }>(`/courses/${course.id}/modules`, { title: 'Extras' });
    return { course, basics, intro, notes, extras };
  }

  it('lists every missing thing at once, in words, and changes nothing on refusal', async () => {
    const { course, intro, notes, extras } = await unfinishedCourse('Half Done');
    const missing = [
      { path: `chapters.${intro.id}.videoUrl`, message: 'Chapter “Intro” (module “Basics”) has no video' },
      { path: `chapters.${notes.id}.content`, message: 'Reading “Notes” (module “Basics”) is empty' },
      { path: `modules.${extras.id}`, message: 'Module “Extras” has no chapters' },
    ];
    expect((await courseOf(course.id)).missingForPublish).toEqual(missing.map((m) => m.message));

    const refused = await publish(course.id, { title: 'Renamed on the way', price: 4900 });
    expect(refused.statusCode).toBe(422);
    expect(refusalOf(refused)).toEqual({
      message: `This course cannot be published yet: ${missing.map((m) => m.message).join('; ')}`,
      errors: missing,
    });
    expect(await courseOf(course.id)).toMatchObject({ title: 'Half Done', price: 2900, published: false });
    expect((await auditOf(t.app, boss.token, course.id)).map((e) => e.action)).toEqual(['create']);
    const visitor = await call(t.app, { method: 'GET', url: `/api/course/details?id=${course.id}` });
    expect(visitor.statusCode).toBe(404);
  });

  it('refuses each problem until it is fixed, then publishes the complete course', async () => {
    const { course, intro, notes, extras } = await unfinishedCourse('Step By Step');
    const errorsOf = async () => refusalOf(await publish(course.id)).errors?.map((e) => e.message);

    const videoUrl = await storedVideoKey(t.app);
    expect((await send('PUT', `/chapters/${intro.id}`, { videoUrl })).statusCode).toBe(200);
    expect(await errorsOf()).toEqual([
      'Reading “Notes” (module “Basics”) is empty',
      'Module “Extras” has no chapters',
    ]);

    expect((await send('PUT', `/chapters/${notes.id}`, { content: '<p>Read me.</p>' })).statusCode).toBe(200);
    expect(await errorsOf()).toEqual(['Module “Extras” has no chapters']);

    // An empty reading in another module is named with its module.
    await created(`/modules/${extras.id}/chapters`, { title: 'Later', type: 'text', durationMinutes: 1 });
    expect(await errorsOf()).toEqual(['Reading “Later” (module “Extras”) is empty']);
    expect((await send('DELETE', `/modules/${extras.id}`)).statusCode).toBe(200);

    const published = await publish(course.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(dataOf<AdminCourse>(published)).toMatchObject({ published: true, missingForPublish: [] });
    expect((await auditOf(t.app, boss.token, course.id))[0]).toMatchObject({ action: 'publish' });
    const visitor = await call(t.app, { method: 'GET', url: `/api/course/details?id=${course.id}` });
    expect(visitor.statusCode).toBe(200);
  });

  it('names the course fields in words too, together with the outline', async () => {
    const draft = await created<AdminCourse>('/courses', { title: 'Bare', categoryId });
    const module = await created<{ id: string }>(`/courses/${draft.id}/modules`, { title: 'Only' });
    const refused = await publish(draft.id);
    // A draft's price starts at $0, which is a free course (issue 22), so only the rest is missing.
    expect(refusalOf(refused).errors).toEqual([
      { path: 'imageUrl', message: 'Add a cover image' },
      { path: 'chapters', message: 'Add at least one chapter' },
      { path: `modules.${module.id}`, message: 'Module “Only” has no chapters' },
    ]);
  });

  it('checks the outline when publishing, not on every edit of a course already published', async () => {
    // A live course may gain an empty module and a video chapter still without its video.
    const live = await createCourseFixture(t.app, { categoryId });
    const soon = await created<{ id: string }>(`/courses/${live.id}/modules`, { title: 'Coming soon' });
    await created(`/courses/${live.id}/modules`, { title: 'Later' });
    await created(`/modules/${soon.id}/chapters`, { title: 'Teaser', type: 'video' });
    expect((await send('PUT', `/courses/${live.id}`, { price: 2500 })).statusCode).toBe(200);
    expect((await send('PUT', `/courses/${live.id}`, { published: false })).statusCode).toBe(200);
    expect(refusalOf(await publish(live.id)).errors?.map((e) => e.message)).toEqual([
      'Chapter “Teaser” (module “Coming soon”) has no video',
      'Module “Later” has no chapters',
    ]);
    expect((await courseOf(live.id)).published).toBe(false);
  });

  it('lets only admins publish, and answers 404 for an unknown course', async () => {
    const { course } = await unfinishedCourse('Not Yours');
    const learner = await createLearner(t.app);
    const byLearner = await admin(t.app, learner.token, 'PUT', `/courses/${course.id}`, { published: true });
    expect(byLearner.statusCode).toBe(403);
    expect((await publish('no-such-course')).statusCode).toBe(404);
    expect((await courseOf(course.id)).published).toBe(false);
  });
});
