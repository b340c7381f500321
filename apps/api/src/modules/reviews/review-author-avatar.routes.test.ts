import type { CourseDetails, User } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, getProfile, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, json, useTestApp } from '../../../test/helper.js';
import { photo, storedUploads } from '../../../test/images.js';
import { avatarPart, multipart } from '../../../test/multipart.js';

// Issue 11: avatar addresses were `avatars/<user id>/…`, so every public review told its author's id.
describeEachDatabase('review authors’ avatars', (dialect) => {
  const t = useTestApp(dialect);

  async function uploadAvatar(user: TestUser): Promise<string> {
    const response = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: user.token,
      ...multipart({}, [avatarPart(await photo('jpeg'))]),
    });
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = json<{ data: User }>(await getProfile(t.app, user.token)).data;
    if (!avatarUrl) throw new Error('the avatar was not stored');
    return avatarUrl;
  }

  it('shows a public review with its author’s avatar at an address that does not contain the author’s id', async () => {
    const { id: courseId } = await createCourseFixture(t.app);
    const author = await createLearner(t.app);
    await createPurchaseFixture(t.app, author.id, courseId);
    const avatarUrl = await uploadAvatar(author);
    const review = await call(t.app, {
      method: 'POST',
      url: '/api/review/add',
      token: author.token,
      payload: { courseId, rating: 5, comment: 'Clear and well paced' },
    });
    expect(review.statusCode).toBe(201);

    // What anyone sees: the course page, anonymously.
    const page = await call(t.app, { method: 'GET', url: `/api/course/details?id=${courseId}` });
    expect(page.statusCode).toBe(200);
    const [shown] = json<{ data: CourseDetails }>(page).data.reviews;
    expect(shown?.author.avatarUrl).toBe(avatarUrl);
    expect(shown?.author.avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\/64-128-256\/256\.webp$/);
    expect(shown?.author.avatarSrcSet).toEqual(expect.any(String));
    expect(page.body).toContain(avatarUrl);
    expect(page.body).not.toContain(author.id);
    // The files themselves are named without it too, and the address serves the picture.
    expect(storedUploads(t.dataDir).filter((file) => file.includes(author.id))).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: avatarUrl })).statusCode).toBe(200);
  });

  it('names each upload afresh: two learners’ avatars, or one learner’s two, share no folder', async () => {
    const first = await createLearner(t.app);
    const second = await createLearner(t.app);
    const folder = (url: string) => url.split('/')[3];
    const urls = [await uploadAvatar(first), await uploadAvatar(second), await uploadAvatar(first)];
    expect(new Set(urls.map(folder)).size).toBe(3);
    for (const url of urls) {
      expect(url).not.toContain(first.id);
      expect(url).not.toContain(second.id);
    }
  });
});
