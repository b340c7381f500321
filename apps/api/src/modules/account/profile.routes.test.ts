import type { Session, User } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createLearner, getProfile, type TestUser } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  errorOf,
  fieldRefusal,
  hugeString,
  json,
  malformedJsonBodies,
  refusalOf,
  sendRawJson,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import { multipart } from '../../../test/multipart.js';

describeEachDatabase('profile', (dialect) => {
  const t = useTestApp(dialect);

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
        'avatarSrcSet',
        'createdAt',
        'email',
        'emailAnnouncements',
        'emailVerified',
        'firstName',
        'hasPassword',
        'id',
        'lastName',
        'locale',
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
      locale: null,
    });
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
  });

  it('refuses the profile without a token with a 401 and a message', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Please sign in to continue');
  });

  it('updates only the fields sent and answers a working session', async () => {
    const learner = await createLearner(t.app);
    await update(learner.token, { phone: '+1 (555) 010-9999' });
    const response = await update(learner.token, { firstName: 'Katherine' });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: Session; message: string }>(response);
    expect(body.message).toBe('Your profile has been saved.');
    expect(body.data.user).toMatchObject({ firstName: 'Katherine', lastName: 'Learner' });
    const profile = json<{ data: User }>(await getProfile(t.app, body.data.token)).data;
    expect(profile).toMatchObject({
      firstName: 'Katherine',
      lastName: 'Learner',
      phone: '+1 (555) 010-9999',
    });
  });

  it('accepts a name in any script a certificate prints (Telugu, Khmer, Gurmukhi)', async () => {
    const learner = await createLearner(t.app);
    const response = await update(learner.token, { firstName: 'తెలుగు ខ្មែរ', lastName: 'ਗੁਰਪ੍ਰੀਤ' });
    expect(response.statusCode).toBe(200);
    const { token } = json<{ data: Session }>(response).data;
    const profile = json<{ data: User }>(await getProfile(t.app, token)).data;
    expect(profile).toMatchObject({ firstName: 'తెలుగు ខ្មែរ', lastName: 'ਗੁਰਪ੍ਰੀਤ' });
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

  // [label, body, field, what the field is told]; the message names the first wrong field.
  it.each([
    ['an empty first name', { firstName: '' }, 'firstName', 'must be at least 1 characters'],
    ['markup in a name', { lastName: '<img src=x onerror=alert(1)>' }, 'lastName', 'has an invalid format'],
    // Letters no bundled font prints: the certificate would show empty boxes.
    ['a name in Linear B', { firstName: '𐀀𐀁' }, 'firstName', 'has an invalid format'],
    ['a name in Tibetan', { lastName: 'བོད' }, 'lastName', 'has an invalid format'],
    [
      'a name over 80 characters',
      { firstName: 'B'.repeat(81) },
      'firstName',
      'must be at most 80 characters',
    ],
    ['a numeric name', { firstName: 7 }, 'firstName', 'must be a string'],
    ['a null name', { firstName: null }, 'firstName', 'must be a string'],
    ['a name as an array', { firstName: ['Ada'] }, 'firstName', 'must be a string'],
    ['a phone with letters', { phone: 'ring ring' }, 'phone', 'has an invalid format'],
    ['a phone too short', { phone: '12' }, 'phone', 'has an invalid format'],
    ['a phone over 32 characters', { phone: `+${'1'.repeat(32)}` }, 'phone', 'must be at most 32 characters'],
    ['a role field', { role: 'admin' }, 'role', 'is not an accepted field'],
    ['an email field', { email: 'new@example.com' }, 'email', 'is not an accepted field'],
    [
      'an avatarUrl field',
      { avatarUrl: 'https://evil.example/x.png' },
      'avatarUrl',
      'is not an accepted field',
    ],
    ['a 500 kB name', { firstName: 'C'.repeat(500_000) }, 'firstName', 'must be at most 80 characters'],
  ])(
    'refuses %s with a 400 naming the field and leaves the profile as it was',
    async (_label, payload, path, message) => {
      const learner = await createLearner(t.app);
      const before = await profileOf(learner);
      const response = await update(learner.token, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(`${path}: ${message}`);
      expect(errorOf(response).errors).toContainEqual({ path, message });
      expect(await profileOf(learner)).toEqual(before);
    },
  );

  it('applies nothing of a request with one good and one bad field', async () => {
    const learner = await createLearner(t.app);
    const before = await profileOf(learner);
    const response = await update(learner.token, { firstName: 'Valid', phone: 'not a phone' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('phone: has an invalid format');
    expect(await profileOf(learner)).toEqual(before);
  });

  it.each(malformedJsonBodies)(
    'refuses %s as the body with a 400 and changes nothing',
    async (_label, raw, refusal) => {
      const learner = await createLearner(t.app);
      const before = await profileOf(learner);
      const response = await sendRawJson(t.app, {
        method: 'PUT',
        url: '/api/user/profile-update',
        raw,
        token: learner.token,
      });
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response)).toEqual(refusal);
      expect(await profileOf(learner)).toEqual(before);
    },
  );

  it('refuses a body over 1 MB with a 413', async () => {
    const learner = await createLearner(t.app);
    const response = await update(learner.token, { firstName: hugeString() });
    expect(response.statusCode).toBe(413);
    expect(refusalOf(response)).toEqual(tooLarge);
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
    expect(refusalOf(response)).toEqual(fieldRefusal('role', 'is not an accepted field'));
    expect(await profileOf(learner)).toEqual(before);
  });

  it('refuses an update without a token with a 401', async () => {
    const response = await update(undefined, { firstName: 'Nobody' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Please sign in to continue');
  });
});
