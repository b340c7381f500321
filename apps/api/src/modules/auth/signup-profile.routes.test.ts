import type { Session, User } from '@coursewise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getProfile, signUpThroughApi, type TestUser } from '../../../test/factories.js';
import {
  buildTestApp,
  call,
  describeEachDatabase,
  errorOf,
  json,
  malformedJsonBodies,
  sendRawJson,
  type TestApp,
} from '../../../test/helper.js';
import { photo, storedUploads } from '../../../test/images.js';
import { avatarPart, multipart } from '../../../test/multipart.js';

describeEachDatabase('sign-up profile step', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const completeProfile = (token: string | undefined, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/user/signup', token, payload });
  const profileOf = async (user: TestUser) => json<{ data: User }>(await getProfile(t.app, user.token)).data;

  it('completes the profile of a verified learner and answers a working session', async () => {
    const user = await signUpThroughApi(t.app);
    const response = await completeProfile(user.token, {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+44 20 7946 0958',
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: Session; message: string }>(response);
    expect(body.message).toBeTruthy();
    expect(body.data.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', profileComplete: true });
    const profile = json<{ data: User }>(await getProfile(t.app, body.data.token)).data;
    expect(profile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+44 20 7946 0958',
      profileComplete: true,
    });
  });

  it('accepts names in any script, drops trailing spaces, and needs no phone', async () => {
    const user = await signUpThroughApi(t.app);
    const response = await completeProfile(user.token, {
      firstName: 'Zoë  ',
      lastName: "O'Brien-Łukasiewicz",
    });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(user)).toMatchObject({
      firstName: 'Zoë',
      lastName: "O'Brien-Łukasiewicz",
      phone: null,
    });
  });

  it('completes the profile from a multipart form with an avatar', async () => {
    const user = await signUpThroughApi(t.app);
    const form = multipart({ firstName: 'Alan', lastName: 'Turing' }, [avatarPart(await photo('jpeg'))]);
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      token: user.token,
      ...form,
    });
    expect(response.statusCode).toBe(200);
    const profile = await profileOf(user);
    expect(profile).toMatchObject({ firstName: 'Alan', lastName: 'Turing', profileComplete: true });
    expect(profile.avatarUrl).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
    const image = await call(t.app, { method: 'GET', url: profile.avatarUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('refuses a multipart form without a token with a 401', async () => {
    const form = multipart({ firstName: 'Alan', lastName: 'Turing' });
    const response = await call(t.app, { method: 'POST', url: '/api/user/signup', ...form });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBeTruthy();
  });

  it('refuses the profile step with a forged token with a 401 and changes nothing', async () => {
    const user = await signUpThroughApi(t.app);
    const forged = `${user.token.slice(0, -4)}AAAA`;
    const response = await completeProfile(forged, { firstName: 'Ada', lastName: 'Lovelace' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBeTruthy();
    expect(await profileOf(user)).toMatchObject({ firstName: null, profileComplete: false });
  });

  it.each([
    ['no last name', { firstName: 'Ada' }, 'lastName'],
    ['no first name', { lastName: 'Lovelace' }, 'firstName'],
    ['an empty first name', { firstName: '', lastName: 'Lovelace' }, 'firstName'],
    ['a blank first name', { firstName: '   ', lastName: 'Lovelace' }, 'firstName'],
    ['markup in a name', { firstName: '<script>alert(1)</script>', lastName: 'Lovelace' }, 'firstName'],
    ['digits in a name', { firstName: 'Ada', lastName: 'L0velace' }, 'lastName'],
    ['a name over 80 characters', { firstName: 'A'.repeat(81), lastName: 'Lovelace' }, 'firstName'],
    ['a numeric name', { firstName: 42, lastName: 'Lovelace' }, 'firstName'],
    ['letters in the phone', { firstName: 'Ada', lastName: 'Lovelace', phone: 'call me' }, 'phone'],
    [
      'a phone over 32 characters',
      { firstName: 'Ada', lastName: 'Lovelace', phone: '1'.repeat(33) },
      'phone',
    ],
    ['a role field', { firstName: 'Ada', lastName: 'Lovelace', role: 'admin' }, 'role'],
    ['an email field', { firstName: 'Ada', lastName: 'Lovelace', email: 'x@example.com' }, 'email'],
    ['a huge name', { firstName: 'A'.repeat(200_000), lastName: 'Lovelace' }, 'firstName'],
  ])('refuses %s with a 400 naming the field and changes nothing', async (_label, payload, path) => {
    const user = await signUpThroughApi(t.app);
    const before = await profileOf(user);
    const response = await completeProfile(user.token, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBeTruthy();
    expect(errorOf(response).errors?.map((e) => e.path)).toContain(path);
    expect(await profileOf(user)).toEqual(before);
  });

  it('refuses bad fields in a multipart form and stores no avatar', async () => {
    const user = await signUpThroughApi(t.app);
    const uploads = storedUploads(t.dataDir);
    const form = multipart({ firstName: 'Ada', lastName: '<b>x</b>' }, [avatarPart(await photo('png'))]);
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      token: user.token,
      ...form,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors?.map((e) => e.path)).toContain('lastName');
    expect(storedUploads(t.dataDir)).toEqual(uploads);
    expect(await profileOf(user)).toMatchObject({ lastName: null, avatarUrl: null });
  });

  it.each(malformedJsonBodies)('refuses %s as the body with a 400', async (_label, raw) => {
    const user = await signUpThroughApi(t.app);
    const response = await sendRawJson(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      raw,
      token: user.token,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBeTruthy();
    expect(await profileOf(user)).toMatchObject({ profileComplete: false });
  });
});
