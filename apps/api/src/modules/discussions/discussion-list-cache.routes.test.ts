import type { DiscussionThread, Paged } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ask, createDiscussionCourse, discuss } from '../../../test/discussion-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { type Instances, sharedServices, startInstances, within } from '../../../test/instances.js';
import { whenAvailable } from '../../../test/skips.js';

type Course = Awaited<ReturnType<typeof createDiscussionCourse>>;

async function listOf(app: FastifyInstance, user: TestUser, query: string) {
  const response = await discuss(app, user, 'GET', `discussion/list?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Paged<DiscussionThread> }).data;
}

const titles = (page: Paged<DiscussionThread>) => page.items.map((item) => item.title);

/** Renames a thread behind the app's back: a cached page still shows the old title. */
const renameBehindItsBack = (app: FastifyInstance, id: string, title: string) =>
  app.ctx.db.updateTable('discussionThreads').set({ title }).where('id', '=', id).execute();

describeEachDatabase('discussion lists served from the cache', (dialect) => {
  const t = useTestApp(dialect);
  let c: Course;
  beforeEach(async () => {
    c = await createDiscussionCourse(t.app);
  });

  it('serves a shared page from the cache, and every write through the routes clears it', async () => {
    const first = await ask(t.app, c.asker, c.chapterId, 'First question');
    const chapter = `chapterId=${c.chapterId}`;
    expect(titles(await listOf(t.app, c.other, chapter))).toEqual(['First question']);
    await renameBehindItsBack(t.app, first, 'Renamed behind its back');
    // The course's other learner gets the same page, from the cache.
    expect(titles(await listOf(t.app, c.asker, chapter))).toEqual(['First question']);

    await ask(t.app, c.other, c.chapterId, 'Second question');
    expect(titles(await listOf(t.app, c.asker, chapter))).toEqual([
      'Second question',
      'Renamed behind its back',
    ]);
  });

  it('puts each reader’s own values into the shared page: upvoted, may edit, may resolve', async () => {
    const id = await ask(t.app, c.asker, c.chapterId);
    const chapter = `chapterId=${c.chapterId}`;
    await listOf(t.app, c.other, chapter);
    const voted = await discuss(t.app, c.other, 'POST', `discussion/${id}/upvote`, {});
    expect(voted.statusCode, voted.body).toBe(200);
    const [byVoter] = (await listOf(t.app, c.other, chapter)).items;
    const [byAsker] = (await listOf(t.app, c.asker, chapter)).items;
    const [byInstructor] = (await listOf(t.app, c.instructor, chapter)).items;
    expect(byVoter).toMatchObject({ upvoteCount: 1, upvoted: true, canEdit: false, canResolve: false });
    expect(byAsker).toMatchObject({ upvoteCount: 1, upvoted: false, canEdit: true, canResolve: true });
    expect(byInstructor).toMatchObject({ upvoted: false, canEdit: false, canResolve: true });
  });

  it('drops a thread an admin hides from learners’ pages at once, and keeps it on the admin’s', async () => {
    const id = await ask(t.app, c.asker, c.chapterId, 'To be hidden');
    const chapter = `chapterId=${c.chapterId}`;
    const course = `courseId=${c.courseId}`;
    for (const query of [chapter, course])
      expect(titles(await listOf(t.app, c.other, query))).toEqual(['To be hidden']);
    const hidden = await discuss(t.app, c.admin, 'PUT', `admin/discussions/threads/${id}`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const query of [chapter, course])
      expect(await listOf(t.app, c.other, query)).toMatchObject({ total: 0 });
    expect((await listOf(t.app, c.admin, chapter)).items).toMatchObject([
      { title: 'To be hidden', hidden: true },
    ]);
  });

  it('keeps the caller’s own and searched lists out of the shared pages', async () => {
    await ask(t.app, c.asker, c.chapterId, 'Asked by the asker');
    await ask(t.app, c.other, c.chapterId, 'Asked by the other');
    const mine = `chapterId=${c.chapterId}&filter=mine`;
    expect(titles(await listOf(t.app, c.asker, mine))).toEqual(['Asked by the asker']);
    expect(titles(await listOf(t.app, c.other, mine))).toEqual(['Asked by the other']);
    const searched = `chapterId=${c.chapterId}&search=other`;
    expect(titles(await listOf(t.app, c.asker, searched))).toEqual(['Asked by the other']);
  });

  it('answers an outsider 403 even when the page is cached', async () => {
    await ask(t.app, c.asker, c.chapterId);
    await listOf(t.app, c.asker, `chapterId=${c.chapterId}`);
    const refused = await discuss(t.app, c.outsider, 'GET', `discussion/list?chapterId=${c.chapterId}`);
    expect(refused.statusCode).toBe(403);
  });
});

// Two API instances on one PostgreSQL database and one Redis, as behind a load balancer.
describe('the discussion list cache across two instances', whenAvailable(sharedServices), () => {
  let instances: Instances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    instances = await startInstances(2);
    [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => instances?.close());

  it('shows a question asked through A on B within a second, though B had the page cached', async () => {
    const c = await createDiscussionCourse(a);
    const first = await ask(a, c.asker, c.chapterId, 'First question');
    const chapter = `chapterId=${c.chapterId}`;
    expect(titles(await listOf(b, c.other, chapter))).toEqual(['First question']);
    await renameBehindItsBack(a, first, 'Renamed behind its back');
    expect(titles(await listOf(b, c.other, chapter))).toEqual(['First question']);

    await ask(a, c.other, c.chapterId, 'Second question');
    const took = await within(1000, async () => (await listOf(b, c.other, chapter)).total === 2);
    expect(took).toBeLessThanOrEqual(1000);
    expect(titles(await listOf(b, c.other, chapter))).toEqual(['Second question', 'Renamed behind its back']);
  });
});
