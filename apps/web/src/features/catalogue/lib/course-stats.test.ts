import type { CourseDetails } from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import { moduleMinutes, outlineTotals, ratingShares } from './course-stats';

const chapter = (id: string, durationMinutes: number) => ({
  id,
  title: id,
  type: 'video' as const,
  durationMinutes,
  isPreview: false,
});

const modules: CourseDetails['modules'] = [
  { id: 'm1', title: 'Start', position: 1, chapters: [chapter('a', 6), chapter('b', 9)] },
  { id: 'm2', title: 'Next', position: 2, chapters: [chapter('c', 45)] },
  { id: 'm3', title: 'Empty', position: 3, chapters: [] },
];

describe('course outline totals', () => {
  it('counts modules and chapters and adds up their durations', () => {
    expect(moduleMinutes(modules[0] as CourseDetails['modules'][number])).toBe(15);
    expect(outlineTotals(modules)).toEqual({ modules: 3, chapters: 3, minutes: 60 });
    expect(outlineTotals([])).toEqual({ modules: 0, chapters: 0, minutes: 0 });
  });
});

describe('rating breakdown', () => {
  it('gives each star count its share of all ratings, five stars first', () => {
    expect(ratingShares({ 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 })).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 1, percent: 25 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('shows empty bars for a course nobody has rated yet', () => {
    expect(ratingShares({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }).every((share) => share.percent === 0)).toBe(true);
  });
});
