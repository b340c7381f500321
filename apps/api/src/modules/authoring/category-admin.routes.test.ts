import type { AdminCategory, Category } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin, auditOf } from '../../../test/catalogue-admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describeEachDatabase('admin categories', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  beforeAll(async () => {
    boss = await createAdmin(t.app);
  });

  it('creates a category with a slug made from its name, and lists it with its course count', async () => {
    const created = await admin(t.app, boss.token, 'POST', '/categories', {
      name: '  Data & Machine Learning ',
    });
    expect(created.statusCode).toBe(201);
    const category = dataOf<AdminCategory>(created);
    expect(category).toMatchObject({
      name: 'Data & Machine Learning',
      slug: 'data-machine-learning',
      courseCount: 0,
    });

    const again = dataOf<AdminCategory>(
      await admin(t.app, boss.token, 'POST', '/categories', { name: 'Data Machine Learning' }),
    );
    expect(again.slug).toBe('data-machine-learning-2');

    await createCourseFixture(t.app, { categoryId: category.id });
    const list = await admin(t.app, boss.token, 'GET', '/categories?search=machine&sort=name&order=asc');
    expect(list.statusCode).toBe(200);
    const page = dataOf<{ items: AdminCategory[]; total: number }>(list);
    expect(page.total).toBe(2);
    expect(page.items.map((c) => [c.slug, c.courseCount])).toEqual([
      ['data-machine-learning', 1],
      ['data-machine-learning-2', 0],
    ]);
    expect((await auditOf(t.app, boss.token, category.id))[0]).toMatchObject({
      action: 'create',
      entity: 'category',
    });
  });

  it('renames a category and the public category list shows it at once', async () => {
    const category = dataOf<AdminCategory>(
      await admin(t.app, boss.token, 'POST', '/categories', { name: 'Design' }),
    );
    await createCourseFixture(t.app, { categoryId: category.id });
    const before = await call(t.app, { method: 'GET', url: '/api/category/list' });
    expect(dataOf<Category[]>(before).some((c) => c.name === 'Design')).toBe(true);

    const renamed = await admin(t.app, boss.token, 'PUT', `/categories/${category.id}`, {
      name: 'Visual design',
    });
    expect(renamed.statusCode).toBe(200);
    expect(dataOf<AdminCategory>(renamed)).toMatchObject({ name: 'Visual design', slug: 'design' });
    const after = await call(t.app, { method: 'GET', url: '/api/category/list' });
    expect(dataOf<Category[]>(after).find((c) => c.id === category.id)?.name).toBe('Visual design');
  });

  it('refuses a slug another category uses (409) and changes nothing', async () => {
    const a = dataOf<AdminCategory>(
      await admin(t.app, boss.token, 'POST', '/categories', { name: 'Alpha cat' }),
    );
    const b = dataOf<AdminCategory>(
      await admin(t.app, boss.token, 'POST', '/categories', { name: 'Beta cat' }),
    );
    const clash = await admin(t.app, boss.token, 'PUT', `/categories/${b.id}`, {
      slug: a.slug,
      name: 'Gamma',
    });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe('The slug "alpha-cat" is already used by another category');
    expect(dataOf<AdminCategory>(await admin(t.app, boss.token, 'GET', `/categories/${b.id}`)).name).toBe(
      'Beta cat',
    );
    const taken = await admin(t.app, boss.token, 'POST', '/categories', { name: 'Other', slug: a.slug });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses to delete a category while a course uses it, and deletes it once none does', async () => {
    const used = dataOf<AdminCategory>(
      await admin(t.app, boss.token, 'POST', '/categories', { name: 'Used cat' }),
    );
    await createCourseFixture(t.app, { categoryId: used.id, published: false });
    const refused = await admin(t.app, boss.token, 'DELETE', `/categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('1 course uses this category: move it to another category first');
    expect((await admin(t.app, boss.token, 'GET', `/categories/${used.id}`)).statusCode).toBe(200);

    const unused = dataOf<AdminCategory>(
      await admin(t.app, boss.token, 'POST', '/categories', { name: 'Unused cat' }),
    );
    const deleted = await admin(t.app, boss.token, 'DELETE', `/categories/${unused.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await admin(t.app, boss.token, 'GET', `/categories/${unused.id}`)).statusCode).toBe(404);
    expect((await auditOf(t.app, boss.token, unused.id))[0]).toMatchObject({ action: 'delete' });
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name: must not be empty'],
    ['a name of the wrong type', { name: 42 }, 'name: must be a string'],
    ['a huge name', { name: 'x'.repeat(10_000) }, 'name: must be at most 120 characters'],
    ['a slug with spaces', { name: 'Ok', slug: 'not ok' }, 'slug: has an invalid format'],
    ['an unknown field', { name: 'Ok', colour: 'red' }, 'colour: is not an accepted field'],
    ['a negative position', { name: 'Ok', position: -1 }, 'position: must be at least 0'],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const response = await admin(t.app, boss.token, 'POST', '/categories', payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });

  it('answers 404 for unknown ids and 400 for an unknown sort', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await admin(
        t.app,
        boss.token,
        method,
        '/categories/no-such-id',
        method === 'PUT' ? { name: 'X' } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(errorOf(response).message).toBe('This category does not exist');
    }
    const sort = await admin(t.app, boss.token, 'GET', '/categories?sort=colour');
    expect(sort.statusCode).toBe(400);
  });

  it('refuses learners (403) and visitors (401)', async () => {
    const learner = await createLearner(t.app);
    expect((await admin(t.app, learner.token, 'POST', '/categories', { name: 'Sneaky' })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, { method: 'GET', url: '/api/admin/categories' })).statusCode).toBe(401);
  });
});
