import { beforeAll, expect, it } from 'vitest';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';

// The spec lists the certificates as `/certification/details/`, with its slash: it answers as written.
describeEachDatabase('GET /api/certification/details/ (the spec’s literal path)', (dialect) => {
  const t = useTestApp(dialect);
  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url: `/api/${url}`, token });
  let holder: TestUser;

  beforeAll(async () => {
    holder = (await createCertifiedLearner(t.app)).learner;
  });

  it('answers the learner’s list, the same as without the slash, paging included', async () => {
    const withSlash = await get('certification/details/', holder.token);
    expect(withSlash.statusCode).toBe(200);
    expect(withSlash.json().data).toMatchObject({ page: 1, limit: 12, total: 1 });
    expect(withSlash.json()).toEqual((await get('certification/details', holder.token)).json());

    const paged = await get('certification/details/?page=2&limit=1', holder.token);
    expect(paged.json()).toEqual({ data: { items: [], page: 2, limit: 1, total: 1 } });
  });

  it('refuses a bad page with a 400 that says why, and needs a token, like the list', async () => {
    const bad = await get('certification/details/?limit=101', holder.token);
    expect(bad.statusCode).toBe(400);
    expect(refusalOf(bad)).toEqual(fieldRefusal('limit', 'must be at most 100', 'querystring '));

    const anonymous = await get('certification/details/');
    expect(anonymous.statusCode).toBe(401);
    expect(refusalOf(anonymous)).toEqual({ message: 'Please sign in to continue' });
  });

  it('leaves other paths strict: a slash after another list is still not found', async () => {
    const response = await get('course/list/');
    expect(response.statusCode).toBe(404);
  });
});
