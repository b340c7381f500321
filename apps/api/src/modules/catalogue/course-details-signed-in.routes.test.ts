import type { CourseDetails } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';

// Quotes, a backslash, a line separator and an emoji: escaped the same way on both paths.
const COMMENT = 'Surprisingly "useful" \\ really\u2028 😀';

describeEachDatabase(
  'course/details for a signed-in learner (public page from the cache + own flags)',
  (dialect) => {
    const t = useTestApp(dialect);
    let course: { id: string; slug: string };
    let learner: TestUser;

    beforeAll(async () => {
      course = await createCourseFixture(t.app, { title: 'Knitting for engineers' });
      learner = await createLearner(t.app);
    });

    const get = (token?: string) =>
      call(t.app, { method: 'GET', url: `/api/course/details?slug=${course.slug}`, token });
    const dataOf = async (token?: string) => {
      const response = await get(token);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: CourseDetails }).data;
    };
    const flagsOf = async (token: string) => {
      const { isWishlisted, isInCart, isPurchased, myReview } = await dataOf(token);
      return { isWishlisted, isInCart, isPurchased, myReview };
    };

    it('answers the cached public page plus the learner’s flags in one query', async () => {
      await dataOf(); // the public page is now cached
      await dataOf(learner.token); // and so is the learner's token version
      const before = t.queries.length;
      const response = await get(learner.token);
      expect(t.queries.length - before).toBe(1);
      const cached = response.body;
      t.app.catalogueCache.invalidate();
      const computed = (await get(learner.token)).body;
      // Byte for byte what the full query answers.
      expect(cached).toBe(computed);
      const anonymous = await dataOf();
      expect(JSON.parse(cached).data).toEqual({
        ...anonymous,
        isWishlisted: false,
        isInCart: false,
        isPurchased: false,
        myReview: null,
      });
      expect(anonymous).not.toHaveProperty('isWishlisted');
      expect(anonymous).not.toHaveProperty('myReview');
    });

    it('shows each change of the learner’s wishlist, cart, purchases and review at once', async () => {
      await dataOf(learner.token);
      const toggle = (path: string) =>
        call(t.app, {
          method: 'POST',
          url: `/api/${path}`,
          token: learner.token,
          payload: { courseId: course.id },
        });
      expect((await toggle('wish/add-remove')).statusCode).toBe(200);
      expect(await flagsOf(learner.token)).toMatchObject({ isWishlisted: true, isInCart: false });
      expect((await toggle('cart/add-remove')).statusCode).toBe(200);
      expect(await flagsOf(learner.token)).toMatchObject({ isWishlisted: true, isInCart: true });
      expect((await toggle('wish/add-remove')).statusCode).toBe(200);
      expect(await flagsOf(learner.token)).toMatchObject({ isWishlisted: false, isInCart: true });
      await createPurchaseFixture(t.app, learner.id, course.id);
      expect(await flagsOf(learner.token)).toMatchObject({ isPurchased: true });
      const review = await call(t.app, {
        method: 'POST',
        url: '/api/review/add',
        token: learner.token,
        payload: { courseId: course.id, rating: 4, comment: COMMENT },
      });
      expect(review.statusCode, review.body).toBeLessThan(300);
      expect((await flagsOf(learner.token)).myReview).toMatchObject({ rating: 4, comment: COMMENT });
      // The review is put into the cached bytes exactly as the serialiser writes it.
      const cached = (await get(learner.token)).body;
      t.app.catalogueCache.invalidate();
      expect(cached).toBe((await get(learner.token)).body);
      // Another learner sees the public page with their own (empty) flags, never this learner's.
      const other = await createLearner(t.app);
      expect(await flagsOf(other.token)).toEqual({
        isWishlisted: false,
        isInCart: false,
        isPurchased: false,
        myReview: null,
      });
      expect((await dataOf(other.token)).reviews[0]).toMatchObject({ comment: COMMENT });
    });

    it('shows an admin’s edit of the course at once, signed in or not', async () => {
      await dataOf();
      await dataOf(learner.token);
      const admin = await createAdmin(t.app);
      const edited = await call(t.app, {
        method: 'PUT',
        url: `/api/admin/courses/${course.id}`,
        token: admin.token,
        // A published course keeps its publishing rules: it needs a cover image.
        payload: { title: 'Knitting for software engineers', imageUrl: await storedImageUrl(t.app) },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await dataOf(learner.token)).title).toBe('Knitting for software engineers');
      expect((await dataOf()).title).toBe('Knitting for software engineers');
    });

    it('answers learners whose requests arrive together from one statement, each with their own part', async () => {
      const [a, b] = [await createLearner(t.app), await createLearner(t.app)];
      await call(t.app, {
        method: 'POST',
        url: '/api/cart/add-remove',
        token: b.token,
        payload: { courseId: course.id },
      });
      await Promise.all([dataOf(a.token), dataOf(b.token)]);
      const before = t.queries.length;
      const [forA, forB, forLearner] = await Promise.all([
        flagsOf(a.token),
        flagsOf(b.token),
        flagsOf(learner.token),
      ]);
      expect(t.queries.length - before).toBe(1);
      expect(forA).toEqual({ isWishlisted: false, isInCart: false, isPurchased: false, myReview: null });
      expect(forB).toMatchObject({ isInCart: true, isPurchased: false, myReview: null });
      expect(forLearner).toMatchObject({ isPurchased: true, myReview: { rating: 4, comment: COMMENT } });
    });
  },
);
