import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { createInstructor, createStudioCourse, studio } from '../../../test/instructor-factories.js';
import { mp4Video } from '../../../test/upload-files.js';
import { settledAsset, uploadVideo } from '../../../test/video-factories.js';

describeEachDatabase('retrying a video in the studio', (dialect) => {
  const t = useTestApp(dialect);
  let owner: TestUser;
  let other: TestUser;
  let assetId: string;
  let key: string;

  beforeAll(async () => {
    [owner, other] = await Promise.all([createInstructor(t.app), createInstructor(t.app)]);
    const course = await createStudioCourse(t.app, owner);
    key = await uploadVideo(t.app, owner.token, mp4Video(3000), 'instructor');
    const saved = await studio(t.app, owner.token, 'PUT', `/chapters/${course.chapterId}`, {
      type: 'video',
      videoUrl: key,
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    assetId = (await settledAsset(t.app, key)).id;
  });

  it('answers another instructor 404, as for an unknown video, and leaves the video failed', async () => {
    const response = await studio(t.app, other.token, 'POST', `/videos/${assetId}/retry`, {});
    expect([response.statusCode, response.json().message]).toEqual([404, 'This video does not exist']);
    const unknown = await studio(
      t.app,
      other.token,
      'POST',
      '/videos/0190f000-0000-7000-8000-000000000000/retry',
      {},
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'This video does not exist']);
    expect(await settledAsset(t.app, key)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('lets the course’s instructor process a failed video of their chapter again', async () => {
    const response = await studio(t.app, owner.token, 'POST', `/videos/${assetId}/retry`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ assetId, status: 'processing', progress: 0 });
    expect(await settledAsset(t.app, key)).toMatchObject({ status: 'failed', attempts: 2 });
    const again = await studio(t.app, owner.token, 'POST', `/videos/${'y'.repeat(65)}/retry`, {});
    expect(again.statusCode).toBe(400);
  });
});
