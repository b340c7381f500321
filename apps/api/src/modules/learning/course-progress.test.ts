import { describe, expect, it } from 'vitest';
import { type ChapterState, courseProgress, courseStanding } from './course-progress.js';

const order = ['a', 'b', 'c', 'd'];
const state = (completed: boolean, visitedAt: string | null, positionSeconds = 0): ChapterState => ({
  completed,
  positionSeconds,
  visitedAt,
  updatedAt: visitedAt ?? '2026-01-01T00:00:00.000Z',
});
const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('a learner’s standing in a course', () => {
  it('starts at the first chapter with nothing done', () => {
    expect(courseStanding(order, new Map())).toEqual({
      progress: { completed: 0, total: 4, percent: 0 },
      lastChapterId: null,
      nextChapterId: 'a',
      lastActivityAt: null,
    });
  });

  it('continues with the last chapter visited while it is unfinished', () => {
    const states = new Map([
      ['a', state(true, at(1))],
      ['c', state(false, at(3), 120)],
      ['b', state(false, at(2))],
    ]);
    expect(courseStanding(order, states)).toMatchObject({
      lastChapterId: 'c',
      nextChapterId: 'c',
      lastActivityAt: at(3),
    });
  });

  it('moves on after a finished last chapter, to the next unfinished one after it, then from the start', () => {
    const after = new Map([
      ['a', state(true, at(1))],
      ['b', state(true, at(2))],
    ]);
    expect(courseStanding(order, after)).toMatchObject({ lastChapterId: 'b', nextChapterId: 'c' });
    const wrapped = new Map([
      ['c', state(true, at(1))],
      ['d', state(true, at(2))],
    ]);
    expect(courseStanding(order, wrapped)).toMatchObject({ lastChapterId: 'd', nextChapterId: 'a' });
  });

  it('leads back to the last chapter visited when every chapter is done', () => {
    const done = new Map(order.map((id, i) => [id, state(true, at(i === 1 ? 9 : i + 1))]));
    expect(courseStanding(order, done)).toMatchObject({
      progress: { completed: 4, total: 4, percent: 100 },
      lastChapterId: 'b',
      nextChapterId: 'b',
    });
    const neverVisited = new Map(order.map((id) => [id, state(true, null)]));
    expect(courseStanding(order, neverVisited)).toMatchObject({ lastChapterId: null, nextChapterId: 'a' });
  });

  it('ignores progress in chapters the course no longer has', () => {
    const states = new Map([['gone', state(true, at(5))]]);
    expect(courseStanding(order, states)).toMatchObject({
      progress: { completed: 0, total: 4, percent: 0 },
      lastChapterId: null,
    });
  });

  it('rounds the percent down, so 100% means every chapter', () => {
    expect(courseProgress(2, 3)).toEqual({ completed: 2, total: 3, percent: 66 });
    expect(courseProgress(29, 30).percent).toBe(96);
    expect(courseProgress(0, 0)).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});
