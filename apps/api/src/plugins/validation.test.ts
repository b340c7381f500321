import { Type } from '@sinclair/typebox';
import type { FastifySchema } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLearner, type TestUser } from '../../test/factories.js';
import { call, describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../test/helper.js';
import { toFieldErrors, validatorCompiler } from './validation.js';

/** Numbers written any way but plain decimal, which JavaScript's Number() would still read. */
const NOT_PLAIN = [
  '0x10',
  '0X1f',
  '0b11',
  '0o17',
  '1e1',
  '1E2',
  ' 2',
  '2 ',
  '+3',
  '1_000',
  'Infinity',
  '1.0',
  '.5',
];

describeEachDatabase('query validation', (dialect) => {
  const t = useTestApp(dialect);
  let learner: TestUser;

  beforeAll(async () => {
    learner = await createLearner(t.app);
  });

  it('names every accepted value of a choice that was not one of them', async () => {
    const sorts = 'popular, rating, newest, price_asc, price_desc, relevance';
    const sort = await call(t.app, { method: 'GET', url: '/api/course/list?sort=foo' });
    expect(sort.statusCode).toBe(400);
    expect(refusalOf(sort)).toEqual(fieldRefusal('sort', `must be one of: ${sorts}`, 'querystring '));

    const level = await call(t.app, { method: 'GET', url: '/api/course/list?level=expert' });
    expect(refusalOf(level)).toEqual(
      fieldRefusal('level', 'must be one of: beginner, intermediate, advanced, all', 'querystring '),
    );
  });

  it.each(NOT_PLAIN)('refuses the integer %j in a query: plain decimal digits only', async (written) => {
    for (const field of ['page', 'limit', 'minPrice', 'maxPrice']) {
      const url = `/api/course/list?${field}=${encodeURIComponent(written)}`;
      const response = await call(t.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(refusalOf(response), url).toEqual(fieldRefusal(field, 'must be an integer', 'querystring '));
    }
    // Signed in, on a list of one's own (the same rule on every route).
    const own = await call(t.app, {
      method: 'GET',
      url: `/api/certification/details?page=${encodeURIComponent(written)}`,
      token: learner.token,
    });
    expect(refusalOf(own)).toEqual(fieldRefusal('page', 'must be an integer', 'querystring '));
  });

  it('still reads plain decimal integers, and words bounds and fractions as before', async () => {
    for (const [query, page] of [
      ['page=16', 16],
      ['page=007', 7],
      ['', 1],
    ] as const) {
      const response = await call(t.app, { method: 'GET', url: `/api/course/list?${query}` });
      expect(response.statusCode, query).toBe(200);
      expect((response.json() as { data: { page: number } }).data.page, query).toBe(page);
    }
    const negative = await call(t.app, { method: 'GET', url: '/api/course/list?page=-1' });
    expect(refusalOf(negative)).toEqual(fieldRefusal('page', 'must be at least 1', 'querystring '));
    const fraction = await call(t.app, { method: 'GET', url: '/api/course/list?maxPrice=1.5' });
    expect(refusalOf(fraction)).toEqual(fieldRefusal('maxPrice', 'must be an integer', 'querystring '));
  });

  it('says "an integer" for a body field too', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/review/add',
      token: learner.token,
      payload: { courseId: '0190a1b2-0000-7000-8000-000000000000', rating: 4.5, comment: 'x' },
    });
    expect(refusalOf(response)).toEqual(fieldRefusal('rating', 'must be an integer'));
  });
});

describe('the validator compiler on path parameters and headers', () => {
  const compile = (schema: object, httpPart: 'params' | 'headers' | 'querystring') =>
    validatorCompiler({ schema: schema as FastifySchema, httpPart, method: 'GET', url: '/x' }) as ((
      data: unknown,
    ) => boolean) & { errors?: Parameters<typeof toFieldErrors>[0] | null };

  it('refuses an integer path parameter that is not plain decimal, and coerces one that is', () => {
    const validate = compile(Type.Object({ n: Type.Integer(), name: Type.String() }), 'params');
    for (const written of NOT_PLAIN) {
      expect(validate({ n: written, name: '0x10' }), written).toBe(false);
      expect(toFieldErrors(validate.errors ?? []), written).toEqual([
        { path: 'n', message: 'must be an integer' },
      ]);
    }
    const params = { n: '42', name: '0x10' };
    expect(validate(params)).toBe(true);
    expect(params).toEqual({ n: 42, name: '0x10' });
  });

  it('reads numbers (not only integers) in plain decimal, and leaves a text-or-number field alone', () => {
    const validate = compile(
      Type.Object({
        x: Type.Optional(Type.Number()),
        either: Type.Optional(Type.Union([Type.String(), Type.Integer()])),
      }),
      'headers',
    );
    expect(validate({ x: '0.25', either: '0x10' })).toBe(true);
    expect(validate({ x: '-3' })).toBe(true);
    expect(validate({ x: '1e3' })).toBe(false);
    expect(toFieldErrors(validate.errors ?? [])).toEqual([{ path: 'x', message: 'must be a number' }]);
  });

  it('lists a nullable choice whole', () => {
    const validate = compile(
      Type.Object({ level: Type.Union([Type.Union([Type.Literal('a'), Type.Literal('b')]), Type.Null()]) }),
      'querystring',
    );
    expect(validate({ level: 'c' })).toBe(false);
    expect(toFieldErrors(validate.errors ?? [])).toEqual([
      { path: 'level', message: 'must be one of: a, b, null' },
    ]);
  });
});

