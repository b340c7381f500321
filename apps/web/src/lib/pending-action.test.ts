import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPendingAction,
  peekPendingAction,
  rememberPendingAction,
  takeNextPage,
  takePendingAction,
} from './pending-action';
import { peekRedirect, rememberRedirect } from './session';

const COURSE = { courseId: 'course-1', courseTitle: 'Rust in Practice' };

describe('a signed-out click kept for after sign-in', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-10T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('returns to the course page, is explained on the way and is done there once', () => {
    rememberPendingAction({ ...COURSE, kind: 'wishlist', returnTo: '/courses/rust' });
    expect(peekRedirect()).toBe('/courses/rust');
    expect(peekPendingAction()).toMatchObject({ kind: 'wishlist', courseTitle: 'Rust in Practice' });

    expect(takeNextPage()).toBe('/courses/rust');
    expect(peekRedirect()).toBeUndefined();
    expect(takePendingAction('another-course')).toBeUndefined();
    expect(takePendingAction('course-1')).toMatchObject({ kind: 'wishlist', courseId: 'course-1' });
    expect(takePendingAction('course-1')).toBeUndefined();
  });

  it('"Buy now" returns to checkout, which is the whole action: nothing is left to do afterwards', () => {
    rememberPendingAction({ ...COURSE, kind: 'buy', returnTo: '/checkout?courseId=course-1' });
    expect(peekPendingAction()?.kind).toBe('buy');
    expect(takeNextPage()).toBe('/checkout?courseId=course-1');
    expect(takePendingAction('course-1')).toBeUndefined();
    expect(peekPendingAction()).toBeUndefined();
  });

  it('is neither explained nor done once a protected page has replaced where sign-in returns', () => {
    rememberPendingAction({ ...COURSE, kind: 'cart', returnTo: '/courses/rust' });
    rememberRedirect('/my-courses');
    expect(peekPendingAction()).toBeUndefined();
    expect(takeNextPage()).toBe('/my-courses');
    expect(takePendingAction('course-1')).toBeUndefined();
  });

  it('is forgotten after half an hour, and when cleared', () => {
    rememberPendingAction({ ...COURSE, kind: 'cart', returnTo: '/courses/rust' });
    vi.setSystemTime(new Date('2030-01-10T12:29:00Z'));
    expect(peekPendingAction()?.kind).toBe('cart');
    vi.setSystemTime(new Date('2030-01-10T12:31:00Z'));
    expect(peekPendingAction()).toBeUndefined();
    expect(takePendingAction('course-1')).toBeUndefined();

    rememberPendingAction({ ...COURSE, kind: 'cart', returnTo: '/courses/rust' });
    clearPendingAction();
    expect(peekPendingAction()).toBeUndefined();
  });

  it('ignores a damaged or foreign stored value', () => {
    rememberRedirect('/courses/rust');
    for (const raw of [
      'not json',
      '{"kind":"delete-account","courseId":"c","courseTitle":"t","returnTo":"/courses/rust","savedAt":1}',
      'null',
    ]) {
      sessionStorage.setItem('pending-action', raw);
      expect(peekPendingAction()).toBeUndefined();
      expect(sessionStorage.getItem('pending-action')).toBeNull();
    }
  });

  it('goes home when nothing was remembered', () => {
    expect(takeNextPage()).toBe('/');
  });
});
