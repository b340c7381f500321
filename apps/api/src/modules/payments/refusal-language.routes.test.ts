import { expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';

/**
 * Refusals that carry a value (a course's title) reach the page in its language (the `locale` cookie,
 * then Accept-Language) with the value in place (lib/server-words `SERVER_PATTERNS`).
 */
describeEachDatabase('refusals with values in the asking page language', (dialect) => {
  const t = useTestApp(dialect);

  const checkout = (token: string, courseIds: string[], headers: Record<string, string>) =>
    call(t.app, {
      method: 'POST',
      url: '/api/course/payment',
      token,
      headers,
      payload: { courseIds, currency: 'EUR' },
    });

  it('says "you already own" a course by its title in French, German and English, creating nothing', async () => {
    const learner = await createLearner(t.app);
    const owned = await createCourseFixture(t.app, { title: 'Statistique pour tous' });
    await createPurchaseFixture(t.app, learner.id, owned.id);
    const payments = async () =>
      Number(
        (
          await t.app.ctx.db
            .selectFrom('payments')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('userId', '=', learner.id)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await payments();

    const french = await checkout(learner.token, [owned.id], { cookie: 'locale=fr' });
    expect(french.statusCode).toBe(409);
    expect(refusalOf(french)).toEqual({ message: 'Vous possédez déjà « Statistique pour tous »' });

    const german = await checkout(learner.token, [owned.id], { 'accept-language': 'de-DE,de;q=0.9' });
    expect(refusalOf(german)).toEqual({ message: 'Sie besitzen „Statistique pour tous“ bereits' });

    const english = await checkout(learner.token, [owned.id], { 'accept-language': 'en-GB' });
    expect(refusalOf(english)).toEqual({ message: 'You already own Statistique pour tous' });

    expect(await payments()).toBe(before);
  });
});
