import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createCertifiedLearner, nameLearner } from '../../../test/certificate-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createPublishedStudioCourse,
  saveInstructorProfile,
} from '../../../test/instructor-factories.js';
import { addToCart } from '../../../test/payment-factories.js';
import { builtWebDist, isServerRendered } from '../../../test/rendered-pages.js';

/**
 * Server-rendered pages are kept and sent to every visitor (page-render.ts): a page drawn for one
 * learner must carry nothing of theirs, whoever asks next.
 */
describeEachDatabase(
  'server-rendered public pages: two visitors never receive each other’s data',
  (dialect) => {
    const t = useTestApp(dialect, { WEB_DIST: builtWebDist, PUBLIC_URL: 'https://learn.example.com' });
    let learnerA: TestUser;
    let learnerB: TestUser;
    let urls: string[];

    beforeAll(async () => {
      const [owned, wished, carted] = [
        await createCourseFixture(t.app, { title: 'Owned by A' }),
        await createCourseFixture(t.app, { title: 'Wished by A' }),
        await createCourseFixture(t.app, { title: 'In A’s cart' }),
      ];
      learnerA = await createLearner(t.app);
      await nameLearner(t.app, learnerA.id, 'Zenobia', 'Quillfeather');
      await createPurchaseFixture(t.app, learnerA.id, owned.id);
      const wish = await call(t.app, {
        method: 'POST',
        url: '/api/wish/add-remove',
        token: learnerA.token,
        payload: { courseId: wished.id },
      });
      expect(wish.statusCode).toBe(200);
      await addToCart(t.app, learnerA.token, carted.id);
      learnerB = await createLearner(t.app);
      await nameLearner(t.app, learnerB.id, 'Bartholomew', 'Ostrander');
      // Someone else's certificate: a verify page shows its own holder's name, publicly.
      const { certificate } = await createCertifiedLearner(t.app, { firstName: 'Cora', lastName: 'Third' });
      // An instructor's page lists a course A owns: its card must not say so to B.
      const teacher = await createInstructor(t.app);
      const slug = `shared-${teacher.id.slice(0, 8).toLowerCase()}`;
      await saveInstructorProfile(t.app, teacher, { slug });
      const taught = await createPublishedStudioCourse(t.app, teacher, (await createAdmin(t.app)).token);
      await createPurchaseFixture(t.app, learnerA.id, taught.courseId);
      urls = [
        `/instructors/${slug}`,
        '/',
        '/courses',
        `/courses/${owned.slug}`,
        `/courses/${wished.slug}`,
        `/courses/${carted.slug}`,
        `/certificates/${certificate.id}`,
      ];
    });

    const visit = (url: string, learner: TestUser | null) =>
      call(t.app, {
        method: 'GET',
        url,
        headers: learner ? { cookie: `auth_token=${encodeURIComponent(learner.token)}` } : {},
      });

    /** Anything of one learner's own: their name, e-mail, and their flags as data or as words. */
    const privateOf = (learner: TestUser, name: string) => [
      name,
      learner.email,
      '"isPurchased":true',
      '"isWishlisted":true',
      '"isInCart":true',
      'Go to course',
      'Remove from wishlist',
      'Remove from cart',
    ];

    it('A, then an anonymous visitor and B: no page holds A’s (or anyone’s) data, and each may be shared', async () => {
      const leaks = [
        ...privateOf(learnerA, 'Zenobia'),
        'Quillfeather',
        learnerA.token,
        ...privateOf(learnerB, 'Bartholomew').slice(0, 2),
      ];
      for (const visitor of [learnerA, null, learnerB]) {
        for (const url of urls) {
          const response = await visit(url, visitor);
          expect(response.statusCode, url).toBe(200);
          expect(isServerRendered(response.body), url).toBe(true);
          const found = leaks.filter((leak) => response.body.includes(leak));
          expect(found, `${url} for ${visitor?.email ?? 'an anonymous visitor'}`).toEqual([]);
          // Shared caches may keep it (it holds no learner's data), or, when its data was slow and its
          // start was streamed before the page was known, none may.
          expect(['no-cache', 'private, no-store'], url).toContain(response.headers['cache-control']);
        }
      }
    });

    it('a visitor with a session gets the same page as another with a session', async () => {
      for (const url of urls) {
        // B first this time: whoever asks first, the kept page is the same.
        const [b, a] = [await visit(url, learnerB), await visit(url, learnerA)];
        expect(a.body, url).toBe(b.body);
      }
    });

    it('the learners’ own flags still reach them, from the API after hydration', async () => {
      const list = await call(t.app, {
        method: 'GET',
        url: '/api/course/list?limit=50',
        token: learnerA.token,
      });
      const flags = (list.json() as { data: { items: { title: string; isPurchased?: boolean }[] } }).data
        .items;
      expect(flags.find((c) => c.title === 'Owned by A')?.isPurchased).toBe(true);
    });
  },
);
