import type { Session, User } from '@coursewise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLearner, getProfile, type TestUser } from '../../../test/factories.js';
import {
  buildTestApp,
  call,
  describeEachDatabase,
  errorOf,
  hugeString,
  json,
  malformedJsonBodies,
  sendRawJson,
  type TestApp,
} from '../../../test/helper.js';
import { multipart } from '../../../test/multipart.js';

describeEachDatabase('profile', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const update = (token: string | undefined, payload: object) =>
    call(t.app, { method: 'PUT', url: '/api/user/profile-update', token, payload });
  const profileOf = async (user: TestUser) => json<{ data: User }>(await getProfile(t.app, user.token)).data;

  it('answers the signed-in user in the contract shape, without secrets', async () => {
    const learner = await createLearner(t.app);
    const response = await getProfile(t.app, learner.token);
    expect(response.statusCode).toBe(200);
    const user = json<{ data: User }>(response).data;
    expect(Object.keys(user).sort()).toEqual(
      [
        'avatarUrl',
        'createdAt',
        'email',
        'emailVerified',
        'firstName',
        'hasPassword',
        'id',
        'lastName',
        'phone',
        'profileComplete',
        'role',
      ].sort(),
    );
    expect(user).toMatchObject({
      id: learner.id,
      email: learner.email,
      firstName: 'Test',
      lastName: 'Learner',
      phone: null,
      avatarUrl: null,
      role: 'learner',
      emailVerified: true,
      profileComplete: true,
      hasPassword: true,
    });
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
  });

  it('refuses the profile without a token with a 401 and a message', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBeTruthy();
  });

  it('updates only the fields sent and answers a working session', async () => {
    const learner = await createLearner(t.app);
    await update(learner.token, { phone: '+1 (555) 010-9999' });
    const response = await update(learner.token, { firstName: 'Katherine' });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: Session; message: string }>(response);
    expect(body.message).toBeTruthy();
    expect(body.data.user).toMatchObject({ firstName: 'Katherine', lastName: 'Learner' });
    const profile = json<{ data: User }>(await getProfile(t.app, body.data.token)).data;
    expect(profile).toMatchObject({
      firstName: 'Katherine',
      lastName: 'Learner',
      phone: '+1 (555) 010-9999',
    });
  });

  it('clears the phone number when it is sent empty', async () => {
    const learner = await createLearner(t.app);
    await update(learner.token, { phone: '020 7946 0958' });
    expect((await profileOf(learner)).phone).toBe('020 7946 0958');
    expect((await update(learner.token, { phone: '' })).statusCode).toBe(200);
    expect((await profileOf(learner)).phone).toBeNull();
  });

  it('accepts the same fields as a multipart form without a file', async () => {
    const learner = await createLearner(t.app);
    const form = multipart({ firstName: 'Dorothy', lastName: 'Vaughan', phone: '+1 555 0100' });
    const response = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: learner.token,
      ...form,
    });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(learner)).toMatchObject({
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      phone: '+1 555 0100',
      avatarUrl: null,
    });
  });

  it.each([
    ['an empty first name', { firstName: '' }, 'firstName'],
    ['markup in a name', { lastName: '<img src=x onerror=alert(1)>' }, 'lastName'],
    ['a name over 80 characters', { firstName: 'B'.repeat(81) }, 'firstName'],
    ['a numeric name', { firstName: 7 }, 'firstName'],
    ['a null name', { firstName: null }, 'firstName'],
    ['a name as an array', { firstName: ['Ada'] }, 'firstName'],
    ['a phone with letters', { phone: 'ring ring' }, 'phone'],
    ['a phone too short', { phone: '12' }, 'phone'],
    ['a phone over 32 characters', { phone: `+${'1'.repeat(32)}` }, 'phone'],
    ['a role field', { role: 'admin' }, 'role'],
    ['an email field', { email: 'new@example.com' }, 'email'],
    ['an avatarUrl field', { avatarUrl: 'https://evil.example/x.png' }, 'avatarUrl'],
    ['a 500 kB name', { firstName: 'C'.repeat(500_000) }, 'firstName'],
  ])(
    'refuses %s with a 400 naming the field and leaves the profile as it was',
    async (_label, payload, path) => {
      const learner = await createLearner(t.app);
      const before = await profileOf(learner);
      const response = await update(learner.token, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
      expect(errorOf(response).errors?.map((e) => e.path)).toContain(path);
      expect(await profileOf(learner)).toEqual(before);
    },
  );

  it('applies nothing of a request with one good and one bad field', async () => {
    const learner = await createLearner(t.app);
    const before = await profileOf(learner);
    const response = await update(learner.token, { firstName: 'Valid', phone: 'not a phone' });
    expect(response.statusCode).toBe(400);
    expect(await profileOf(learner)).toEqual(before);
  });

  it.each(malformedJsonBodies)(
    'refuses %s as the body with a 400 and changes nothing',
    async (_label, raw) => {
      const learner = await createLearner(t.app);
      const before = await profileOf(learner);
      const response = await sendRawJson(t.app, {
        method: 'PUT',
        url: '/api/user/profile-update',
        raw,
        token: learner.token,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
      expect(await profileOf(learner)).toEqual(before);
    },
  );

  it('refuses a body over 1 MB with a 413', async () => {
    const learner = await createLearner(t.app);
    const response = await update(learner.token, { firstName: hugeString() });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toBeTruthy();
  });

  it('refuses a multipart form with an unknown field and changes nothing', async () => {
    const learner = await createLearner(t.app);
    const before = await profileOf(learner);
    const form = multipart({ firstName: 'Mary', role: 'admin' });
    const response = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: learner.token,
      ...form,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.map((e) => e.path)).toContain('role');
    expect(await profileOf(learner)).toEqual(before);
  });

  it('refuses an update without a token with a 401', async () => {
    const response = await update(undefined, { firstName: 'Nobody' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBeTruthy();
  });
});
