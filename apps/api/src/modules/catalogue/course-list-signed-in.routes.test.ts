import type { CourseSummary, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';

// Titles that look like the flags' JSON, quotes, escapes and non-ASCII, around which flags are put.
const trickyTitles = [
  'Say "isWishlisted":false,"isInCart":false,"isPurchased":false please',
  'Back\\slash and \u2028 line separator',
  'Émigré café 😀 “quotes”',
];

describeEachDatabase(
  'course/list for a signed-in learner (public page from the cache + own flags)',
  (dialect) => {
    const t = useTestApp(dialect);
    let learner: TestUser;
    let ids: string[];

    beforeAll(async () => {
      learner = await createLearner(t.app);
      ids = [];
      for (const title of trickyTitles) ids.push((await createCourseFixture(t.app, { title })).id);
      for (let i = 0; i < 3; i++) ids.push((await createCourseFixture(t.app)).id);
      const toggle = (path: string, courseId: string) =>
        call(t.app, { method: 'POST', url: `/api/${path}`, token: learner.token, payload: { courseId } });
      await toggle('wish/add-remove', ids[0] as string);
      await toggle('cart/add-remove', ids[1] as string);
      await toggle('wish/add-remove', ids[1] as string);
      await createPurchaseFixture(t.app, learner.id, ids[2] as string);
    });

    const list = (token?: string) =>
      call(t.app, { method: 'GET', url: '/api/course/list?sort=newest', token });

    it('answers byte for byte what the full query answers, in one query', async () => {
      t.app.catalogueCache.invalidate();
      const computed = await list(learner.token); // the full query, which fills the cache
      expect(computed.statusCode).toBe(200);
      const before = t.queries.length;
      const cached = await list(learner.token);
      expect(t.queries.length - before).toBe(1);
      expect(cached.body).toBe(computed.body);
      expect(cached.headers['content-type']).toBe(computed.headers['content-type']);

      const items = (JSON.parse(cached.body) as { data: Paged<CourseSummary> }).data.items;
      const flagsOf = (id: string | undefined) => {
        const item = items.find((course) => course.id === id);
        return [item?.isWishlisted, item?.isInCart, item?.isPurchased];
      };
      expect(flagsOf(ids[0])).toEqual([true, false, false]);
      expect(flagsOf(ids[1])).toEqual([true, true, false]);
      expect(flagsOf(ids[2])).toEqual([false, false, true]);
      expect(flagsOf(ids[3])).toEqual([false, false, false]);
      expect(items.map((item) => item.title)).toEqual(expect.arrayContaining(trickyTitles));
    });

    it('fills a page cached by an anonymous visit the same way', async () => {
      t.app.catalogueCache.invalidate();
      const anonymous = await list();
      const cached = await list(learner.token);
      t.app.catalogueCache.invalidate();
      const computed = await list(learner.token);
      expect(cached.body).toBe(computed.body);
      expect(JSON.parse(anonymous.body).data.items[0]).not.toHaveProperty('isWishlisted');
    });

    it('never shows one learner’s flags to another, nor stale flags after a change', async () => {
      await list(learner.token);
      const other = await createLearner(t.app);
      const items = (JSON.parse((await list(other.token)).body) as { data: Paged<CourseSummary> }).data.items;
      expect(items.every((item) => !item.isWishlisted && !item.isInCart && !item.isPurchased)).toBe(true);
      await call(t.app, {
        method: 'POST',
        url: '/api/wish/add-remove',
        token: other.token,
        payload: { courseId: ids[4] },
      });
      const after = (JSON.parse((await list(other.token)).body) as { data: Paged<CourseSummary> }).data.items;
      expect(after.find((item) => item.id === ids[4])?.isWishlisted).toBe(true);
    });

    it('reads the flags of learners whose requests arrive together in one statement, each getting their own', async () => {
      await list();
      const others = await Promise.all([createLearner(t.app), createLearner(t.app), createLearner(t.app)]);
      for (const [i, other] of others.entries()) {
        await call(t.app, {
          method: 'POST',
          url: '/api/wish/add-remove',
          token: other.token,
          payload: { courseId: ids[i] },
        });
        await list(other.token); // each token's version is now cached
      }
      const before = t.queries.length;
      const answers = await Promise.all([learner, ...others].map((user) => list(user.token)));
      expect(t.queries.length - before).toBe(1);
      const wishlisted = answers.map((answer) =>
        (JSON.parse(answer.body) as { data: Paged<CourseSummary> }).data.items
          .filter((item) => item.isWishlisted)
          .map((item) => item.id)
          .sort(),
      );
      expect(wishlisted).toEqual([[ids[0], ids[1]].sort(), [ids[0]], [ids[1]], [ids[2]]]);
    });
  },
);
