import { describe, expect, it } from 'vitest';
import { patchCourseFlags } from './course-flags';

const page = {
  items: [
    { id: 'a', title: 'A', isWishlisted: false },
    { id: 'b', title: 'B', isWishlisted: false },
  ],
  page: 1,
  limit: 12,
  total: 2,
};

describe('course flags in cached answers', () => {
  it('changes the flags of the matching course in a page of courses', () => {
    const patched = patchCourseFlags(page, 'b', { isWishlisted: true });
    expect(patched.items.map((item) => item.isWishlisted)).toEqual([false, true]);
    expect(page.items[1]?.isWishlisted).toBe(false);
  });

  it('changes a single course answer', () => {
    expect(patchCourseFlags({ id: 'a', isInCart: false }, 'a', { isInCart: true })).toEqual({
      id: 'a',
      isInCart: true,
    });
  });

  it('returns untouched answers as they were, so their screens do not re-render', () => {
    expect(patchCourseFlags(page, 'zzz', { isInCart: true })).toBe(page);
    expect(patchCourseFlags(undefined, 'a', { isInCart: true })).toBeUndefined();
  });
});
