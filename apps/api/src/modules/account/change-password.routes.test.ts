import { expect, it } from 'vitest';
import { createLearner, getProfile, mailTo, signin, userRow } from '../../../test/factories.js';
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
import { createAccount } from './account-records.service.js';
import { openSession } from './sessions.service.js';

describeEachDatabase('change password', (dialect) => {
  const t = useTestApp(dialect);

  const change = (token: string | undefined, payload: object) =>
    call(t.app, { method: 'POST', url: '/api/user/change-password', token, payload });

  it('changes the password, answers a working token and signs every other device out', async () => {
    const learner = await createLearner(t.app);
    const otherDevice = json<{ data: { token: string } }>(
      await signin(t.app, learner.email, learner.password),
    ).data.token;
    const response = await change(learner.token, {
      currentPassword: learner.password,
      newPassword: 'copper-meadow-signal',
    });
    expect(response.statusCode).toBe(200);
    const body = json<{ data: { token: string }; message: string }>(response);
    expect(body.message).toBe('Your password has been changed. Other devices were signed out.');

    expect((await getProfile(t.app, body.data.token)).statusCode).toBe(200);
    for (const dead of [learner.token, otherDevice]) {
      const refused = await getProfile(t.app, dead);
      expect(refused.statusCode).toBe(401);
      expect(errorOf(refused).message).toBe('Your session has ended. Please sign in again.');
    }
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(401);
    expect((await signin(t.app, learner.email, 'copper-meadow-signal')).statusCode).toBe(200);
  });

  it('stores the new password as an argon2id hash and mails the owner about the change', async () => {
    const learner = await createLearner(t.app);
    const before = (await userRow(t.app, learner.id)).passwordHash;
    await change(learner.token, { currentPassword: learner.password, newPassword: 'granite-orbit-willow' });
    const after = (await userRow(t.app, learner.id)).passwordHash;
    expect(after).toMatch(/^\$argon2id\$/);
    expect(after).not.toBe(before);
    expect(after).not.toContain('granite-orbit-willow');
    const [mail] = await mailTo(t.app, learner.email);
    expect(mail?.subject).toBe('Your Coursewise password was changed');
  });

  it('refuses a wrong current password with a 400 and keeps the old password and token', async () => {
    const learner = await createLearner(t.app);
    const response = await change(learner.token, {
      currentPassword: 'not-my-password',
      newPassword: 'copper-meadow-signal',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(refusalOf(response)).toEqual({
      message: 'Your current password is not correct',
      errors: [{ path: 'currentPassword', message: 'is not correct' }],
    });
    expect((await getProfile(t.app, learner.token)).statusCode).toBe(200);
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
    expect((await signin(t.app, learner.email, 'copper-meadow-signal')).statusCode).toBe(401);
  });

  const tooCommon = {
    message: 'This password is too common. Choose one that is harder to guess.',
    errors: [{ path: 'newPassword', message: 'is too common' }],
  };
  it.each([
    [
      'the same password again',
      (current: string) => current,
      {
        message: 'The new password must differ from the current one',
        errors: [{ path: 'newPassword', message: 'must differ from the current password' }],
      },
    ],
    ['a common password', () => 'qwerty123456', tooCommon],
    ['another common password', () => 'password123456', tooCommon],
    ['a repeated character', () => 'zzzzzzzzzzzzzzz', tooCommon],
  ])('refuses %s as the new password with a 400 and changes nothing', async (_label, next, refusal) => {
    const learner = await createLearner(t.app);
    const response = await change(learner.token, {
      currentPassword: learner.password,
      newPassword: next(learner.password),
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
    expect((await getProfile(t.app, learner.token)).statusCode).toBe(200);
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
  });

  const tooLong = fieldRefusal('newPassword', 'must be at most 128 characters');
  it.each([
    [
      'a new password of 11 characters',
      { newPassword: 'x'.repeat(11) },
      fieldRefusal('newPassword', 'must be at least 12 characters'),
    ],
    ['a new password of 129 characters', { newPassword: 'y'.repeat(129) }, tooLong],
    ['no new password', { newPassword: undefined }, fieldRefusal('newPassword', 'is required')],
    ['no current password', { currentPassword: undefined }, fieldRefusal('currentPassword', 'is required')],
    [
      'an empty current password',
      { currentPassword: '' },
      fieldRefusal('currentPassword', 'must be at least 1 characters'),
    ],
    [
      'a numeric new password',
      { newPassword: 123456789012345 },
      fieldRefusal('newPassword', 'must be a string'),
    ],
    ['an extra field', { userId: 'someone-else' }, fieldRefusal('userId', 'is not an accepted field')],
    ['a 500 kB new password', { newPassword: 'z'.repeat(500_000) }, tooLong],
  ])('refuses %s with a 400 naming the field and changes nothing', async (_label, override, refusal) => {
    const learner = await createLearner(t.app);
    const payload = { currentPassword: learner.password, newPassword: 'copper-meadow-signal', ...override };
    const response = await change(learner.token, payload);
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
    expect((await getProfile(t.app, learner.token)).statusCode).toBe(200);
    expect((await signin(t.app, learner.email, learner.password)).statusCode).toBe(200);
  });

  it.each(malformedJsonBodies)('refuses %s as the body with a 400', async (_label, raw, refusal) => {
    const learner = await createLearner(t.app);
    const response = await sendRawJson(t.app, {
      method: 'POST',
      url: '/api/user/change-password',
      raw,
      token: learner.token,
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
    expect((await getProfile(t.app, learner.token)).statusCode).toBe(200);
  });

  it('refuses a body over 1 MB with a 413', async () => {
    const learner = await createLearner(t.app);
    const response = await change(learner.token, {
      currentPassword: learner.password,
      newPassword: hugeString(),
    });
    expect(response.statusCode).toBe(413);
    expect(refusalOf(response)).toEqual(tooLarge);
  });

  it('refuses a change without a token with a 401', async () => {
    const response = await change(undefined, {
      currentPassword: 'anything-at-all',
      newPassword: 'copper-meadow-signal',
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Please sign in to continue');
  });

  it('refuses an account without a password (Google only) with a 400', async () => {
    const row = await createAccount(t.app.ctx.db, {
      email: `google-only-${Date.now()}@example.com`,
      passwordHash: null,
      emailVerified: true,
      googleSub: `sub-${Date.now()}`,
    });
    if (!row) throw new Error('no account');
    const { token } = await openSession(t.app.ctx.db, t.app.ctx, row);
    const response = await change(token, {
      currentPassword: 'anything-at-all',
      newPassword: 'copper-meadow-signal',
    });
    expect(response.statusCode).toBe(400);
    expect((await getProfile(t.app, token)).statusCode).toBe(200);
  });
});
