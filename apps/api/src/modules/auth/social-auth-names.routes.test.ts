import { isPersonName, type Session } from '@coursewise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLearner, getProfile, uniqueEmail, userRow } from '../../../test/factories.js';
import { call, describeEachDatabase, json, useTestApp } from '../../../test/helper.js';
import { type JwksServer, startJwksServer } from '../../../test/jwks-server.js';

const CLIENT_ID = 'coursewise-test.apps.googleusercontent.com';
let subCounter = 0;
const newSub = () => `2${Date.now()}${(subCounter++).toString().padStart(4, '0')}`;

/** Names a Google account may carry that no profile form would accept. */
const unsafeNames: [label: string, name: string][] = [
  ['markup', '<b>x</b>'],
  ['a script tag', 'Ada<script>alert(1)</script>'],
  ['a right-to-left override', 'Ada\u202Eecalevol'],
  ['a bidi isolate', 'Ada\u2067x'],
  ['a line break', 'Ada\nLovelace'],
  ['a carriage return', 'Ada\rx'],
  ['a NUL', 'Ada\u0000'],
  ['a tab', 'Ada\tLovelace'],
  ['500 characters', 'A'.repeat(500)],
  ['81 characters', 'A'.repeat(81)],
  ['only spaces', '   '],
  ['digits', 'Ada 2'],
];

/** Names the profile form accepts, kept as Google gives them (trimmed). */
const safeNames: [given: string, stored: string][] = [
  ['Ada', 'Ada'],
  ["  Seán O'Brien-Núñez ", "Seán O'Brien-Núñez"],
  ['李', '李'],
  ['J. R.', 'J. R.'],
  ['A'.repeat(80), 'A'.repeat(80)],
  ['Zoë', 'Zoë'],
];

describeEachDatabase('Google sign-in names', (dialect) => {
  let google: JwksServer;
  beforeAll(async () => {
    google = await startJwksServer();
  });
  afterAll(() => google.close());
  const t = useTestApp(dialect, () => ({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.url }));

  const withGoogleNames = async (claims: Record<string, unknown>) => {
    const idToken = await google.idToken(CLIENT_ID, {
      claims: { email: uniqueEmail('g'), sub: newSub(), ...claims },
    });
    return call(t.app, {
      method: 'POST',
      url: '/api/user/social-auth',
      payload: { provider: 'google', idToken },
    });
  };

  it.each(unsafeNames)('signs in with %s in both names and stores neither', async (_label, name) => {
    const response = await withGoogleNames({ given_name: name, family_name: name });
    expect(response.statusCode).toBe(200);
    const { token, user } = json<{ data: Session }>(response).data;
    expect(user).toMatchObject({ firstName: null, lastName: null, profileComplete: false });
    const row = await userRow(t.app, user.id);
    expect([row.firstName, row.lastName]).toEqual([null, null]);
    expect((await getProfile(t.app, token)).statusCode).toBe(200);
  });

  it('keeps the good name when only the other is unsafe, and leaves the profile step open', async () => {
    const response = await withGoogleNames({ given_name: 'Ada', family_name: 'Love\u202Elace' });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Session }>(response).data.user).toMatchObject({
      firstName: 'Ada',
      lastName: null,
      profileComplete: false,
    });
  });

  it('ignores names that are not strings', async () => {
    const response = await withGoogleNames({ given_name: ['Ada'], family_name: { first: 'x' } });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Session }>(response).data.user).toMatchObject({ firstName: null, lastName: null });
  });

  it.each(safeNames)('stores the name %j as %j', async (given, stored) => {
    const response = await withGoogleNames({ given_name: given, family_name: 'Lovelace' });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Session }>(response).data.user).toMatchObject({
      firstName: stored,
      lastName: 'Lovelace',
      profileComplete: true,
    });
  });

  it('lets the learner finish the profile after an unsafe Google name was dropped', async () => {
    const first = await withGoogleNames({ given_name: '<b>x</b>', family_name: 'Ada\u0000' });
    const { token } = json<{ data: Session }>(first).data;
    const updated = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token,
      payload: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(updated.statusCode).toBe(200);
    expect(json<{ data: Session }>(updated).data.user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileComplete: true,
    });
  });

  it('holds Google names to the same rule the profile form applies (one rule for both paths)', async () => {
    const learner = await createLearner(t.app);
    const samples = [...unsafeNames.map(([, name]) => name), ...safeNames.map(([, name]) => name)];
    for (const name of samples.filter((sample) => sample === sample.trim())) {
      const response = await call(t.app, {
        method: 'PUT',
        url: '/api/user/profile-update',
        token: learner.token,
        payload: { firstName: name },
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(isPersonName(name) ? 200 : 400);
    }
  });
});
