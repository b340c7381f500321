import { isKnownPagePath, PAGE_PATHS } from '@coursewise/contract/pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path the route table renders a page for, parents' paths joined (layouts add none). */
function pagePaths(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && route.path !== '*') ? [path] : [];
    return [...own, ...pagePaths(route.children ?? [], route.path ? path : parent)];
  });
}

describe('the pages the server knows (HTTP 404 for any other address)', () => {
  it('are exactly the pages of the route table', () => {
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it.each([
    ['/', true],
    ['/courses/', true],
    ['/courses/some-course', true],
    ['/learn/a/chapters/b/quiz', true],
    ['/admin', true],
    ['/admin/courses/1/curriculum', true],
    ['/studio', true],
    ['/studio/courses/1/curriculum', true],
    ['/no-such-page', false],
    ['/courses/a/b', false],
    ['/learn/a/chapters', false],
    ['/administrator', false],
  ])('%s → %s', (path, known) => {
    expect(isKnownPagePath(path)).toBe(known);
  });
});
