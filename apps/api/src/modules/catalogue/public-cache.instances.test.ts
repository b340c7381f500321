import type { CourseDetails, CourseSummary, Paged } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin, storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call } from '../../../test/helper.js';
import { type Instances, sharedServices, startInstances, within } from '../../../test/instances.js';
import { buyCourses } from '../../../test/payment-factories.js';
import { whenAvailable } from '../../../test/skips.js';

/** The title course/details and course/list answer for the course on `app` (anonymous: the cached answers). */
async function titlesOn(app: FastifyInstance, course: { id: string; slug: string }) {
  const details = await call(app, { method: 'GET', url: `/api/course/details?slug=${course.slug}` });
  const list = await call(app, { method: 'GET', url: '/api/course/list?limit=100' });
  const item = (list.json() as { data: Paged<CourseSummary> }).data.items.find((c) => c.id === course.id);
  return { details: (details.json() as { data: CourseDetails }).data.title, list: item?.title };
}

// Two API instances on one PostgreSQL database and one Redis, as behind a load balancer.
describe('the public response cache across two instances', whenAvailable(sharedServices), () => {
  let instances: Instances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    instances = await startInstances(2);
    [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => instances?.close());

  it('answers an admin’s edit made through A from B within a second', async () => {
    const course = await createCourseFixture(a, { title: 'Before the edit' });
    const before = { details: 'Before the edit', list: 'Before the edit' };
    for (const app of [a, b]) expect(await titlesOn(app, course)).toEqual(before);

    // B really answers from its cache: a change behind the app's back is not seen.
    await a.ctx.db
      .updateTable('courses')
      .set({ title: 'Behind its back' })
      .where('id', '=', course.id)
      .execute();
    expect(await titlesOn(b, course)).toEqual(before);

    const owner = await createAdmin(a);
    const edited = await admin(a, owner.token, 'PUT', `/courses/${course.id}`, {
      title: 'After the edit',
      imageUrl: await storedImageUrl(a),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = { details: 'After the edit', list: 'After the edit' };
    const took = await within(1000, async () => {
      const seen = await titlesOn(b, course);
      return seen.details === after.details && seen.list === after.list;
    });
    expect(took).toBeLessThanOrEqual(1000);
    expect(await titlesOn(a, course)).toEqual(after);
  });

  it('answers a purchase fulfilled on B with the new learner count on A', async () => {
    const course = await createCourseFixture(b);
    const learnersOn = async (app: FastifyInstance) =>
      (await call(app, { method: 'GET', url: `/api/course/details?id=${course.id}` })).json().data
        .learners as number;
    const [countA, countB] = [await learnersOn(a), await learnersOn(b)];
    expect(countA).toBe(countB);
    // A learner buys through B with the sandbox (a write that invalidates from the payments module).
    const learner = await createLearner(b);
    await buyCourses(b, learner.token, [course.id]);
    expect(await within(1000, async () => (await learnersOn(a)) === countA + 1)).toBeLessThanOrEqual(1000);
  });
});
