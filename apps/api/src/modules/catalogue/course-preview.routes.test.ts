import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin, storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, json, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createStudioCourse,
  type StudioCourse,
  studio,
} from '../../../test/instructor-factories.js';

type Details = { data: { id: string; title: string; isDraftPreview?: boolean; isPurchased?: boolean } };

describeEachDatabase('an admin previews a draft as a learner would', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  let learner: TestUser;
  let course: StudioCourse;
  let slug: string;

  beforeAll(async () => {
    boss = await createAdmin(t.app);
    learner = await createLearner(t.app);
    const owner = await createInstructor(t.app);
    course = await createStudioCourse(t.app, owner);
    const saved = await studio(t.app, owner.token, 'PUT', `/courses/${course.courseId}`, {
      imageUrl: await storedImageUrl(t.app),
    });
    slug = json<{ data: { slug: string } }>(saved).data.slug;
    expect(
      (await studio(t.app, owner.token, 'POST', `/courses/${course.courseId}/submit`, {})).statusCode,
    ).toBe(200);
  });

  const details = (token?: string) =>
    call(t.app, { method: 'GET', url: `/api/course/details?slug=${slug}`, ...(token ? { token } : {}) });
  const chapter = (token?: string) =>
    call(t.app, {
      method: 'GET',
      url: `/api/chapter/details/${course.chapterId}`,
      ...(token ? { token } : {}),
    });

  it('shows the draft’s page and every chapter to an admin, flagged as a preview, buying nothing', async () => {
    const page = await details(boss.token);
    expect(page.statusCode).toBe(200);
    expect(json<Details>(page).data).toMatchObject({
      id: course.courseId,
      isDraftPreview: true,
      isPurchased: false,
    });
    const reading = await chapter(boss.token);
    expect(reading.statusCode).toBe(200);
    const body = json<{ data: { title: string; progress?: unknown } }>(reading).data;
    expect(body.title).toBe('Reading');
    expect(body.progress).toBeUndefined();
    const owned = json<{ data: { total: number } }>(
      await call(t.app, { method: 'GET', url: '/api/purchase/list', token: boss.token }),
    );
    expect(owned.data.total).toBe(0);
    const record = json<{ data: { learners: number } }>(
      await admin(t.app, boss.token, 'GET', `/courses/${course.courseId}`),
    );
    expect(record.data.learners).toBe(0);
  });

  it('keeps the draft hidden from everyone else, and cached answers never carry the preview', async () => {
    for (const token of [undefined, learner.token]) {
      expect((await details(token)).statusCode).toBe(404);
      expect((await chapter(token)).statusCode).toBe(404);
    }
    // The admin's look did not fill the public cache.
    expect((await details()).statusCode).toBe(404);
  });
});
