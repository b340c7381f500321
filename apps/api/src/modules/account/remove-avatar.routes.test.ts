import type { User } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createLearner, getProfile, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, json, refusalOf, useTestApp } from '../../../test/helper.js';
import { photo, storedImageFiles, storedUploads } from '../../../test/images.js';
import { avatarPart, multipart } from '../../../test/multipart.js';

describeEachDatabase('remove avatar', (dialect) => {
  const t = useTestApp(dialect);

  const upload = async (user: TestUser) => {
    const response = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: user.token,
      ...multipart({}, [avatarPart(await photo('jpeg'))]),
    });
    expect(response.statusCode).toBe(200);
  };
  const remove = (token?: string, payload: object = {}) =>
    call(t.app, { method: 'DELETE', url: '/api/user/avatar', token, payload });
  const profileOf = async (user: TestUser) => json<{ data: User }>(await getProfile(t.app, user.token)).data;

  it('clears the picture, deletes every stored size, and answers the profile without it', async () => {
    const learner = await createLearner(t.app);
    await upload(learner);
    const before = await profileOf(learner);
    const avatarUrl = before.avatarUrl ?? '';
    expect(storedImageFiles(t.dataDir, avatarUrl)).toHaveLength(3);

    const response = await remove(learner.token);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: User; message: string }>(response);
    expect(body.message).toBe('Your picture has been removed.');
    expect(body.data).toMatchObject({ id: before.id, avatarUrl: null, avatarSrcSet: null });
    expect(body.data.firstName).toBe(before.firstName);

    expect(await profileOf(learner)).toMatchObject({ avatarUrl: null, avatarSrcSet: null });
    expect(storedImageFiles(t.dataDir, avatarUrl)).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('answers 200 and changes nothing when there is no picture (a second click, another tab)', async () => {
    const learner = await createLearner(t.app);
    const before = await profileOf(learner);
    const filesBefore = storedUploads(t.dataDir);

    const response = await remove(learner.token);
    expect(response.statusCode).toBe(200);
    expect(json<{ data: User }>(response).data).toEqual(before);
    expect(storedUploads(t.dataDir)).toEqual(filesBefore);
  });

  it("removes only the signed-in learner's own picture", async () => {
    const owner = await createLearner(t.app);
    const other = await createLearner(t.app);
    await upload(owner);
    const ownerUrl = (await profileOf(owner)).avatarUrl ?? '';

    expect((await remove(other.token)).statusCode).toBe(200);
    expect((await profileOf(owner)).avatarUrl).toBe(ownerUrl);
    expect(storedImageFiles(t.dataDir, ownerUrl)).toHaveLength(3);
  });

  it('refuses fields it does not know with a 400 and keeps the picture', async () => {
    const learner = await createLearner(t.app);
    await upload(learner);
    const before = await profileOf(learner);
    expect((await remove(learner.token, { avatar: null })).statusCode).toBe(400);
    expect(await profileOf(learner)).toEqual(before);
  });

  it('refuses a request without a token with a 401 and keeps the picture', async () => {
    const learner = await createLearner(t.app);
    await upload(learner);
    const before = await profileOf(learner);

    const response = await remove();
    expect(response.statusCode).toBe(401);
    expect(refusalOf(response)).toEqual({ message: 'Please sign in to continue' });
    expect(await profileOf(learner)).toEqual(before);
  });
});
