import type { Session, User } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { getProfile, signUpThroughApi, type TestUser } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  errorOf,
  fieldRefusal,
  json,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  useTestApp,
} from '../../../test/helper.js';
import { photo, storedUploads } from '../../../test/images.js';
import { avatarPart, multipart } from '../../../test/multipart.js';

describeEachDatabase('sign-up profile step', (dialect) => {
  const t = useTestApp(dialect);

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
    expect(body.message).toBe('Your profile is complete. Welcome aboard!');
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
    expect(errorOf(response).message).toBe('Sign in to complete your profile');
  });

  it('refuses the profile step with a forged token with a 401 and changes nothing', async () => {
    const user = await signUpThroughApi(t.app);
    const forged = `${user.token.slice(0, -4)}AAAA`;
    const response = await completeProfile(forged, { firstName: 'Ada', lastName: 'Lovelace' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Your session has ended. Please sign in again.');
    expect(await profileOf(user)).toMatchObject({ firstName: null, profileComplete: false });
  });

  // [label, body, field, what the field is told]; the message names the first wrong field.
  it.each([
    ['no last name', { firstName: 'Ada' }, 'lastName', 'is required'],
    ['no first name', { lastName: 'Lovelace' }, 'firstName', 'is required'],
    [
      'an empty first name',
      { firstName: '', lastName: 'Lovelace' },
      'firstName',
      'must be at least 1 characters',
    ],
    ['a blank first name', { firstName: '   ', lastName: 'Lovelace' }, 'firstName', 'has an invalid format'],
    [
      'markup in a name',
      { firstName: '<script>alert(1)</script>', lastName: 'Lovelace' },
      'firstName',
      'has an invalid format',
    ],
    ['digits in a name', { firstName: 'Ada', lastName: 'L0velace' }, 'lastName', 'has an invalid format'],
    [
      'a name over 80 characters',
      { firstName: 'A'.repeat(81), lastName: 'Lovelace' },
      'firstName',
      'must be at most 80 characters',
    ],
    ['a numeric name', { firstName: 42, lastName: 'Lovelace' }, 'firstName', 'must be a string'],
    [
      'letters in the phone',
      { firstName: 'Ada', lastName: 'Lovelace', phone: 'call me' },
      'phone',
      'has an invalid format',
    ],
    [
      'a phone over 32 characters',
      { firstName: 'Ada', lastName: 'Lovelace', phone: '1'.repeat(33) },
      'phone',
      'must be at most 32 characters',
    ],
    [
      'a role field',
      { firstName: 'Ada', lastName: 'Lovelace', role: 'admin' },
      'role',
      'is not an accepted field',
    ],
    [
      'an email field',
      { firstName: 'Ada', lastName: 'Lovelace', email: 'x@example.com' },
      'email',
      'is not an accepted field',
    ],
    [
      'a huge name',
      { firstName: 'A'.repeat(200_000), lastName: 'Lovelace' },
      'firstName',
      'must be at most 80 characters',
    ],
  ])('refuses %s with a 400 naming the field and changes nothing', async (_label, payload, path, message) => {
    const user = await signUpThroughApi(t.app);
    const before = await profileOf(user);
    const response = await completeProfile(user.token, payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(`${path}: ${message}`);
    expect(errorOf(response).errors).toContainEqual({ path, message });
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
    expect(refusalOf(response)).toEqual(fieldRefusal('lastName', 'has an invalid format'));
    expect(storedUploads(t.dataDir)).toEqual(uploads);
    expect(await profileOf(user)).toMatchObject({ lastName: null, avatarUrl: null });
  });

  it.each(malformedJsonBodies)('refuses %s as the body with a 400', async (_label, raw, refusal) => {
    const user = await signUpThroughApi(t.app);
    const response = await sendRawJson(t.app, {
      method: 'POST',
      url: '/api/user/signup',
      raw,
      token: user.token,
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
    expect(await profileOf(user)).toMatchObject({ profileComplete: false });
  });
});
