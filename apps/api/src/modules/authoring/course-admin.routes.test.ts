import type {
  AdminCourse,
  AdminCourseListItem,
  CourseDetails,
  CourseSummary,
  Paged,
} from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin, auditOf, storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import {
  createCategoryFixture,
  createCourseFixture,
  createPurchaseFixture,
} from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, refusalOf, useTestApp } from '../../../test/helper.js';

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describeEachDatabase('admin courses', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  let categoryId: string;
  beforeAll(async () => {
    boss = await createAdmin(t.app);
    categoryId = (await createCategoryFixture(t.app)).id;
  });

  const createDraft = async (title: string, extra: Record<string, unknown> = {}) => {
    const response = await admin(t.app, boss.token, 'POST', '/courses', { title, categoryId, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return dataOf<AdminCourse>(response);
  };

  /** A draft that meets every publish rule: a price, an image, a module with a chapter. */
  const publishableDraft = async (title: string) => {
    const course = await createDraft(title, { price: 2900, imageUrl: await storedImageUrl(t.app) });
    const module = await admin(t.app, boss.token, 'POST', `/courses/${course.id}/modules`, {
      title: 'Basics',
    });
    const moduleId = dataOf<{ id: string }>(module).id;
    await admin(t.app, boss.token, 'POST', `/modules/${moduleId}/chapters`, {
      title: 'Intro',
      type: 'text',
      content: '<p>Welcome.</p>',
      durationMinutes: 7,
    });
    return course;
  };

  it('creates a draft with a unique slug, sanitised description and the stored image', async () => {
    const imageUrl = await storedImageUrl(t.app);
    const course = await createDraft('Rust for Beginners!', {
      description: '<p>Learn <strong>Rust</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      outcomes: [' Write programs '],
      imageUrl,
      price: 4900,
    });
    expect(course).toMatchObject({
      slug: 'rust-for-beginners',
      title: 'Rust for Beginners!',
      description: '<p>Learn <strong>Rust</strong></p>',
      outcomes: ['Write programs'],
      imageUrl,
      price: 4900,
      published: false,
      level: 'all',
      passMark: 70,
      finalAttempts: 3,
      finalQuestionCount: null,
      missingForPublish: ['Add at least one chapter'],
      modules: [],
    });
    const second = await createDraft('Rust for beginners');
    expect(second.slug).toBe('rust-for-beginners-2');
    expect((await auditOf(t.app, boss.token, course.id))[0]).toMatchObject({
      action: 'create',
      entity: 'course',
    });
  });

  it('lists drafts and published courses, searchable, filtered and sorted', async () => {
    const draft = await createDraft('Zebra Studies Draft', { price: 100 });
    const published = await createCourseFixture(t.app, {
      categoryId,
      title: 'Zebra Studies Live',
      priceCents: 9000,
    });
    const list = async (query: string) =>
      dataOf<Paged<AdminCourseListItem>>(await admin(t.app, boss.token, 'GET', `/courses?${query}`));

    const both = await list('search=zebra&sort=title&order=asc');
    expect(both.items.map((c) => [c.title, c.published])).toEqual([
      ['Zebra Studies Draft', false],
      ['Zebra Studies Live', true],
    ]);
    expect(both.items[1]).toMatchObject({ chapterCount: 4, price: 9000, category: { id: categoryId } });
    expect((await list('search=zebra&published=false')).items.map((c) => c.id)).toEqual([draft.id]);
    expect((await list('search=zebra&published=true')).items.map((c) => c.id)).toEqual([published.id]);
    expect((await list('search=zebra&sort=price&order=desc')).items.map((c) => c.id)).toEqual([
      published.id,
      draft.id,
    ]);
    expect((await list(`search=zebra&categoryId=no-such`)).total).toBe(0);
    const paged = await list('search=zebra&limit=1&page=2&sort=title&order=asc');
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.items.map((c) => c.id)).toEqual([published.id]);
  });

  it('refuses to publish until title, image and a chapter are there (422 naming each)', async () => {
    const course = await createDraft('Not ready yet');
    const refused = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, { published: true });
    expect(refused.statusCode).toBe(422);
    // The draft's price is $0: a free course, which may be published (issue 22).
    expect(refusalOf(refused)).toEqual({
      message: 'This course cannot be published yet: Add a cover image; Add at least one chapter',
      errors: [
        { path: 'imageUrl', message: 'Add a cover image' },
        { path: 'chapters', message: 'Add at least one chapter' },
      ],
    });
    // A refused publish changes nothing else sent with it.
    const withPrice = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, {
      published: true,
      price: 500,
    });
    expect(withPrice.statusCode).toBe(422);
    expect(dataOf<AdminCourse>(await admin(t.app, boss.token, 'GET', `/courses/${course.id}`))).toMatchObject(
      {
        price: 0,
        published: false,
      },
    );
  });

  it('publishes a ready course; learners see it, and an edited title shows at once in list and details', async () => {
    const course = await publishableDraft('Cache Busting Basics');
    const anonymousList = () => call(t.app, { method: 'GET', url: '/api/course/list?search=busting' });
    const anonymousDetails = () => call(t.app, { method: 'GET', url: `/api/course/details?id=${course.id}` });
    expect(dataOf<Paged<CourseSummary>>(await anonymousList()).total).toBe(0);
    expect((await anonymousDetails()).statusCode).toBe(404);

    const published = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(dataOf<AdminCourse>(published)).toMatchObject({
      published: true,
      missingForPublish: [],
      durationMinutes: 7,
    });
    // Both answers are now cached for anonymous visitors.
    expect(dataOf<Paged<CourseSummary>>(await anonymousList()).items.map((c) => c.title)).toEqual([
      'Cache Busting Basics',
    ]);
    expect(dataOf<CourseDetails>(await anonymousDetails()).title).toBe('Cache Busting Basics');

    const renamed = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, {
      title: 'Cache Busting Mastery',
    });
    expect(renamed.statusCode).toBe(200);
    expect(dataOf<Paged<CourseSummary>>(await anonymousList()).items.map((c) => c.title)).toEqual([
      'Cache Busting Mastery',
    ]);
    expect(dataOf<CourseDetails>(await anonymousDetails()).title).toBe('Cache Busting Mastery');
    expect((await auditOf(t.app, boss.token, course.id)).map((e) => e.action).slice(0, 2)).toEqual([
      'update',
      'publish',
    ]);

    // A published course keeps its image: removing it is refused until it is unpublished.
    const noImage = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, { imageUrl: null });
    expect(noImage.statusCode).toBe(422);
    expect(refusalOf(noImage).errors).toEqual([{ path: 'imageUrl', message: 'Add a cover image' }]);
    const archived = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, {
      published: false,
      imageUrl: null,
    });
    expect(archived.statusCode).toBe(200);
    expect((await anonymousDetails()).statusCode).toBe(404);
  });

  it('refuses to delete a bought course (409, still there) and deletes one nobody bought with its outline', async () => {
    const learner = await createLearner(t.app);
    const bought = await createCourseFixture(t.app, { categoryId });
    await createPurchaseFixture(t.app, learner.id, bought.id);
    const refused = await admin(t.app, boss.token, 'DELETE', `/courses/${bought.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'Learners have bought this course or hold its certificate: unpublish it to archive it instead',
    );
    expect((await admin(t.app, boss.token, 'GET', `/courses/${bought.id}`)).statusCode).toBe(200);

    const unsold = await createCourseFixture(t.app, { categoryId });
    const deleted = await admin(t.app, boss.token, 'DELETE', `/courses/${unsold.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin(t.app, boss.token, 'GET', `/courses/${unsold.id}`)).statusCode).toBe(404);
    const chapters = await t.app.ctx.db
      .selectFrom('chapters')
      .select('id')
      .where('courseId', '=', unsold.id)
      .execute();
    expect(chapters).toEqual([]);
    expect((await auditOf(t.app, boss.token, unsold.id))[0]).toMatchObject({ action: 'delete' });
  });

  it.each([
    ['a price as text', { price: '12' }, 'price: must be an integer'],
    ['a negative price', { price: -1 }, 'price: must be at least 0'],
    ['a huge title', { title: 'x'.repeat(5000) }, 'title: must be at most 200 characters'],
    ['a blank title', { title: '  ' }, 'title: must not be empty'],
    ['an unknown level', { level: 'expert' }, 'level: must be one of: beginner, intermediate, advanced, all'],
    [
      'an image from elsewhere',
      { imageUrl: 'https://evil.example/x.png' },
      'imageUrl: must be the address of an image uploaded here',
    ],
    [
      'an image path escaping uploads',
      { imageUrl: '/uploads/../secrets.txt' },
      'imageUrl: must be the address of an image uploaded here',
    ],
    ['an unknown category', { categoryId: 'no-such-category' }, 'categoryId: no such category'],
    ['a pass mark above 100', { passMark: 101 }, 'passMark: must be at most 100'],
    ['published as text', { published: 'yes' }, 'published: must be a boolean'],
    ['an unknown field', { slug: 'mine' }, 'slug: is not an accepted field'],
    [
      'too many outcomes',
      { outcomes: Array.from({ length: 31 }, () => 'x') },
      'outcomes: must NOT have more than 30 items',
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const course = await createDraft('Validation target');
    const response = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect(
      dataOf<AdminCourse>(await admin(t.app, boss.token, 'GET', `/courses/${course.id}`)).updatedAt,
    ).toBe(course.updatedAt);
  });

  it('refuses a create without a title or category (400) and unknown ids (404)', async () => {
    const missing = await admin(t.app, boss.token, 'POST', '/courses', { title: 'No category' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe('categoryId: is required');
    const published = await admin(t.app, boss.token, 'POST', '/courses', {
      title: 'X',
      categoryId,
      published: true,
    });
    expect(published.statusCode).toBe(400);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await admin(
        t.app,
        boss.token,
        method,
        '/courses/no-such-course',
        method === 'PUT' ? { title: 'X' } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(errorOf(response).message).toBe('This course does not exist');
    }
  });
});
