import type { Session, User } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createLearner, getProfile, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, hugeString, json, useTestApp } from '../../../test/helper.js';

describeEachDatabase('profile locale', (dialect) => {
  const t = useTestApp(dialect);

  const update = (token: string | undefined, payload: object) =>
    call(t.app, { method: 'PUT', url: '/api/user/profile-update', token, payload });
  const profileOf = async (user: TestUser) => json<{ data: User }>(await getProfile(t.app, user.token)).data;

  it('answers null until the user chooses a language', async () => {
    const learner = await createLearner(t.app);
    expect((await profileOf(learner)).locale).toBeNull();
  });

  it('saves each of the four locales and keeps every other field', async () => {
    const learner = await createLearner(t.app);
    await update(learner.token, { phone: '+1 (555) 010-1234', emailAnnouncements: false });
    const before = await profileOf(learner);
    for (const locale of ['es', 'fr', 'de', 'en'] as const) {
      const response = await update(learner.token, { locale });
      expect(response.statusCode).toBe(200);
      expect(json<{ data: Session }>(response).data.user.locale).toBe(locale);
      expect(await profileOf(learner)).toEqual({ ...before, locale });
    }
  });

  it('keeps the chosen locale when other fields change', async () => {
    const learner = await createLearner(t.app);
    await update(learner.token, { locale: 'de' });
    const response = await update(learner.token, { firstName: 'Greta' });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(learner)).toMatchObject({ firstName: 'Greta', locale: 'de' });
  });

  it.each([
    ['an unknown code', 'it'],
    ['a region tag', 'es-MX'],
    ['upper case', 'FR'],
    ['an empty string', ''],
    ['a huge string', hugeString(10_000)],
    ['a number', 7],
    ['null', null],
    ['an array', ['fr']],
  ])('refuses %s as the locale with a 400 and changes nothing', async (_label, locale) => {
    const learner = await createLearner(t.app);
    await update(learner.token, { locale: 'fr' });
    const before = await profileOf(learner);
    const response = await update(learner.token, { locale, firstName: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toMatch(/^locale: /);
    expect(await profileOf(learner)).toEqual(before);
  });

  it("changes only the signed-in user's locale", async () => {
    const [first, second] = [await createLearner(t.app), await createLearner(t.app)];
    await update(first.token, { locale: 'es' });
    expect((await profileOf(second)).locale).toBeNull();
  });

  it('refuses a locale change without a token with a 401', async () => {
    const response = await update(undefined, { locale: 'fr' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Please sign in to continue');
  });
});
