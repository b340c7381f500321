import type { User } from '@coursewise/contract';
import { expect, it } from 'vitest';
import {
  createLearner,
  getProfile,
  mailTo,
  signin,
  signUpThroughApi,
  type TestUser,
  uniqueEmail,
  userRow,
} from '../../../test/factories.js';
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
import { photo, storedImageFiles } from '../../../test/images.js';
import { avatarPart, multipart } from '../../../test/multipart.js';
import { createAccount } from './account-records.service.js';
import { openSession } from './sessions.service.js';

const wrongPassword = {
  message: 'Your password is not correct',
  errors: [{ path: 'password', message: 'is not correct' }],
};

describeEachDatabase('delete account', (dialect) => {
  const t = useTestApp(dialect);

  const remove = (token: string | undefined, payload?: object) =>
    call(t.app, { method: 'DELETE', url: '/api/user/delete', token, payload });

  /** A learner with a phone number and an avatar on disk. */
  async function fullLearner(): Promise<TestUser & { avatarUrl: string }> {
    const learner = await createLearner(t.app);
    const form = multipart({ phone: '+44 7700 900123' }, [avatarPart(await photo('jpeg'))]);
    await call(t.app, { method: 'PUT', url: '/api/user/profile-update', token: learner.token, ...form });
    const { avatarUrl } = json<{ data: User }>(await getProfile(t.app, learner.token)).data;
    if (!avatarUrl) throw new Error('avatar was not stored');
    return { ...learner, avatarUrl };
  }

  async function expectIntact(user: TestUser & { avatarUrl?: string }): Promise<void> {
    const profile = await getProfile(t.app, user.token);
    expect(profile.statusCode).toBe(200);
    expect(json<{ data: User }>(profile).data.email).toBe(user.email);
    expect((await signin(t.app, user.email, user.password)).statusCode).toBe(200);
    if (user.avatarUrl)
      expect((await call(t.app, { method: 'GET', url: user.avatarUrl })).statusCode).toBe(200);
  }

  it('erases the personal data, removes the avatar file and ends every session', async () => {
    const learner = await fullLearner();
    expect(storedImageFiles(t.dataDir, learner.avatarUrl)).toHaveLength(3);

    const response = await remove(learner.token, { password: learner.password });
    expect(response.statusCode).toBe(200);
    expect(json<{ message: string }>(response).message).toBe('Your account has been deleted.');

    const row = await userRow(t.app, learner.id);
    expect(row.email).not.toContain(learner.email.split('@')[0]);
    expect(row.emailNormalized).toBe(row.email);
    expect(row).toMatchObject({
      firstName: null,
      lastName: null,
      phone: null,
      avatarKey: null,
      passwordHash: null,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(storedImageFiles(t.dataDir, learner.avatarUrl)).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: learner.avatarUrl })).statusCode).toBe(404);

    const profile = await getProfile(t.app, learner.token);
    expect(profile.statusCode).toBe(401);
    expect(errorOf(profile).message).toBe('Your session has ended. Please sign in again.');
  });

  it('mails a goodbye to the old address; signing in with it then fails like an unknown email', async () => {
    const learner = await createLearner(t.app);
    await remove(learner.token, { password: learner.password });
    expect((await mailTo(t.app, learner.email))[0]?.subject).toBe('Your Coursewise account was deleted');
    const old = await signin(t.app, learner.email, learner.password);
    const unknown = await signin(t.app, uniqueEmail('nobody'), learner.password);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(unknown.json());
  });

  it('lets the same email sign up again afterwards, as a new account', async () => {
    const first = await signUpThroughApi(t.app);
    expect((await remove(first.token, { password: first.password })).statusCode).toBe(200);
    const again = await signUpThroughApi(t.app, { email: first.email, password: 'a-brand-new-passphrase' });
    expect(again.id).not.toBe(first.id);
    expect((await signin(t.app, first.email, 'a-brand-new-passphrase')).statusCode).toBe(200);
    expect((await getProfile(t.app, first.token)).statusCode).toBe(401);
  });

  it('refuses a wrong password with a 400 and leaves the account usable', async () => {
    const learner = await fullLearner();
    const response = await remove(learner.token, { password: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(refusalOf(response)).toEqual(wrongPassword);
    await expectIntact(learner);
  });

  it.each([
    ['no body', undefined, fieldRefusal('body', 'must be an object')],
    ['an empty object', {}, wrongPassword],
    ['only the confirmation word', { confirm: 'DELETE' }, wrongPassword],
    ['an empty password', { password: '' }, fieldRefusal('password', 'must be at least 1 characters')],
    ['a numeric password', { password: 12345 }, fieldRefusal('password', 'must be a string')],
    [
      'an extra field',
      { password: 'x', userId: 'someone-else' },
      fieldRefusal('userId', 'is not an accepted field'),
    ],
    ['a lower-case confirmation', { confirm: 'delete' }, fieldRefusal('confirm', 'must be "DELETE"')],
    [
      'a 500 kB password',
      { password: 'p'.repeat(500_000) },
      fieldRefusal('password', 'must be at most 128 characters'),
    ],
  ])('refuses %s with a 400 and a message, leaving the account usable', async (_label, payload, refusal) => {
    const learner = await createLearner(t.app);
    const response = await remove(learner.token, payload);
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
    await expectIntact(learner);
  });

  it.each(malformedJsonBodies)(
    'refuses %s as the body with a 400, leaving the account usable',
    async (_l, raw, refusal) => {
      const learner = await createLearner(t.app);
      const response = await sendRawJson(t.app, {
        method: 'DELETE',
        url: '/api/user/delete',
        raw,
        token: learner.token,
      });
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response)).toEqual(refusal);
      await expectIntact(learner);
    },
  );

  it('refuses a delete without a token with a 401', async () => {
    const response = await remove(undefined, { password: 'anything-at-all' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Please sign in to continue');
  });

  it('deletes an account without a password only with {confirm:"DELETE"}', async () => {
    const email = uniqueEmail('google');
    const row = await createAccount(t.app.ctx.db, {
      email,
      passwordHash: null,
      emailVerified: true,
      firstName: 'Goo',
      lastName: 'Gle',
      googleSub: `sub-${email}`,
    });
    if (!row) throw new Error('no account');
    const { token } = await openSession(t.app.ctx.db, t.app.ctx, row);

    const unconfirmed = await remove(token, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(refusalOf(unconfirmed)).toEqual({
      message: 'Type DELETE to confirm',
      errors: [{ path: 'confirm', message: 'must be "DELETE"' }],
    });
    expect((await getProfile(t.app, token)).statusCode).toBe(200);

    expect((await remove(token, { confirm: 'DELETE' })).statusCode).toBe(200);
    expect((await getProfile(t.app, token)).statusCode).toBe(401);
    expect(await userRow(t.app, row.id)).toMatchObject({ googleSub: null, firstName: null, lastName: null });
  });
});