// Found by the route fuzzer: PostgreSQL refuses a NUL in text, so these answered 500 there (SQLite stored them).
describeEachDatabase('NUL characters in requests', (dialect) => {
  const t = useTestApp(dialect);
  let learner: TestUser;

  beforeAll(async () => {
    learner = await createLearner(t.app);
  });

  const nul = 'must not contain a NUL character';

  it('refuses a NUL in a path parameter, a query and a body field with a 400 naming the field', async () => {
    const param = await call(t.app, { method: 'GET', url: '/api/certification/verify/%00' });
    expect(param.statusCode).toBe(400);
    expect(refusalOf(param)).toEqual(fieldRefusal('id', nul, 'params '));

    const query = await call(t.app, {
      method: 'GET',
      url: '/api/chapter/questions?chapterId=a%00b',
      token: learner.token,
    });
    expect(query.statusCode).toBe(400);
    expect(refusalOf(query)).toEqual(fieldRefusal('chapterId', nul, 'querystring '));

    const body = await call(t.app, {
      method: 'POST',
      url: '/api/cart/add-remove',
      token: learner.token,
      payload: { courseId: '\u0000' },
    });
    expect(body.statusCode).toBe(400);
    expect(refusalOf(body)).toEqual(fieldRefusal('courseId', nul));
  });

  it('keeps the wording of a field whose own rule refuses the NUL first', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/user/signin',
      payload: { email: 'a\u0000@example.com', password: 'violet-harbour-lantern' },
    });
    expect(refusalOf(response)).toEqual(fieldRefusal('email', 'must be a valid email address'));
  });
});

describe('the validator compiler on NUL characters', () => {
  const compile = (schema: object, httpPart: 'body' | 'params') =>
    validatorCompiler({ schema: schema as FastifySchema, httpPart, method: 'POST', url: '/x' }) as ((
      data: unknown,
    ) => boolean) & { errors?: Parameters<typeof toFieldErrors>[0] | null };

  it('finds the first NUL in document order, in values and in keys, at any depth', () => {
    const validate = compile(
      Type.Object({
        a: Type.Array(Type.Object({ b: Type.String() })),
        c: Type.Record(Type.String(), Type.String()),
      }),
      'body',
    );
    expect(validate({ a: [{ b: 'ok' }, { b: 'x\u0000' }], c: { 'k\u0000': 'v' } })).toBe(false);
    expect(toFieldErrors(validate.errors ?? [])).toEqual([
      { path: 'a.1.b', message: 'must not contain a NUL character' },
    ]);
    expect(validate({ a: [], c: { 'k\u0000': 'v' } })).toBe(false);
    expect(toFieldErrors(validate.errors ?? [])).toEqual([
      { path: 'c.k\u0000', message: 'must not contain a NUL character' },
    ]);
    expect(validate({ a: [{ b: 'ok' }], c: { k: 'v' } })).toBe(true);
  });

  it('walks a body nested 10,000 deep without running out of stack', () => {
    const validate = compile(Type.Object({ a: Type.Unknown() }), 'body');
    const deep = (leaf: string) => JSON.parse(`${'{"a":'.repeat(10_000)}${leaf}${'}'.repeat(10_000)}`);
    expect(validate(deep('"\\u0000"'))).toBe(false);
    expect(toFieldErrors(validate.errors ?? [])).toEqual([
      { path: Array(10_000).fill('a').join('.'), message: 'must not contain a NUL character' },
    ]);
    expect(validate(deep('"fine"'))).toBe(true);
  });
});
