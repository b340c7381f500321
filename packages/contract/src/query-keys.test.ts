import { describe, expect, it } from 'vitest';
import {
  assessmentKeys,
  cartKeys,
  categoryKeys,
  certificateKeys,
  cmsKeys,
  courseKeys,
  learningKeys,
  notificationKeys,
  paymentKeys,
  purchaseKeys,
  testimonialKeys,
  viewerScopedKeys,
  wishlistKeys,
} from './query-keys.js';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);
const isViewerScoped = (key: readonly unknown[]) => viewerScopedKeys.some((root) => startsWith(key, root));

describe('the query keys', () => {
  // Pages already sent keep these keys in their HTML while a new script loads: a change is a deliberate one.
  it('keeps the keys the server writes for first paints', () => {
    expect(cmsKeys.page('home')).toEqual(['cms', 'home']);
    expect(categoryKeys.all).toEqual(['categories']);
    expect(testimonialKeys.all).toEqual(['testimonials']);
    expect(courseKeys.list({ sort: 'popular', limit: 8 })).toEqual([
      'courses',
      'list',
      { sort: 'popular', limit: 8 },
    ]);
    expect(courseKeys.details('sql')).toEqual(['courses', 'details', 'sql']);
    expect(learningKeys.course('c1')).toEqual(['learning', 'course', 'c1']);
    expect(learningKeys.chapter('h1')).toEqual(['learning', 'chapter', 'h1']);
  });

  it('refreshes everything that depends on who is signed in when the session changes', () => {
    const personal = [
      courseKeys.details('sql'),
      wishlistKeys.page(1),
      cartKeys.list('USD'),
      learningKeys.list(1),
      purchaseKeys.list(1),
      paymentKeys.details('p1'),
      certificateKeys.mine('z1'),
      assessmentKeys.finalReview('c1', null),
      notificationKeys.list(1, 5),
      notificationKeys.settings,
    ];
    for (const key of personal) expect(isViewerScoped(key), JSON.stringify(key)).toBe(true);
  });

  it('keeps what is the same for everyone outside the viewer-scoped keys', () => {
    const everyone = [
      categoryKeys.all,
      cmsKeys.page('home'),
      testimonialKeys.all,
      certificateKeys.verification('z1'),
    ];
    for (const key of everyone) expect(isViewerScoped(key), JSON.stringify(key)).toBe(false);
  });
});
