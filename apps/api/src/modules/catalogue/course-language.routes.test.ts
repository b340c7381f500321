import type { AdminCourse, CourseSummary, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin } from '../../../test/catalogue-admin-factories.js';
import { createCategoryFixture, createCourseFixture } from '../../../test/catalogue-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, hugeString, json, useTestApp } from '../../../test/helper.js';
import { createInstructor, createStudioCourse, studio } from '../../../test/instructor-factories.js';

describeEachDatabase('course language', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  let categoryId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    boss = await createAdmin(t.app);
    categoryId = (await createCategoryFixture(t.app)).id;
    ids.en = (await createCourseFixture(t.app, { categoryId, language: 'en' })).id;
    ids.es = (await createCourseFixture(t.app, { categoryId, language: 'es', level: 'advanced' })).id;
    ids.esBeginner = (await createCourseFixture(t.app, { categoryId, language: 'es' })).id;
    ids.de = (await createCourseFixture(t.app, { categoryId, language: 'de' })).id;
  });

  const list = (query: string) => call(t.app, { method: 'GET', url: `/api/course/list${query}` });
  const idsOf = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: Paged<CourseSummary> }>(response)
      .data.items.map((course) => course.id)
      .sort();
  };

  it('lists only the courses in the language asked for, and shows each one’s code', async () => {
    expect(await idsOf('?language=es&limit=50')).toEqual([ids.es, ids.esBeginner].sort());
    expect(await idsOf('?language=de&limit=50')).toEqual([ids.de]);
    const page = json<{ data: Paged<CourseSummary> }>(await list('?language=de')).data;
    expect(page.total).toBe(1);
    expect(page.items[0]?.language).toBe('de');
  });

  it('combines the language with the other filters', async () => {
    expect(await idsOf(`?language=es&level=advanced&limit=50`)).toEqual([ids.es]);
    expect(await idsOf(`?language=de&level=advanced&limit=50`)).toEqual([]);
  });

  it('answers an empty page for a language no course has, and never another language’s cached page', async () => {
    // Asked in turn: a cache keyed without the language would answer the first page to all of them.
    expect(await idsOf('?language=es&limit=50')).toEqual([ids.es, ids.esBeginner].sort());
    expect(await idsOf('?language=fr&limit=50')).toEqual([]);
    expect(await idsOf('?language=de&limit=50')).toEqual([ids.de]);
    expect((await idsOf('?limit=50')).length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['an unknown code', 'it'],
    ['a region tag', 'es-MX'],
    ['a name', 'Spanish'],
    ['upper case', 'ES'],
    ['an empty value', ''],
    ['a huge value', hugeString(5000)],
  ])('refuses %s as the language filter with a 400 and a message', async (_label, value) => {
    const response = await list(`?language=${encodeURIComponent(value)}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('querystring language: must be one of: en, es, fr, de');
  });

  it('takes a locale code as an admin course’s language, new or changed, and lists it under it', async () => {
    const created = await admin(t.app, boss.token, 'POST', '/courses', {
      title: 'Curso',
      categoryId,
      language: 'es',
    });
    expect(created.statusCode, created.body).toBe(201);
    const course = json<{ data: AdminCourse }>(created).data;
    expect(course.language).toBe('es');
    const changed = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, { language: 'fr' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<{ data: AdminCourse }>(changed).data.language).toBe('fr');
    const plain = await admin(t.app, boss.token, 'POST', '/courses', { title: 'Plain', categoryId });
    expect(json<{ data: AdminCourse }>(plain).data.language).toBe('en');
  });

  it.each([
    ['a name', 'English'],
    ['an unknown code', 'pt'],
    ['a number', 3],
    ['null', null],
    ['an empty string', ''],
    ['a huge string', hugeString(5000)],
  ])(
    'refuses %s as a course body’s language with a 400 (admin and studio), changing nothing',
    async (_l, language) => {
      const create = await admin(t.app, boss.token, 'POST', '/courses', {
        title: 'Bad',
        categoryId,
        language,
      });
      expect(create.statusCode).toBe(400);
      expect(errorOf(create).message).toMatch(/language/);

      const draft = json<{ data: AdminCourse }>(
        await admin(t.app, boss.token, 'POST', '/courses', { title: 'Kept', categoryId, language: 'de' }),
      ).data;
      const update = await admin(t.app, boss.token, 'PUT', `/courses/${draft.id}`, { language });
      expect(update.statusCode).toBe(400);
      const after = json<{ data: AdminCourse }>(
        await admin(t.app, boss.token, 'GET', `/courses/${draft.id}`),
      ).data;
      expect(after.language).toBe('de');

      const owner = await createInstructor(t.app);
      const mine = await createStudioCourse(t.app, owner);
      const studioUpdate = await studio(t.app, owner.token, 'PUT', `/courses/${mine.courseId}`, { language });
      expect(studioUpdate.statusCode).toBe(400);
      expect(errorOf(studioUpdate).message).toMatch(/language/);
    },
  );

  it('takes a locale code in the studio’s course body', async () => {
    const owner = await createInstructor(t.app);
    const mine = await createStudioCourse(t.app, owner);
    const response = await studio(t.app, owner.token, 'PUT', `/courses/${mine.courseId}`, { language: 'de' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: AdminCourse }>(response).data.language).toBe('de');
  });
});
