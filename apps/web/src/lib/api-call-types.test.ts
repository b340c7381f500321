import type { CourseDetails, CourseSummary } from '@coursewise/contract';
import { catalogueRoutes, certificateRoutes } from '@coursewise/contract/routes';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Answer, CallArgs } from './api-call-types';

/*
 * What `npm run typecheck` holds callers to. Each `@ts-expect-error` below fails the typecheck when
 * the error it expects stops happening, so these lines prove that a caller sending the wrong
 * parameters, query or body, or reading a field the answer does not have, does not compile.
 */
type Input<Id extends Parameters<typeof accept>[0]> = CallArgs<Id>[0];
const accept = (_id: 'listCourses' | 'getCourseDetails' | 'getCertificate' | 'toggleCart' | 'getCart') =>
  undefined;

describe('the typed client’s types', () => {
  it('answers the data of the operation’s success schema', () => {
    expectTypeOf<Answer<'getCourseDetails'>>().toEqualTypeOf<CourseDetails>();
    expectTypeOf<Answer<'listCourses'>['items']>().toEqualTypeOf<CourseSummary[]>();
    expectTypeOf<Answer<'getCourseDetails'>>().toHaveProperty('title');
    // @ts-expect-error no such field in the course details answer
    expectTypeOf<Answer<'getCourseDetails'>>().toHaveProperty('notAField');
  });

  it('asks for the path parameters the route’s path names, and nothing else', () => {
    const right: Input<'getCertificate'> = { params: { id: 'c1' } };
    // @ts-expect-error the path names `:id`, not `:certificateId`
    const renamed: Input<'getCertificate'> = { params: { certificateId: 'c1' } };
    // @ts-expect-error the course list's path has no parameters
    const extra: Input<'listCourses'> = { params: { id: 'c1' } };
    expect([right, renamed, extra]).toHaveLength(3);
    expect(certificateRoutes.getCertificate.url).toContain(':id');
  });

  it('takes the query and body the operation declares', () => {
    const query: Input<'listCourses'> = { query: { search: 'react', page: 2 } };
    // @ts-expect-error `page` is a number
    const wrongType: Input<'listCourses'> = { query: { page: 'two' } };
    // @ts-expect-error the cart toggle needs a body with `courseId`
    const noBody: Input<'toggleCart'> = {};
    // @ts-expect-error a GET takes no body
    const getWithBody: Input<'getCart'> = { body: { courseId: 'c1' } };
    expect([query, wrongType, noBody, getWithBody]).toHaveLength(4);
    expect(catalogueRoutes.listCourses.method).toBe('GET');
  });
});
