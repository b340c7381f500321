import type { AdminCaptionTrack } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { SPANISH, uploadCaptions } from '../../../test/caption-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createStudioCourse,
  type StudioCourse,
  studio,
} from '../../../test/instructor-factories.js';

describeEachDatabase('chapter caption tracks (studio)', (dialect) => {
  const t = useTestApp(dialect);
  let owner: TestUser;
  let other: TestUser;
  let learner: TestUser;
  let course: StudioCourse;

  beforeAll(async () => {
    [owner, other, learner] = await Promise.all([
      createInstructor(t.app),
      createInstructor(t.app),
      createLearner(t.app),
    ]);
    course = await createStudioCourse(t.app, owner);
  });
  const path = (language?: string) =>
    `/chapters/${course.chapterId}/captions${language ? `/${language}` : ''}`;

  it('lets the course’s instructor add, list and delete a track, audited with them as actor', async () => {
    const key = await uploadCaptions(t.app, owner.token, SPANISH, 'instructor');
    const added = await studio(t.app, owner.token, 'PUT', path('es'), { captionsUrl: key, label: 'Español' });
    expect(added.statusCode, added.body).toBe(200);
    const listed = await studio(t.app, owner.token, 'GET', path());
    expect(listed.json<{ data: AdminCaptionTrack[] }>().data).toEqual([
      expect.objectContaining({ language: 'es', label: 'Español', key }),
    ]);
    const removed = await studio(t.app, owner.token, 'DELETE', path('es'));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await studio(t.app, owner.token, 'GET', path())).json().data).toEqual([]);
    const entries = await t.app.ctx.db
      .selectFrom('auditLog')
      .select(['actorId', 'action'])
      .where('entityId', '=', course.chapterId)
      .where('entity', '=', 'chapter-captions')
      .orderBy('createdAt')
      .execute();
    expect(entries).toEqual([
      { actorId: owner.id, action: 'create' },
      { actorId: owner.id, action: 'delete' },
    ]);
  });

  it('answers another instructor 404 on every call, as for an unknown chapter, changing nothing', async () => {
    const key = await uploadCaptions(t.app, owner.token, SPANISH, 'instructor');
    expect((await studio(t.app, owner.token, 'PUT', path('es'), { captionsUrl: key })).statusCode).toBe(200);
    const otherKey = await uploadCaptions(t.app, other.token, SPANISH, 'instructor');
    for (const response of [
      await studio(t.app, other.token, 'GET', path()),
      await studio(t.app, other.token, 'PUT', path('es'), { captionsUrl: otherKey }),
      await studio(t.app, other.token, 'DELETE', path('es')),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(refusalOf(response)).toEqual({ message: 'This course does not exist' });
    }
    const listed = await studio(t.app, owner.token, 'GET', path());
    expect(listed.json<{ data: AdminCaptionTrack[] }>().data).toEqual([expect.objectContaining({ key })]);
  });

  it('refuses a learner (403) before anything runs', async () => {
    for (const response of [
      await studio(t.app, learner.token, 'GET', path()),
      await studio(t.app, learner.token, 'PUT', path('es'), { captionsUrl: 'x' }),
      await studio(t.app, learner.token, 'DELETE', path('es')),
    ])
      expect(response.statusCode).toBe(403);
  });
});
