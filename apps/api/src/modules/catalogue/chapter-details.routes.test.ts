import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';

describeEachDatabase('chapter/details', (dialect) => {
  const t = useTestApp(dialect);
  let preview: string;
  let locked: string;
  let courseId: string;

  beforeAll(async () => {
    const course = await createCourseFixture(t.app);
    courseId = course.id;
    const outline = (await call(t.app, { method: 'GET', url: `/api/course/details?id=${course.id}` })).json()
      .data.modules;
    preview = outline[0].chapters[0].id;
    locked = outline[0].chapters[1].id;
  });

  const chapter = (id: string, token?: string) =>
    call(t.app, { method: 'GET', url: `/api/chapter/details/${id}`, token });

  it('opens a preview chapter to anyone', async () => {
    const response = await chapter(preview);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: preview,
      title: 'Welcome',
      type: 'video',
      isPreview: true,
    });
  });

  it('keeps other chapters for buyers: 401 without a token, 403 without a purchase, 200 with one', async () => {
    expect((await chapter(locked)).statusCode).toBe(401);
    const learner = await createLearner(t.app);
    const refused = await chapter(locked, learner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Buy this course to open this chapter');
    await createPurchaseFixture(t.app, learner.id, courseId);
    const opened = await chapter(locked, learner.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ title: 'Setup', type: 'text', content: '<p>Install it.</p>' });
  });

  it('answers 404 for unknown chapters and 400 for malformed ids', async () => {
    expect((await chapter('0190a1b2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await chapter('x'.repeat(65))).statusCode).toBe(400);
  });
});
